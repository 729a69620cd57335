/// Strings: the fast path takes the bytes between the quotes as they are; escapes and
/// invalid UTF-8 take the slow path, which also says where the bad byte is.
extension JSONReader {
    public func readString() throws -> String {
        skipWhitespace()
        guard peekByte() == UInt8(ascii: "\"") else { throw try typeError(expected: "a string") }
        offset += 1
        let start = offset
        var hasEscapes = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                offset += 2
                continue
            }
            if byte < 0x20 { throw error("control character \(Self.describe(byte)) in a string; write it as an escape") }
            offset += 1
        }
        guard offset < bytes.count else {
            offset = start - 1
            throw error("unterminated string")
        }
        let end = offset
        offset += 1
        let raw = bytes[start..<end]
        guard hasEscapes else {
            // Through a buffer pointer: the generic slice path validates several times slower.
            guard let text = raw.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) else {
                throw invalidUTF8(in: start..<end)
            }
            return text
        }
        return try unescape(raw, start: start)
    }

    private func invalidUTF8(in range: Range<Int>) -> JSONSyntaxError {
        // Point at the first byte that does not decode.
        let offset = range.lowerBound + UTF8Validation.validPrefixLength(of: bytes[range])
        return JSONSyntaxError(offset: offset, message: "invalid UTF-8 in a string")
    }

    private func unescape(_ raw: ArraySlice<UInt8>, start: Int) throws -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.endIndex else { throw error("unfinished escape", at: index) }
            let escaped = raw[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                let escapeStart = index - 2
                var scalarValue = try hex4(raw, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalarValue) {
                    // A UTF-16 surrogate pair spelled as two escapes; half of one is no character.
                    guard index + 6 <= raw.endIndex, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                          case let low = try hex4(raw, at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                        throw error("\\u\(Self.hex(scalarValue)) is the first half of a surrogate pair, and the second is missing", at: escapeStart)
                    }
                    scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                } else if (0xDC00...0xDFFF).contains(scalarValue) {
                    throw error("\\u\(Self.hex(scalarValue)) is the second half of a surrogate pair, and the first is missing", at: escapeStart)
                }
                guard let scalar = Unicode.Scalar(scalarValue) else { throw error("\\u escape of no character", at: escapeStart) }
                output.append(contentsOf: Array(String(scalar).utf8))
            default:
                throw error("unknown escape \\\(Self.describe(escaped))", at: index - 2)
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else {
            throw invalidUTF8(in: start..<(start + raw.count))
        }
        return text
    }

    private func hex4(_ raw: ArraySlice<UInt8>, at index: Int) throws -> UInt32 {
        guard index + 4 <= raw.endIndex else { throw error("\\u needs four hex digits", at: index - 2) }
        var value: UInt32 = 0
        for byte in raw[index..<index + 4] {
            guard let digit = Self.hexValue(byte) else { throw error("\\u needs four hex digits", at: index - 2) }
            value = value << 4 | digit
        }
        return value
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
