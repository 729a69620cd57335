import Dispatch
import Foundation
import SozlukDictionary

/// Counts index builds and holds them open until released, so a test can look at what
/// happens during a build without racing it.
public final class BuildGate: IndexBuildObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var holding: Bool
    private var builds = 0
    private var waits = 0
    /// Signalled for every build started and every caller that waits for one.
    private let events = DispatchSemaphore(value: 0)
    private let gate = DispatchSemaphore(value: 0)

    public init(holding: Bool) {
        self.holding = holding
    }

    public var buildCount: Int { lock.withLock { builds } }
    public var waitCount: Int { lock.withLock { waits } }

    public func willBuildIndex(of path: String) {
        let holds = lock.withLock {
            builds += 1
            return holding
        }
        events.signal()
        if holds { gate.wait() }
    }

    public func willWaitForIndexBuild(of path: String) {
        lock.withLock { waits += 1 }
        events.signal()
    }

    /// Waits for the next build to start or caller to wait; the minute is a safety net
    /// against a hang, not a budget: it is never reached when the code works.
    public func waitForEvent() throws {
        guard events.wait(timeout: .now() + 60) == .success else { throw GateError.nothingHappened }
    }

    /// Lets every held build go on, and the later ones through.
    public func release() {
        let held = lock.withLock {
            holding = false
            return builds
        }
        for _ in 0..<held { gate.signal() }
    }

    public enum GateError: Error { case nothingHappened }
}
