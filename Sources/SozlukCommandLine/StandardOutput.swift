import Glibc
import SozlukBase
import SozlukWordbook

/// The commands' standard output, written with write(2) through a buffer of our own, so a
/// write that fails (a full disk, `> /dev/full`) is known with its reason: output that did
/// not arrive is a failure the user hears of, never an exit status 0.
@MainActor
enum StandardOutput {
    private static var buffer: [UInt8] = []
    /// The errno of the first write that failed; later output is dropped.
    private static var failure: Int32 = 0

    /// Text for people, in the locale's character set (`OutputEncoding`).
    static func print(_ text: String, terminator: String = "\n") {
        buffer.append(contentsOf: OutputEncoding.bytes(of: text + terminator))
        if buffer.count >= 64 * 1024 { flush() }
    }

    /// Data for programs (`--json`, an export): UTF-8 whatever the locale, as JSON must be
    /// and as an import reads it back.
    static func printData(_ text: String, terminator: String = "\n") {
        buffer.append(contentsOf: text.utf8)
        buffer.append(contentsOf: terminator.utf8)
        if buffer.count >= 64 * 1024 { flush() }
    }

    /// Bytes as they are (a WAV file).
    static func printBytes(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 64 * 1024 { flush() }
    }

    static func flush() {
        var written = 0
        while written < buffer.count && failure == 0 {
            let count = buffer[written...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                failure = count < 0 ? errno : EIO
                break
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left; a failed write turns the outcome into exit status 2 with its reason.
    static func finish(_ outcome: CommandOutcome, _ text: Localizer) -> CommandOutcome {
        flush()
        guard case .finished(let status) = outcome, failure != 0 else { return outcome }
        printError("sozluk: " + text("cannot write the output: {1}", String(cString: strerror(failure))))
        return .finished(max(status, 2))
    }
}
