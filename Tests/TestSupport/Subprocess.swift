import Foundation
import Glibc

/// Runs a program to completion with posix_spawn and waitpid, output captured in a file.
/// (Foundation's Process can miss the exit of a child whose own child lives on, as the
/// tmux server does.)
public enum Subprocess {
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = NSTemporaryDirectory() + "/sozluk-subprocess-\(UUID().uuidString).out"
        defer { unlink(outputPath) }
        let status = try wait(spawn(arguments, output: outputPath))
        return (status, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    /// Starts a program with stdin from /dev/null and stdout and stderr into `output`.
    private static func spawn(_ arguments: [String], output: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw TmuxError("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
        return pid
    }

    /// The exit status, 128+N for a signal.
    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Starts a program with its output thrown away, kills it with SIGKILL once it is held
    /// at `pause` (the program must have been told of the FIFO), and returns its exit
    /// status: 137, killed there.
    /// - Parameter whilePaused: what the test looks at while the program is held there.
    public static func runAndKill(_ arguments: [String], at pause: PauseFIFO, whilePaused: () throws -> Void = {}) throws -> Int32 {
        let pid = try spawn(arguments, output: "/dev/null")
        do {
            try pause.waitUntilPaused()
            try whilePaused()
        } catch {
            kill(pid, SIGKILL)
            _ = wait(pid)
            throw error
        }
        kill(pid, SIGKILL)
        let status = wait(pid)
        pause.release()
        return status
    }
}
