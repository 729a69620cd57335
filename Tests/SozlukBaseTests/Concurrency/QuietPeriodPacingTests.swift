import Foundation
@testable import SozlukBase
import Testing

/// Background work goes on only after the user has been quiet for the period, counted from
/// the last thing they did; the clock is the test's.
@Suite struct QuietPeriodPacingTests {
    @Test func nothingDoneYetMeansNoWait() {
        let time = TestTime()
        let pacing = time.pacing()
        pacing.waitForQuiet()
        #expect(time.sleeps.isEmpty)
    }

    @Test func aKeyJustTypedHoldsTheWorkForTheRestOfThePeriod() {
        let time = TestTime()
        let pacing = time.pacing()
        pacing.noteActivity()
        time.advance(0.2)
        pacing.waitForQuiet()
        #expect(time.sleeps.count == 1 && abs(time.sleeps[0] - 0.3) < 1e-9, "half a second after the key, not after the call")
        time.advance(1)
        pacing.waitForQuiet()
        #expect(time.sleeps.count == 1, "quiet since: no wait")
    }

    @Test func keysTypedDuringTheWaitStartThePeriodAgain() {
        let time = TestTime()
        let pacing = time.pacing()
        pacing.noteActivity()
        // While the work waits, the user types again 0.4 s later, then stops.
        time.onFirstSleep = { time.advance(0.4); pacing.noteActivity() }
        pacing.waitForQuiet()
        #expect(time.now >= 0.9 - 1e-9, "half a second after the last key, not the first")
        #expect(time.sleeps.count == 2)
    }
}

/// A clock that moves only when told, or when the pacing sleeps.
private final class TestTime: @unchecked Sendable {
    private let lock = NSLock()
    private var moment = 0.0
    private(set) var sleeps: [Double] = []
    var onFirstSleep: (() -> Void)?

    var now: Double { lock.withLock { moment } }
    func advance(_ seconds: Double) { lock.withLock { moment += seconds } }

    func pacing() -> QuietPeriodPacing {
        QuietPeriodPacing(quietPeriod: 0.5, now: { self.now }, sleep: { seconds in
            self.sleeps.append(seconds)
            if let first = self.onFirstSleep {
                self.onFirstSleep = nil
                first()
                return
            }
            self.advance(seconds)
        })
    }
}
