import Glibc

/// Runs work on a thread of its own, not on a shared pool: for work that others wait for,
/// which a full pool could hold up for ever. (Foundation's Thread would do, but the core
/// stays free of Foundation so the release binary links statically.)
package enum DetachedThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    package static func start(_ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: do the work here rather than never.
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
        }
    }
}
