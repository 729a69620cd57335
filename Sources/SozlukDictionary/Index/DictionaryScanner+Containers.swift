import SozlukBase

/// Objects and lists: entered, then walked key by key or element by element, each value
/// handed to the caller positioned at its start.
extension DictionaryScanner {
    /// Calls `body` with each key of the object just entered, positioned at its value.
    mutating func members(_ body: (inout DictionaryScanner, Key) throws(Failure) -> Void) throws(Failure) {
        try items(closedBy: UInt8(ascii: "}")) { (scanner: inout DictionaryScanner) throws(Failure) in
            guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.fail("expected a key") }
            let name = scanner.key(try scanner.string())
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: ":") else { throw scanner.fail("expected ':'") }
            scanner.offset += 1
            scanner.skipWhitespace()
            try body(&scanner, name)
        }
    }

    /// Calls `body` once per element of the list just entered, positioned at the element.
    mutating func elements(_ body: (inout DictionaryScanner) throws(Failure) -> Void) throws(Failure) {
        try items(closedBy: UInt8(ascii: "]"), body)
    }

    /// The walk both share: items separated by commas up to `close`, each handed to `item`
    /// positioned at its start.
    @inline(__always)
    private mutating func items(closedBy close: UInt8, _ item: (inout DictionaryScanner) throws(Failure) -> Void) throws(Failure) {
        defer { depth -= 1 }
        skipWhitespace()
        if peek == close {
            offset += 1
            return
        }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case close: offset += 1; return
            default: throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
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
