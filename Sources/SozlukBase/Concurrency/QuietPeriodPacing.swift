import Glibc

/// Background work paced by the user's input: it goes on only after a quiet moment since the
/// last key. Lowered priority (`BackgroundThread`) is not enough on two cores: a scan of a
/// 300 MB file on the idle core still fills the memory bus and the caches the search and
/// the terminal need, and every keystroke answered meanwhile took 2 ms longer through tmux.
/// Waiting costs the translations little: a person reading the rows pauses far longer than
/// the quiet moment asks.
public final class QuietPeriodPacing: BackgroundPacing, @unchecked Sendable {
    /// How long after the last key (or the start) background work waits: longer than the
    /// gap between two keys of a word typed, short beside a pause to read.
    public static let standardQuietPeriod = 0.5

    private let quietPeriod: Double
    private let now: @Sendable () -> Double
    private let sleep: @Sendable (Double) -> Void
    private let lock = Lock()
    private var lastActivity: Double?

    /// - Parameters `now`, `sleep`: the clock and the wait, for tests; by default the
    ///   monotonic clock and `usleep`.
    public init(quietPeriod: Double = standardQuietPeriod, now: @escaping @Sendable () -> Double = MonotonicClock.seconds,
                sleep: @escaping @Sendable (Double) -> Void = { usleep(UInt32(max(0, $0) * 1e6)) }) {
        self.quietPeriod = quietPeriod
        self.now = now
        self.sleep = sleep
    }

    /// The user did something: keys, a resize, the start itself.
    public func noteActivity() {
        let moment = now()
        lock.sync { lastActivity = moment }
    }

    public func waitForQuiet() {
        while true {
            guard let last = lock.sync({ lastActivity }) else { return }
            let remaining = last + quietPeriod - now()
            if remaining <= 0 { return }
            sleep(remaining)
        }
    }
}
