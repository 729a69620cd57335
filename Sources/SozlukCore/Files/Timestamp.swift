import Glibc

/// UTC times as ISO 8601 text (`2026-11-21T22:31:55Z`), the way favorites record them.
public enum Timestamp {
    public static func now() -> Int64 {
        Int64(time(nil))
    }

    public static func format(_ seconds: Int64) -> String {
        var value = time_t(seconds)
        var parts = tm()
        gmtime_r(&value, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// Parses what `format` writes; nil for anything else.
    public static func parse(_ text: String) -> Int64? {
        let fields = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int32($0) }
        guard fields.count == 6, text.hasSuffix("Z"), fields.allSatisfy({ $0 != nil }) else { return nil }
        var parts = tm()
        parts.tm_year = fields[0]! - 1900
        parts.tm_mon = fields[1]! - 1
        parts.tm_mday = fields[2]!
        parts.tm_hour = fields[3]!
        parts.tm_min = fields[4]!
        parts.tm_sec = fields[5]!
        return Int64(timegm(&parts))
    }
}
