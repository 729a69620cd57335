import CMainQueue
import Dispatch
import Glibc

/// Wakes the app only when something happened: keys readable on stdin, a signal, or
/// background work that posted to the main queue; it sleeps in `poll` until then.
///
/// The main thread waits on both itself, in `poll`, and runs the main queue's work when it
/// has some, instead of handing itself to `dispatchMain()`: that ends the thread with
/// `pthread_exit`, whose unwinding costs a static executable about 10 ms before its first
/// frame (CMainQueue says why).
@MainActor
public final class TerminalEventLoop {
    public init() {}

    /// Calls `onInputReadable` whenever stdin has bytes (or has closed), runs the main queue's
    /// work whenever it has some, and never returns: the session ends the process.
    public func run(onInputReadable: @escaping @MainActor () -> Void) -> Never {
        var waits = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                     pollfd(fd: sozluk_main_queue_descriptor(), events: Int16(POLLIN), revents: 0)]
        while true {
            // Work queued before the wait (the first frame's loading) makes the descriptor
            // readable, so nothing waits behind a key.
            guard poll(&waits, nfds_t(waits.count), -1) > 0 else { continue }   // EINTR: a signal, handled on the queue
            if waits[1].revents != 0 { sozluk_main_queue_drain() }
            if waits[0].revents != 0 { onInputReadable() }
        }
    }
}
