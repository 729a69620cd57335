import Glibc

/// Seconds on a clock that only goes forward: for waits with a limit and for quiet periods,
/// which a change of the system's time must neither cut short nor stretch.
public enum MonotonicClock {
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
