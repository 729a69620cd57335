import Glibc

/// Runs work nobody waits for (the translations of a big dictionary, indexed after its
/// headwords) on a thread of its own at the lowest priority: the system gives it a core only
/// when the user's searches, the painting and the terminal leave one idle. On two cores the
/// build would otherwise take both, and every keystroke typed meanwhile would wait its turn.
///
/// The priority is the thread's nice value, which its own threads inherit (the second scanner
/// of a big file). `Parallel.map` called here shares its pieces out over such threads too,
/// not over the pool: a pool thread made by a lowered one would stay lowered for whatever
/// work the pool gives it later, and a thread cannot raise its priority back without
/// privilege.
package enum BackgroundThread {
    /// The nice value of background work: the lowest there is.
    package static let niceValue: Int32 = 19

    package static func start(_ body: @escaping @Sendable () -> Void) {
        DetachedThread.start {
            lowerThisThread()
            body()
        }
    }

    /// Whether the calling thread runs at a background thread's priority (or lower).
    package static var isCurrent: Bool {
        threadNiceValue() >= niceValue
    }

    /// The calling thread's nice value: on Linux the priority of PRIO_PROCESS 0 is the
    /// thread's own, not the process's.
    package static func threadNiceValue() -> Int32 {
        errno = 0
        return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    /// Lowering is always allowed. Should it fail anyway (a sandbox refusing the call), the
    /// work runs at the usual priority: slower typing meanwhile, nothing worse.
    private static func lowerThisThread() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceValue)
    }
}
