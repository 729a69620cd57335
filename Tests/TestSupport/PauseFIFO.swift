import Dispatch
import Foundation
import Glibc
import SozlukBase

/// The test's end of sozluk's pause hook (SOZLUK_TEST_PAUSE): a FIFO that sozluk opens at
/// the pause point. Opening our end returns only once sozluk is there; closing it lets
/// sozluk go on. No clock is raced: the minute below is a safety net against a hang.
public final class PauseFIFO: @unchecked Sendable {
    public let point: PausePoint
    public let path: String
    private let folder = TemporaryDirectory()
    private var writer: Int32 = -1

    public init(_ point: PausePoint) {
        self.point = point
        path = folder.path + "/pause"
        mkfifo(path, 0o600)
    }

    /// For the command line: `SOZLUK_TEST_PAUSE=POINT:FIFO`.
    public var environment: String { "\(PauseHook.variable)=\(point.rawValue):\(path)" }

    /// Returns once sozluk has reached the pause point (and stays there).
    public func waitUntilPaused() throws {
        let opened = DispatchSemaphore(value: 0)
        let path = path
        nonisolated(unsafe) var fd: Int32 = -1
        Thread.detachNewThread {
            fd = open(path, O_WRONLY | O_CLOEXEC)
            opened.signal()
        }
        guard opened.wait(timeout: .now() + 60) == .success, fd >= 0 else { throw PauseError.neverPaused(point) }
        writer = fd
    }

    /// Lets sozluk go on from the pause point.
    public func release() {
        if writer >= 0 { close(writer) }
        writer = -1
    }

    deinit {
        release()
    }

    public enum PauseError: Error { case neverPaused(PausePoint) }
}
