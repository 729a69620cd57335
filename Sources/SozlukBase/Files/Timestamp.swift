import Glibc

/// UTC times as ISO 8601 text (`2026-11-21T22:31:55Z`), the way favorites record them.
public enum Timestamp {
    public static func now() -> Int64 {
        Int64(time(nil))
    }

    public static func format(_ seconds: Int64) -> String {
        var value = time_t(seconds)
        var parts = tm()
        gmtime_r(&value, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// The years a time may have: a record of sozluk's is made now, and a year past 9999 is
    /// no longer written in four digits.
    static let years: ClosedRange<Int32> = 1900...9999

    /// Parses what `format` writes (`2026-11-21T22:31:55Z`); nil for anything else, and for
    /// a time that does not exist (`2026-02-31`, `25:61`, month 13): a file's times are
    /// read as they are written, never normalised into another.
    public static func parse(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        let layout = Array("0000-00-00T00:00:00Z".utf8)
        guard bytes.count == layout.count else { return nil }
        for (byte, expected) in zip(bytes, layout) {
            guard expected == UInt8(ascii: "0") ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == expected else { return nil }
        }
        let number = { (from: Int, count: Int) -> Int32 in
            bytes[from..<(from + count)].reduce(Int32(0)) { $0 * 10 + Int32($1 - UInt8(ascii: "0")) }
        }
        let year = number(0, 4), month = number(5, 2), day = number(8, 2)
        let hour = number(11, 2), minute = number(14, 2), second = number(17, 2)
        guard years.contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return Int64(timegm(&parts))
    }

    static func daysIn(month: Int32, year: Int32) -> Int32 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The times `parse` accepts, as seconds: what a time read from a file is bounded to
    /// before any arithmetic on it.
    public static let representable: ClosedRange<Int64> = -2_208_988_800...253_402_300_799
}
