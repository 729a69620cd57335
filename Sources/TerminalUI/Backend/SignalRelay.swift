import Dispatch
import Glibc

// Signal handlers can only touch plain memory and call async-signal-safe functions,
// so these live outside any actor and are written once, before the handlers are set.
nonisolated(unsafe) private var relayWriteFD: Int32 = -1
// The C library writes a whole `struct termios` here, which can be larger than Swift's
// imported layout of it (AddressSanitizer caught the overflow): give it ample room.
nonisolated(unsafe) private let savedTerminalModes = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
    .bindMemory(to: termios.self, capacity: 1)
nonisolated(unsafe) private var haveSavedTerminalModes = false
// What each fatal signal did before the relay (Swift's crash report, a sanitizer's, or the
// default), by signal number, for the handler to hand a fault on to.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// Turns SIGINT/SIGTERM/SIGHUP/SIGWINCH into events on the main queue (through a pipe the
/// handler writes to), and restores the terminal before the process dies of a fatal signal.
@MainActor
public final class SignalRelay {
    /// Every signal whose default would leave the terminal raw, and the ones the app answers.
    public static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGQUIT, SIGUSR1, SIGUSR2, SIGTSTP]
    public static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    private let source: DispatchSourceRead
    private let readFD: Int32

    /// Must be created before the terminal backend, so ncurses leaves SIGWINCH to us.
    public init(onSignal: @escaping @MainActor (Int32) -> Void) {
        if tcgetattr(STDIN_FILENO, savedTerminalModes) == 0 { haveSavedTerminalModes = true }
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        readFD = fds[0]
        relayWriteFD = fds[1]

        for signal in Self.relayedSignals { Self.install(signal, handler: relayHandler) }
        for signal in Self.fatalSignals { Self.installFatal(signal) }

        source = DispatchSource.makeReadSource(fileDescriptor: readFD, queue: .main)
        let fd = readFD
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { return }
            MainActor.assumeIsolated {
                for signal in buffer[0..<count] { onSignal(Int32(signal)) }
            }
        }
        source.resume()
    }

    /// Stops the process as a terminal stop would (the caller has restored the terminal);
    /// returns when it is continued (`fg`, SIGCONT), with the relay in place again.
    public func stopProcess() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(SIGTSTP, &action, nil)
        // Sent to this thread, and let through for the moment (Dispatch blocks signals on its
        // threads, the main one too), the stop happens before `raise` returns. Sent to the
        // process, it was taken by some other thread, and this one ran on into `resume`
        // until the stop reached it: the process stopped with the terminal raw again.
        var stop = sigset_t(), previousMask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        Self.install(SIGTSTP, handler: relayHandler)
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }

    private static func installFatal(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = fatalHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        sigaction(signal, &action, previousActions + Int(signal))
    }
}

private func relayHandler(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayWriteFD, &byte, 1)
}

/// Leaves the alternate screen, shows the cursor, resets colours and restores the tty
/// modes with async-signal-safe calls only. A fault (a bad address, an illegal instruction)
/// then goes to what handled it before: returning runs the instruction again, which meets
/// the previous handler with the real address (Swift's crash report, or AddressSanitizer's).
/// A signal sent from outside (kill -SEGV, abort) is no fault to report: the process dies of
/// it as by default.
private func fatalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l\r\n"
    _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    if haveSavedTerminalModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, savedTerminalModes) }
    // A switch, not an array: nothing may allocate here.
    switch signal {
    case SIGSEGV, SIGBUS, SIGILL, SIGFPE:
        if (info?.pointee.si_code ?? 0) > 0 {
            sigaction(signal, previousActions + Int(signal), nil)
            return
        }
    default: break
    }
    var fallback = sigaction()
    fallback.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&fallback.sa_mask)
    sigaction(signal, &fallback, nil)
    raise(signal)
}
