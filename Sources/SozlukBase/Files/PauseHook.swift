import Glibc

/// A moment at which a test can hold sozluk still.
public enum PausePoint: String, Sendable {
    /// An index build has read its dictionary and is about to index it.
    case indexBuild = "index-build"
    /// An index built in memory is about to be written to the cache.
    case indexSave = "index-save"
    /// Half of a file's new contents are written to its temporary file.
    case halfWritten = "half-written"
    /// The new contents are complete, not yet renamed over the old file.
    case beforeRename = "before-rename"
}

/// Holds sozluk at one pause point until a test lets it go, so tests look at a build in
/// progress, or kill a writer in mid-write, without racing the clock. At the point sozluk
/// opens a FIFO for reading, which blocks until the test opens the other end (the test then
/// knows sozluk is there), and reads until the test closes it (or kills sozluk there).
///
/// Off unless a test sets `SOZLUK_TEST_PAUSE=POINT:FIFO`; a seam for tests, not for users:
/// only debug builds (what the tests run) read the variable, a release build never pauses.
public struct PauseHook: Equatable, Sendable {
    public static let variable = "SOZLUK_TEST_PAUSE"

    public let point: PausePoint
    public let fifo: String

    public init(point: PausePoint, fifo: String) {
        self.point = point
        self.fifo = fifo
    }

    public init?(environment: [String: String]) {
        #if DEBUG
        guard let value = environment[Self.variable], let colon = value.firstIndex(of: ":"),
              let point = PausePoint(rawValue: String(value[..<colon])) else { return nil }
        self.init(point: point, fifo: String(value[value.index(after: colon)...]))
        #else
        return nil
        #endif
    }

    public func pause(at point: PausePoint) {
        guard point == self.point else { return }
        let fd = open(fifo, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
        }
        close(fd)
    }
}
