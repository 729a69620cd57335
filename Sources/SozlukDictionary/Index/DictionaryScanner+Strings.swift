import Glibc
import SozlukBase

/// Strings, most of a dictionary's bytes: skipped a machine word at a time, checked for
/// escapes, control characters and UTF-8 exactly as the decoder checks them.
extension DictionaryScanner {
    /// A string at the current offset: its span, checked for control characters, escapes and UTF-8.
    mutating func string() throws(Failure) -> StringSpan {
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a string") }
        offset += 1
        let start = offset
        var hasEscapes = false
        var highBits: UInt64 = 0
        while true {
            offset = Self.skipPlain(base, from: offset, count: count, highBits: &highBits)
            guard offset < count else { throw fail("unterminated string", at: start - 1) }
            switch base[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                if highBits != 0, let bad = Self.firstInvalidUTF8(base, start..<(offset - 1)) { throw fail("invalid UTF-8", at: bad) }
                return StringSpan(start: start, end: offset - 1, hasEscapes: hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try escape()
            default:
                throw fail("control character in a string")
            }
        }
    }

    private mutating func escape() throws(Failure) {
        guard offset + 1 < count else { throw fail("unfinished escape") }
        switch base[offset + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 2
        case UInt8(ascii: "u"):
            guard let value = hex4(at: offset + 2) else { throw fail("\\u needs four hex digits") }
            if (0xDC00...0xDFFF).contains(value) { throw fail("lone surrogate") }
            if (0xD800...0xDBFF).contains(value) {
                // The second half of the pair must follow, as the decoder requires.
                guard offset + 12 <= count, base[offset + 6] == UInt8(ascii: "\\"), base[offset + 7] == UInt8(ascii: "u"),
                      let low = hex4(at: offset + 8), (0xDC00...0xDFFF).contains(low) else { throw fail("lone surrogate") }
                offset += 6
            }
            offset += 6
        default:
            throw fail("unknown escape")
        }
    }

    /// The value of four hex digits at `at`, or nil.
    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= count else { return nil }
        var value: UInt32 = 0
        for index in start..<(start + 4) {
            let byte = base[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Where the first byte that is not valid UTF-8 is (overlong forms, surrogates and
    /// values past U+10FFFF are not), if any.
    private static func firstInvalidUTF8(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int? {
        var offset = range.lowerBound
        let end = range.upperBound
        while offset < end {
            let lead = base[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF // the range of the byte after the lead
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return offset
            }
            guard offset + length <= end, (low...high).contains(base[offset + 1]) else { return offset }
            for next in 2..<length where base[offset + next] & 0xC0 != 0x80 { return offset }
            offset += length
        }
        return nil
    }

    /// Skips bytes that need no attention inside a string (anything but `"`, `\\` and
    /// control characters), a machine word at a time; notes whether any was non-ASCII.
    @inline(__always)
    private static func skipPlain(_ base: UnsafePointer<UInt8>, from start: Int, count: Int, highBits: inout UInt64) -> Int {
        var offset = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while offset + 8 <= count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            // Flags a byte that is zero after the XOR or below 0x20 (and, harmlessly, some
            // bytes next to one); bytes of 0x80 and above are masked out of the test.
            let ascii = word & ~highs
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((ascii &- ones &* 0x20) & ~word)
            if special & highs != 0 { break }
            highBits |= word & highs
            offset += 8
        }
        while offset < count {
            let byte = base[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            highBits |= UInt64(byte & 0x80)
            offset += 1
        }
        return offset
    }

    /// The text of a string span, escapes undone by the same code the decoder uses.
    func text(_ span: StringSpan) -> String {
        Self.text(of: span, in: UnsafeBufferPointer(start: base, count: count))
    }

    static func text(of span: StringSpan, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        guard span.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        let quoted = [UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]
        return (try? JSONReader(bytes: quoted).readString()) ?? String(decoding: raw, as: UTF8.self)
    }

    /// Whether a string is empty or white space only, as `trimmingWhitespace` sees it.
    func isBlank(_ span: StringSpan) -> Bool {
        guard span.start < span.end else { return true }
        let first = base[span.start]
        // Most headwords start with a letter: no need to build the string.
        if first > 0x20, first < 0x80, first != UInt8(ascii: "\\") { return false }
        return text(span).trimmingWhitespace().isEmpty
    }
}
