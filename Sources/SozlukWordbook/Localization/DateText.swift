import SozlukBase

/// Times as a list shows them, in the user's time zone and language: `14:05` today,
/// `yesterday 09:12`, `tomorrow 10:00`, `21 Nov`, `21 Nov 2025` in another year.
public enum DateText {
    public static func short(_ time: Int64, clock: Clock, language: InterfaceLanguage) -> String {
        let now = clock.now()
        let day = CivilDay(time + clock.utcOffset(time))
        let today = CivilDay(now + clock.utcOffset(now))
        let clockTime = two(day.hour) + ":" + two(day.minute)
        if day.dayNumber == today.dayNumber { return clockTime }
        if day.dayNumber == today.dayNumber - 1 {
            return (language == .turkish ? "dün " : "yesterday ") + clockTime
        }
        if day.dayNumber == today.dayNumber + 1 {
            return (language == .turkish ? "yarın " : "tomorrow ") + clockTime
        }
        let month = (language == .turkish ? turkishMonths : englishMonths)[day.month - 1]
        let date = "\(day.day) \(month)"
        return day.year == today.year ? date : "\(date) \(day.year)"
    }

    /// A day and time for a record that must be exact: `2026-11-23 14:05`.
    public static func full(_ time: Int64, clock: Clock) -> String {
        let day = CivilDay(time + clock.utcOffset(time))
        return "\(day.year)-\(two(day.month))-\(two(day.day)) \(two(day.hour)):\(two(day.minute))"
    }

    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let turkishMonths = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"]

    private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}

/// A moment taken apart into a calendar day and a time of day (proleptic Gregorian).
struct CivilDay {
    let dayNumber: Int64
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int

    init(_ localSeconds: Int64) {
        let (days, seconds) = localSeconds.quotientAndRemainder(dividingBy: 86_400)
        let wholeDays = seconds < 0 ? days - 1 : days
        let secondOfDay = seconds < 0 ? seconds + 86_400 : seconds
        dayNumber = wholeDays
        hour = Int(secondOfDay / 3600)
        minute = Int(secondOfDay % 3600 / 60)
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm, described in
        // "chrono-Compatible Low-Level Date Algorithms").
        let z = wholeDays + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    }
}
