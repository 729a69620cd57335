import Dispatch
import Glibc

/// Runs work nobody waits for (the translations of a big dictionary, indexed after its
/// headwords) on a thread of its own that the system runs only when nothing else wants a
/// core: on two cores the build would otherwise take both, and every keystroke typed
/// meanwhile would wait its turn behind it, and the terminal's redraw behind that.
///
/// The thread takes Linux's idle policy (SCHED_IDLE: any other thread waking up takes the core
/// from it at once) and the highest nice value (for a system that refuses the policy). Both are
/// inherited by the threads it starts (the second scanner of a big file). `Parallel.map`
/// called here shares its pieces out over such threads too, not over the pool: a pool thread
/// made by a lowered one would stay lowered for the user's work the pool gives it later, and
/// a thread cannot raise itself back without privilege.
package enum BackgroundThread {
    /// The nice value of background work: the lowest priority there is.
    package static let niceValue: Int32 = 19

    /// SCHED_IDLE of <sched.h>, which the Glibc module leaves out (it is a GNU extension).
    package static let idlePolicy: Int32 = 5

    package static func start(_ body: @escaping @Sendable () -> Void) {
        DetachedThread.start {
            lowerThisThread()
            body()
        }
    }

    /// `work` on a background thread, then `finish` with its result on a thread at the
    /// caller's priority. What wakes the dispatch pool (a group left that others wait on, a
    /// block queued) belongs in `finish`: the pool makes its new threads from the thread that
    /// wakes it, and one made from a lowered thread stays lowered for the user's work.
    package static func start<Result>(_ work: @escaping @Sendable () -> Result, then finish: @escaping @Sendable (Result) -> Void) {
        DetachedThread.start {
            let done = DispatchSemaphore(value: 0)
            let result = ResultBox<Result>()
            start {
                result.value = work()
                done.signal()
            }
            done.wait()
            finish(result.value!)
        }
    }

    /// Whether the calling thread runs as background work.
    package static var isCurrent: Bool {
        sched_getscheduler(0) == idlePolicy || threadNiceValue() >= niceValue
    }

    /// The calling thread's nice value: on Linux the priority of PRIO_PROCESS 0 is the
    /// thread's own, not the process's.
    package static func threadNiceValue() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    /// Lowering is always allowed. Should it be refused anyway (a sandbox filtering the
    /// calls), the work runs at the usual priority: slower typing meanwhile, nothing worse.
    private static func lowerThisThread() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceValue)
        var parameters = sched_param(sched_priority: 0)
        _ = sched_setscheduler(0, idlePolicy, &parameters)
    }
}

/// The result of background work, written by its thread before it signals, read after.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
