@testable import SozlukBase
import Dispatch
import Foundation
import Testing

/// Work shared out over the cores comes back whole and in order.
@Suite struct ParallelTests {
    @Test func eachItemsResultComesBackInItsPlace() {
        #expect(Parallel.map(each: 0) { $0 }.isEmpty, "no items, no work")
        #expect(Parallel.map(each: 1) { $0 * 10 } == [0])
        #expect(Parallel.map(each: 500) { String($0) } == (0..<500).map(String.init))
    }

    @Test func piecesCoverTheRangeOnceInOrder() {
        let pieces = Parallel.map(25_000) { Array($0) }
        #expect(pieces.count == Parallel.parts)
        #expect(pieces.flatMap { $0 } == Array(0..<25_000))
        #expect(Parallel.map(9) { $0 } == [0..<9], "a few items: one piece")
    }

    /// Background work shares its pieces out over threads as low as itself (on whichever
    /// thread a piece runs: the caller, or one it started when other background work left it
    /// one), and leaves the pool's threads as they were for the user's work after it.
    @Test(.timeLimit(.minutes(1))) func backgroundPiecesRunLowAndThePoolStaysAsItWas() throws {
        let done = DispatchSemaphore(value: 0)
        let recorded = Recorded()
        BackgroundThread.start {
            recorded.background = Parallel.map(25_000, pieces: 8) { _ in
                [BackgroundThread.threadNiceValue(), sched_getscheduler(0)]
            }
            recorded.order = Parallel.map(25_000, pieces: 40) { Array($0) }.flatMap { $0 }
            done.signal()
        }
        done.wait()
        #expect(recorded.background == Array(repeating: [BackgroundThread.niceValue, BackgroundThread.idlePolicy], count: 8),
                "every piece at the lowest priority, run only when nothing else wants a core")
        #expect(recorded.order == Array(0..<25_000), "forty pieces taken in turn by the threads: whole and in order")
        let foreground = Parallel.map(25_000, pieces: 8) { _ in BackgroundThread.isCurrent }
        #expect(foreground == Array(repeating: false, count: 8), "the pool not lowered by the background work")
    }

    /// What waits on background work is told from a thread at the usual priority: the pool
    /// makes its new threads from the thread that wakes it.
    @Test(.timeLimit(.minutes(1))) func backgroundWorkFinishesAtTheUsualPriority() {
        let done = DispatchSemaphore(value: 0)
        let recorded = Recorded()
        BackgroundThread.start({ BackgroundThread.isCurrent }, then: { workWasLowered in
            recorded.workWasLowered = workWasLowered
            recorded.finishWasLowered = BackgroundThread.isCurrent
            done.signal()
        })
        done.wait()
        #expect(recorded.workWasLowered == true)
        #expect(recorded.finishWasLowered == false)
    }

    /// A map inside a piece of background work runs on that piece's thread: background work
    /// takes no more threads than the cores, however its maps nest.
    @Test(.timeLimit(.minutes(1))) func nestedBackgroundMapsStayOnTheirPiecesThreads() {
        let done = DispatchSemaphore(value: 0)
        let recorded = Recorded()
        BackgroundThread.start {
            recorded.nested = Parallel.map(25_000, pieces: Parallel.parts) { _ in
                let outer = Self.threadName()
                return Parallel.map(25_000, pieces: 4) { _ in Self.threadName() == outer }.allSatisfy { $0 }
            }
            done.signal()
        }
        done.wait()
        #expect(recorded.nested == Array(repeating: true, count: Parallel.parts))
    }

    /// The calling thread as /proc/thread-self names it: its kernel thread id.
    private static func threadName() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    }
}

/// What the background thread found, read after it signalled.
private final class Recorded: @unchecked Sendable {
    var background: [[Int32]] = []
    var workWasLowered: Bool?
    var finishWasLowered: Bool?
    var nested: [Bool] = []
    var order: [Int] = []
}
