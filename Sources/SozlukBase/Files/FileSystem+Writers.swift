import Glibc

/// The temporaries a file is written through (`target.tmp-PID-RANDOM`, beside it, locked
/// while written): the process writing each is in its name, and whether it is still at work
/// is told by its lock.
extension FileSystem {
    /// Temporaries beside each of `paths` and the process of each, each folder listed once.
    private static func temporaries(of paths: [String]) -> [(name: String, writer: pid_t)] {
        var found: [(name: String, writer: pid_t)] = []
        let folders = Dictionary(grouping: paths, by: parentDirectory(of:))
        for (folder, targets) in folders {
            let prefixes = targets.map { String($0.dropFirst(folder.count + 1)) + ".tmp-" }
            for name in contentsOfDirectory(folder) ?? [] {
                guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                      let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
                found.append((folder + "/" + name, pid))
            }
        }
        return found
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Temporary files left beside `path` by writers that were killed mid-write (their
    /// process is gone and nothing holds them locked), so that they do not pile up.
    static func removeAbandonedTemporaries(of path: String) {
        for temporary in temporaries(of: [path]) where temporary.writer != getpid() && !isRunning(temporary.writer) && !isLocked(temporary.name) {
            unlink(temporary.name)
        }
    }

    /// Whether some process holds `name` locked, as a writer holds its temporary.
    private static func isLocked(_ name: String) -> Bool {
        let fd = open(name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }

    /// Whether another process is writing the temporary now: it holds the temporary's lock
    /// (a process gone, even one not yet reaped, holds none; nor does an unrelated one whose
    /// number the name happens to hold) and is not stopped (Ctrl-Z).
    private static func isBeingWritten(_ temporary: (name: String, writer: pid_t)) -> Bool {
        temporary.writer != getpid() && isLocked(temporary.name) && !isStopped(temporary.writer)
    }

    /// Whether a process is stopped, by its state in /proc/PID/stat (after its name, which
    /// is in parentheses and may hold any character).
    private static func isStopped(_ pid: pid_t) -> Bool {
        guard let bytes = try? readFile("/proc/\(pid)/stat"), let close = bytes.lastIndex(of: UInt8(ascii: ")")),
              close + 2 < bytes.count else { return false }
        return bytes[close + 2] == UInt8(ascii: "T") || bytes[close + 2] == UInt8(ascii: "t")
    }

    /// Waits while another process is writing any of `paths`, at most `limit` seconds; says
    /// whether one was. A start right after a quit finds the index the quitting process is
    /// still writing (a fraction of a second): waiting for it is cheaper than building it.
    /// - Parameter willWait: called once when there is a writer to wait for (a test finishes it then).
    package static func waitForOtherWriters(of paths: [String], atMost limit: Double, willWait: (() -> Void)? = nil) -> Bool {
        func writing() -> Bool { temporaries(of: paths).contains(where: isBeingWritten) }
        guard writing() else { return false }
        willWait?()
        // Looked at again after 5 ms, then less and less often, up to every 100 ms: a cache
        // folder of thousands of files costs a listing at each look.
        let deadline = MonotonicClock.seconds() + limit
        var pause: UInt32 = 5_000
        while MonotonicClock.seconds() < deadline, writing() {
            usleep(pause)
            pause = min(pause * 2, 100_000)
        }
        return true
    }
}
