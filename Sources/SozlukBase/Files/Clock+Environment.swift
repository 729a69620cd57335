extension Clock {
    /// The system's, unless a test set `SOZLUK_TEST_CLOCK=2026-11-23T10:00:00Z` (then that
    /// moment, in UTC; the file named by `SOZLUK_TEST_CLOCK=@FILE` holding such a time is
    /// read at every look, so a test can move the clock of a running sozluk).
    /// Only debug builds (what the tests run) read the variable: a release build keeps time.
    public static func from(environment: [String: String]) -> Clock {
        #if !DEBUG
        return .system
        #else
        guard let value = environment[variable] else { return .system }
        if value.hasPrefix("@") {
            let path = String(value.dropFirst())
            return Clock(now: {
                let text = (try? FileSystem.readFile(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
                return Timestamp.parse(text.filter { !$0.isWhitespace }) ?? Timestamp.now()
            }, utcOffset: { _ in 0 })
        }
        guard let time = Timestamp.parse(value) else { return .system }
        return .fixed(time)
        #endif
    }
}
