import Glibc

/// Mutual exclusion for a few lines of shared state. A serial `DispatchQueue` used as a lock
/// wakes a thread through the kernel whenever two meet; with both cores taking a text's words
/// apart, those wake-ups cost more than the work they guarded (`read --gloss`). A mutex spins
/// in user space first.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock. Not reentrant: `body` must not take it again.
    public func sync<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
