/// Where a number ends, by the rule every dictionary reader here shares: digits with any of
/// `. e E + -` after an optional leading `-`, at least one digit, and a digit after the last
/// `.` and after the last exponent mark. (More lenient than JSON's grammar, never stricter,
/// so files sozluk wrote always read back.)
enum JSONNumber {
    /// The offset just past the number starting at `start`, or nil when it is malformed.
    static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var offset = start
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        var digits = 0
        var digitAfterDot = true
        var digitInExponent = true
        scan: while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                digitAfterDot = true
                digitInExponent = true
            case UInt8(ascii: "."): digitAfterDot = false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): digitInExponent = false
            case UInt8(ascii: "+"), UInt8(ascii: "-"): break
            default: break scan
            }
            offset += 1
        }
        return digits > 0 && digitAfterDot && digitInExponent ? offset : nil
    }
}
