@testable import SozlukBase
@testable import SozlukWordbook
import Testing

@Suite struct DateTextTests {
    /// 2026-11-23 10:00 UTC, a Monday.
    let now: Int64 = 1_795_428_000

    @Test func nearTimesAreSaidByDayFarOnesByDate() {
        let clock = Clock.fixed(now)
        #expect(DateText.short(now - 3_600, clock: clock, language: .english) == "09:00")
        #expect(DateText.short(now - 86_400, clock: clock, language: .english) == "yesterday 10:00")
        #expect(DateText.short(now + 86_400, clock: clock, language: .english) == "tomorrow 10:00")
        #expect(DateText.short(now - 5 * 86_400, clock: clock, language: .english) == "18 Nov")
        #expect(DateText.short(1_700_000_000, clock: clock, language: .english) == "14 Nov 2023")
        #expect(DateText.short(now - 86_400, clock: clock, language: .turkish) == "dün 10:00")
        #expect(DateText.short(1_700_000_000, clock: clock, language: .turkish) == "14 Kas 2023")
    }

    /// 23:30 UTC is already the next day in Istanbul (UTC+3).
    @Test func theDayIsTheUsersInTheirTimeZone() {
        let late: Int64 = 1_795_476_600 // 2026-11-23 23:30 UTC
        let istanbul = Clock.fixed(now, utcOffset: 3 * 3_600)
        #expect(DateText.short(late, clock: istanbul, language: .english) == "tomorrow 02:30")
        #expect(DateText.full(late, clock: istanbul) == "2026-11-24 02:30")
        #expect(DateText.full(0, clock: .fixed(0)) == "1970-01-01 00:00")
        #expect(DateText.full(951_782_400, clock: .fixed(0)) == "2000-02-29 00:00")
    }
}
