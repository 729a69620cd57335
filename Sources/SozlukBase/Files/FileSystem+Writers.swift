import Glibc

/// The temporaries a file is written through (`target.tmp-PID-RANDOM`, beside it): the
/// process writing each is in its name, so whether it is still at work can be asked.
extension FileSystem {
    /// Temporaries beside `path` and the process of each.
    private static func temporaries(of path: String) -> [(name: String, writer: pid_t)] {
        let folder = parentDirectory(of: path)
        let prefix = String(path.dropFirst(folder.count + 1)) + ".tmp-"
        return (contentsOfDirectory(folder) ?? []).compactMap { name in
            guard name.hasPrefix(prefix), let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { return nil }
            return (folder + "/" + name, pid)
        }
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Temporary files left beside `path` by writers that were killed mid-write (their
    /// process is gone), so that they do not pile up.
    static func removeAbandonedTemporaries(of path: String) {
        for temporary in temporaries(of: path) where temporary.writer != getpid() && !isRunning(temporary.writer) {
            unlink(temporary.name)
        }
    }

    /// Waits while another process is writing any of `paths`, at most `limit` seconds; says
    /// whether one was. A start right after a quit finds the index the quitting process is
    /// still writing (a fraction of a second): waiting for it is cheaper than building it.
    /// - Parameter willWait: called once when there is a writer to wait for (a test finishes it then).
    package static func waitForOtherWriters(of paths: [String], atMost limit: Double, willWait: (() -> Void)? = nil) -> Bool {
        // Written to in the last seconds too: a temporary a crashed writer left, whose
        // number another process has taken since, is not waited for.
        func isFresh(_ name: String) -> Bool {
            var info = stat()
            return stat(name, &info) == 0 && time(nil) - info.st_mtim.tv_sec < 10
        }
        func writing() -> Bool {
            paths.contains { path in temporaries(of: path).contains { $0.writer != getpid() && isRunning($0.writer) && isFresh($0.name) } }
        }
        guard writing() else { return false }
        willWait?()
        var waited = 0.0
        while waited < limit, writing() {
            usleep(5_000)
            waited += 0.005
        }
        return true
    }
}
