/// Objects and lists: entered, then walked key by key or element by element, each value
/// handed to the caller positioned at its start.
extension DictionaryScanner {
    /// Calls `body` with each key of the object just entered, positioned at its value.
    mutating func members(_ body: (inout DictionaryScanner, Key) throws(Failure) -> Void) throws(Failure) {
        defer { depth -= 1 }
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let name = key(try string())
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw fail("expected ':'") }
            offset += 1
            skipWhitespace()
            try body(&self, name)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return
            default: throw fail("expected ',' or '}'")
            }
        }
    }

    /// Calls `body` once per element of the list just entered, positioned at the element.
    mutating func elements(_ body: (inout DictionaryScanner) throws(Failure) -> Void) throws(Failure) {
        defer { depth -= 1 }
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            skipWhitespace()
            try body(&self)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    mutating func enter(_ open: UInt8) throws(Failure) {
        guard peek == open else { throw fail("expected '\(Character(Unicode.Scalar(open)))'") }
        guard depth < JSONReader.maxDepth else { throw fail("nested too deep") }
        depth += 1
        offset += 1
    }
}
