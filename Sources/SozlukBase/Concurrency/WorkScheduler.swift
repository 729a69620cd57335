import Dispatch

/// Where slow work runs: off the main actor in the app, right away in tests, so Presenters
/// and Interactors stay deterministic under test.
public protocol WorkScheduler: Sendable {
    /// Runs `work`, then hands its result to `deliver` on the main actor.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void)
    /// Runs `update` on the main actor, soon; for progress reports from inside `work`.
    func onMain(_ update: @escaping @Sendable @MainActor () -> Void)
    /// Runs `update` on the main actor and returns once the main queue has also run what
    /// `update` queued there (the paint it asked for), or after `limit` seconds: from inside
    /// `work`, for work that would take the cores from that paint.
    func onMainThenWait(_ update: @escaping @Sendable @MainActor () -> Void, limit: Double)
}

/// Runs work on a background queue of its own: one job after another, or, when
/// `concurrent`, side by side (indexing one dictionary must not hold up opening another).
public final class BackgroundScheduler: WorkScheduler {
    private let queue: DispatchQueue

    /// At the main thread's priority, never above it. libdispatch on Linux gives its
    /// user-initiated queues a nice value of -2 (-4 for a serial queue's thread) where the
    /// process may raise its priority, as root: the ranking on both cores then kept the main
    /// thread from painting the rows it had for milliseconds, and tmux from showing them.
    public init(label: String, concurrent: Bool = false) {
        queue = DispatchQueue(label: label, qos: .default, attributes: concurrent ? .concurrent : [])
    }

    public func onMain(_ update: @escaping @Sendable @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { update() } }
    }

    public func onMainThenWait(_ update: @escaping @Sendable @MainActor () -> Void, limit: Double) {
        let settled = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            MainActor.assumeIsolated { update() }
            // Queued after whatever `update` queued, so it runs once that has.
            DispatchQueue.main.async { settled.signal() }
        }
        _ = settled.wait(timeout: .now() + limit)
    }

    public func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        queue.async {
            let result = work()
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver(result) } }
        }
    }
}

/// Runs work at once on the calling (main) thread: for tests.
public struct ImmediateScheduler: WorkScheduler {
    public init() {}

    public func onMain(_ update: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated { update() }
    }

    public func onMainThenWait(_ update: @escaping @Sendable @MainActor () -> Void, limit: Double) {
        MainActor.assumeIsolated { update() }
    }

    public func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        let result = work()
        MainActor.assumeIsolated { deliver(result) }
    }
}

/// A flag a newer request sets so that older work stops early; read from any thread.
public final class Cancellation: Sendable {
    private let flag = AtomicFlag()

    public init() {}

    public func cancel() {
        flag.set()
    }

    public var isCancelled: Bool {
        flag.isSet
    }
}
