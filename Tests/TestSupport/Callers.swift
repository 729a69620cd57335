import Dispatch
import Foundation

/// Callers that block (on a held index build, say), each on a thread of its own.
/// Not Dispatch's global queues nor Swift's tasks: both share a few threads per core, and
/// callers held there starve every other test running beside them until they time out.
public final class Callers: @unchecked Sendable {
    private let finished = DispatchGroup()

    public init() {}

    public func start(_ body: @escaping @Sendable () -> Void) {
        finished.enter()
        let finished = finished
        Thread.detachNewThread {
            body()
            finished.leave()
        }
    }

    public func waitForAll() {
        finished.wait()
    }
}
