import CTextScan
import Glibc
import SozlukBase

/// Strings, most of a dictionary's bytes: skipped sixteen bytes at a time (`CTextScan`),
/// checked for escapes, control characters and UTF-8 exactly as the decoder checks them.
extension DictionaryScanner.Cursor {
    /// A string at the current offset: its span, checked for control characters, escapes and UTF-8.
    mutating func string() throws(Failure) -> StringSpan {
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a string") }
        offset += 1
        let start = offset
        var hasEscapes = false
        var nonASCII: Int32 = 0
        while true {
            offset = sozluk_plain_string_run(base, offset, count, &nonASCII)
            guard offset < count else { throw fail("unterminated string", at: start - 1) }
            switch base[offset] {
            case UInt8(ascii: "\""):
                if nonASCII != 0, offset > validUTF8Through {
                    checkUTF8(through: offset)
                    if checksEachString, let bad = Self.firstInvalidUTF8(base, start..<offset) { throw fail("invalid UTF-8", at: bad) }
                }
                offset += 1
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
    /// values past U+10FFFF are not), if any. Not `UTF8Validation`: on a processor without
    /// SSSE3 every string is checked here, and the standard library's decoder made the
    /// 1 M dictionary's cold build 1.2 s instead of 0.73 s.
    private static func firstInvalidUTF8(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int? {
        var offset = range.lowerBound
        let end = range.upperBound
        while offset < end {
            let lead = base[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            // Two bytes (the letters of Turkish, German, Greek, Cyrillic...), the most common.
            if lead &- 0xC2 < 0x1E {
                guard offset + 1 < end, base[offset + 1] & 0xC0 == 0x80 else { return offset }
                offset += 2
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF // the range of the byte after the lead
            switch lead {
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

    /// The text of a string span, escapes undone by the same code the decoder uses.
    func text(_ span: StringSpan) -> String {
        DictionaryScanner.text(of: span, in: UnsafeBufferPointer(start: base, count: count))
    }

    /// Whether a string is empty or white space only, as `trimmingWhitespace` sees it.
    func isBlank(_ span: StringSpan) -> Bool {
        guard span.start < span.end else { return true }
        let first = base[span.start]
        // Most headwords and definitions start with a letter: no need to build the string.
        // A character is white space by its first scalar, and every white space scalar is
        // ASCII or starts with C2 (U+0085, U+00A0), E1 (U+1680), E2 (U+2000...) or E3 (U+3000).
        if first > 0x20, first < 0x80, first != UInt8(ascii: "\\") { return false }
        if first >= 0xC3, first != 0xE1, first != 0xE2, first != 0xE3 { return false }
        return text(span).trimmingWhitespace().isEmpty
    }

    /// What follows the first " — " (space, U+2014, space) in an example, if anything does.
    func translation(in example: StringSpan) -> StringSpan? {
        var at = example.start + 1
        // memchr finds the dash's first byte; most examples have one, near their middle.
        while at + 4 < example.end, let found = memchr(base + at, 0xE2, example.end - at - 4) {
            let dash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if base[dash - 1] == 0x20, base[dash + 1] == 0x80, base[dash + 2] == 0x94, base[dash + 3] == 0x20 {
                return StringSpan(start: dash + 4, end: example.end, hasEscapes: example.hasEscapes)
            }
            at = dash + 1
        }
        return nil
    }
}

extension DictionaryScanner {
    static func text(of span: StringSpan, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        guard span.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        let quoted = [UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]
        return (try? JSONReader(bytes: quoted).readString()) ?? String(decoding: raw, as: UTF8.self)
    }
}
