import Dispatch
import Glibc
@testable import SozlukBase
import Testing

/// The scheduler the browser runs searches and loads on.
@Suite @MainActor struct BackgroundSchedulerTests {
    /// Work that hands something to the main thread and waits goes on only once the main
    /// queue has run what the handover queued there (the paint of the first rows).
    @Test(.timeLimit(.minutes(1))) func waitingEndsOnceWhatTheHandoverQueuedHasRun() async {
        let scheduler = BackgroundScheduler(label: "test")
        let log = EventLog()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            scheduler.run({
                // A limit no test machine reaches: the order, not the time, is what is checked.
                scheduler.onMainThenWait({
                    log.add("handed over")
                    DispatchQueue.main.async { log.add("painted") }
                }, limit: 600)
                log.add("went on")
                return 0
            }, then: { _ in done.resume() })
        }
        #expect(log.events == ["handed over", "painted", "went on"])
    }

    /// Its work runs at the priority of the thread that shows the results, never above it,
    /// even where the process may raise its priority (root): libdispatch's user-initiated
    /// queues take a nice value of -2 there, and their work took the cores from the paint.
    @Test(.timeLimit(.minutes(1))) func workRunsAtTheMainThreadsPriority() async {
        let scheduler = BackgroundScheduler(label: "test")
        let main = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let nice = await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
            scheduler.run({ getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }, then: { done.resume(returning: $0) })
        }
        #expect(nice == main)
    }
}

/// Events from several threads, in the order they happened.
private final class EventLog: @unchecked Sendable {
    private let lock = Lock()
    private var recorded: [String] = []

    func add(_ event: String) { lock.sync { recorded.append(event) } }
    var events: [String] { lock.sync { recorded } }
}
