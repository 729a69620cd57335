import Dispatch
import Glibc

/// Wakes the app only when something happened: keys readable on stdin, a signal, or
/// background work that posted to the main queue. No polling.
@MainActor
public final class TerminalEventLoop {
    private var inputSource: DispatchSourceRead?

    public init() {}

    /// Calls `onInputReadable` whenever stdin has bytes, then parks the main thread forever.
    public func run(onInputReadable: @escaping @MainActor () -> Void) -> Never {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { onInputReadable() }
        }
        source.resume()
        inputSource = source
        dispatchMain()
    }
}
