/// A pull reader over JSON bytes that decodes straight into the caller's types, reporting
/// every problem with the byte offset where it is. No intermediate tree is built, so large
/// dictionaries decode in one pass.
public final class JSONReader {
    public enum ValueKind: Equatable { case object, array, string, number, bool, null }

    public let bytes: [UInt8]
    public package(set) var offset = 0
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

    /// A number, whole or not (`1.5`, `-2`, `3e1`).
    public func readNumber() throws -> Double {
        guard try peekKind() == .number else { throw try typeError(expected: "a number") }
        let start = offset
        try skipNumber()
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
            offset = start
            throw error("expected a number")
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

    /// An error said in a text of the interface with arguments (`"{1}" must be 0 or more`),
    /// so it is shown in the user's language.
    public func error(saying template: String, _ arguments: String..., at offset: Int) -> JSONSyntaxError {
        var error = JSONSyntaxError(offset: offset, message: TextTemplate.fill(template, arguments))
        error.phrase = FileProblem.Phrase(template: template, arguments: arguments)
        return error
    }

    // MARK: Private

    func typeError(expected: String) throws -> JSONSyntaxError {
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
        return JSONSyntaxError(offset: offset, message: "expected \(expected), found \(found)", isTypeMismatch: true)
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
        guard let end = bytes.withUnsafeBufferPointer({ JSONNumber.end(in: $0, from: offset) }) else { throw error("malformed number") }
        offset = end
    }

    func peekByte() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }
}
