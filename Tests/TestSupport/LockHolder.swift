import Glibc

/// A process holding `file` locked as a writer holds its temporary (util-linux flock(1),
/// the lock on a descriptor of its own, its command in a group of its own), until killed.
public final class LockHolder {
    public let pid: pid_t

    public init(_ file: String) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TmuxError("cannot make a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["/usr/bin/flock", "--exclusive", "--close", file, "/bin/sh", "-c", "echo locked; exec sleep 600"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var spawned: pid_t = 0
        guard posix_spawn(&spawned, arguments[0], &actions, &attributes, &argv, environ) == 0 else { throw TmuxError("cannot run flock") }
        pid = spawned
        close(ends[1])
        // Locked once the command runs: it says so.
        var said = [UInt8](repeating: 0, count: 7)
        _ = read(ends[0], &said, 7)
        close(ends[0])
    }

    /// Stopped as Ctrl-Z stops it, once it is.
    public func stop() {
        kill(pid, SIGSTOP)
        var info = siginfo_t()
        _ = waitid(P_PID, id_t(pid), &info, WSTOPPED | WNOWAIT)
    }

    /// Killed, and waited for until it has ended, but not reaped: its number still answers.
    public func killLeavingItUnreaped() {
        kill(pid, SIGKILL)
        var info = siginfo_t()
        _ = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
    }

    deinit {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    /// A temporary of `target` as sozluk names them, locked by a process at work and named
    /// after it (made under a name, locked, then given the holder's number).
    public static func temporary(of target: String) throws -> (holder: LockHolder, name: String) {
        let name = "\(target).tmp-0-abc"
        let fd = creat(name, 0o600)
        guard fd >= 0 else { throw TmuxError("cannot make \(name)") }
        close(fd)
        let holder = try LockHolder(name)
        let named = "\(target).tmp-\(holder.pid)-abc"
        guard rename(name, named) == 0 else { throw TmuxError("cannot rename \(name)") }
        return (holder, named)
    }
}
