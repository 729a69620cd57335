/// Where a number ends, by RFC 8259's grammar, which every JSON reader here shares:
///
///     number = [ "-" ] int [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT ]
///     int    = "0" / ( DIGIT1-9 *DIGIT )
///
/// What follows the number is the caller's to judge: in `01` the number is `0`, and the `1`
/// after it is then refused as a stray character where a `,` or `]` should be.
package enum JSONNumber {
    /// The offset just past the number starting at `start`, or nil when it is malformed.
    package static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var offset = start
        func isDigit(_ at: Int) -> Bool {
            at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
        }
        func skipDigits() -> Bool {
            guard isDigit(offset) else { return false }
            while isDigit(offset) { offset += 1 }
            return true
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(offset) else { return nil }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            _ = skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard skipDigits() else { return nil }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard skipDigits() else { return nil }
        }
        return offset
    }
}
