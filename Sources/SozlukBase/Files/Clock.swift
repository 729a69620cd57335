import Glibc

/// The time now and the user's time zone, injected so lists of dates and review schedules
/// are tested at any moment, and end-to-end tests can move the clock (`SOZLUK_TEST_CLOCK`).
public struct Clock: Sendable {
    public static let variable = "SOZLUK_TEST_CLOCK"

    /// Seconds since 1970, UTC.
    public let now: @Sendable () -> Int64
    /// Seconds east of UTC at that moment, in the user's time zone.
    public let utcOffset: @Sendable (Int64) -> Int64

    public init(now: @escaping @Sendable () -> Int64, utcOffset: @escaping @Sendable (Int64) -> Int64) {
        self.now = now
        self.utcOffset = utcOffset
    }

    /// A clock stopped at `time`, in UTC or a fixed offset: for tests.
    public static func fixed(_ time: Int64, utcOffset: Int64 = 0) -> Clock {
        Clock(now: { time }, utcOffset: { _ in utcOffset })
    }

    /// The system's clock and time zone (TZ, /etc/localtime).
    public static let system = Clock(now: { Int64(time(nil)) }, utcOffset: { time in
        var value = time_t(time)
        var parts = tm()
        localtime_r(&value, &parts)
        return Int64(parts.tm_gmtoff)
    })
}
