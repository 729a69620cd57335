/// A pull reader over JSON bytes that decodes straight into the caller's types, reporting
/// every problem with the byte offset where it is. No intermediate tree is built, so large
/// dictionaries decode in one pass.
public final class JSONReader {
    public enum ValueKind: Equatable { case object, array, string, number, bool, null }

    public let bytes: [UInt8]
    public private(set) var offset = 0
    private var depth = 0
    /// Deeper nesting than any dictionary needs is refused rather than risk the stack.
    public static let maxDepth = 256

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 } // UTF-8 byte order mark
    }

    // MARK: Structure

    /// Reads an object, calling `body` with each key; `body` must read or skip the value.
    public func readObject(_ body: (String) throws -> Void) throws {
        try enterContainer(open: UInt8(ascii: "{"), what: "an object")
        defer { depth -= 1 }
        skipWhitespace()
        if peekByte() == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            skipWhitespace()
            guard peekByte() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try readString()
            try expect(UInt8(ascii: ":"), "expected ':' after the key")
            try body(key)
            skipWhitespace()
            switch peekByte() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return
            default: throw error("expected ',' or '}' in the object")
            }
        }
    }

    /// Reads an array, calling `body` once per element; `body` must read or skip it.
    public func readArray(_ body: () throws -> Void) throws {
        try enterContainer(open: UInt8(ascii: "["), what: "an array")
        defer { depth -= 1 }
        skipWhitespace()
        if peekByte() == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try body()
            skipWhitespace()
            switch peekByte() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return
            default: throw error("expected ',' or ']' in the array")
            }
        }
    }

    /// Checks that nothing but white space follows the top-level value.
    public func expectEnd() throws {
        skipWhitespace()
        if offset < bytes.count { throw error("unexpected text after the end of the JSON value") }
    }

    // MARK: Values

    public func peekKind() throws -> ValueKind {
        skipWhitespace()
        guard let byte = peekByte() else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw error("unexpected character \(Self.describe(byte))")
        }
    }

    /// The offset where the next value starts, for pointing at it in a later message.
    public func valueOffset() -> Int {
        skipWhitespace()
        return offset
    }

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

    public func readStringArray() throws -> [String] {
        guard try peekKind() == .array else { throw try typeError(expected: "a list of strings") }
        var result: [String] = []
        try readArray { result.append(try readString()) }
        return result
    }

    public func readInt() throws -> Int {
        guard try peekKind() == .number else { throw try typeError(expected: "a number") }
        let start = offset
        try skipNumber()
        guard let value = Int(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            offset = start
            throw error("expected a whole number")
        }
        return value
    }

    public func readBool() throws -> Bool {
        guard try peekKind() == .bool else { throw try typeError(expected: "true or false") }
        if bytes[offset] == UInt8(ascii: "t") {
            try expectLiteral("true")
            return true
        }
        try expectLiteral("false")
        return false
    }

    /// Reads null as nil, anything else through `read`.
    public func readOptional<T>(_ read: () throws -> T) throws -> T? {
        if try peekKind() == .null {
            try expectLiteral("null")
            return nil
        }
        return try read()
    }

    /// Skips one value of any kind, checking that it is well formed.
    public func skipValue() throws {
        switch try peekKind() {
        case .object: try readObject { _ in try skipValue() }
        case .array: try readArray { try skipValue() }
        case .string: _ = try readString()
        case .number: try skipNumber()
        case .bool: _ = try readBool()
        case .null: try expectLiteral("null")
        }
    }

    /// An error at the current position.
    public func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, message: message)
    }

    public func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, message: message)
    }

    // MARK: Private

    private func typeError(expected: String) throws -> JSONSyntaxError {
        let kind = try peekKind()
        let found: String
        switch kind {
        case .object: found = "an object"
        case .array: found = "a list"
        case .string: found = "a string"
        case .number: found = "a number"
        case .bool: found = "true/false"
        case .null: found = "null"
        }
        return error("expected \(expected), found \(found)")
    }

    private func enterContainer(open: UInt8, what: String) throws {
        skipWhitespace()
        guard peekByte() == open else { throw try typeError(expected: what) }
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        depth += 1
        offset += 1
    }

    private func expect(_ byte: UInt8, _ message: String) throws {
        skipWhitespace()
        guard peekByte() == byte else { throw error(message) }
        offset += 1
    }

    private func expectLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        let matches = offset + count <= bytes.count && (0..<count).allSatisfy { bytes[offset + $0] == literal.utf8Start[$0] }
        guard matches else { throw error("expected \(literal)") }
        offset += count
    }

    private func skipNumber() throws {
        let start = offset
        if peekByte() == UInt8(ascii: "-") { offset += 1 }
        var digits = 0
        var sawDigitAfterDot = true
        var sawDigitInExponent = true
        while let byte = peekByte() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                sawDigitAfterDot = true
                sawDigitInExponent = true
            case UInt8(ascii: "."): sawDigitAfterDot = false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): sawDigitInExponent = false
            case UInt8(ascii: "+"), UInt8(ascii: "-"): break
            default:
                guard digits > 0, sawDigitAfterDot, sawDigitInExponent else {
                    offset = start
                    throw error("malformed number")
                }
                return
            }
            offset += 1
        }
        guard digits > 0, sawDigitAfterDot, sawDigitInExponent else {
            offset = start
            throw error("malformed number")
        }
    }

    private func peekByte() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private func invalidUTF8(in range: Range<Int>) -> JSONSyntaxError {
        // Point at the first byte that does not decode.
        var index = range.lowerBound
        var iterator = bytes[range].makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): index += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        return JSONSyntaxError(offset: index, message: "invalid UTF-8 in a string")
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
                var scalarValue = try hex4(raw, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalarValue) {
                    // A UTF-16 surrogate pair spelled as two escapes.
                    if index + 6 <= raw.endIndex, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") {
                        let low = try hex4(raw, at: index + 2)
                        if (0xDC00...0xDFFF).contains(low) {
                            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                            index += 6
                        }
                    }
                }
                let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
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

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }
}
