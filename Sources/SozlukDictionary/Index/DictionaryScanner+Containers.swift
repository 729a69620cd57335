import SozlukBase

/// What walks JSON objects and lists with a `DictionaryScanner.Cursor`: the cursor itself
/// (values the schema skips) and the scanner (the schema's own objects).
protocol ScanWalking {
    var cursor: DictionaryScanner.Cursor { get set }
}

/// Objects and lists: entered, then walked key by key or element by element, each value
/// handed to the caller positioned at its start.
extension ScanWalking {
    typealias Failure = DictionaryScanner.Failure
    typealias Key = DictionaryScanner.Key

    /// Calls `body` with each key of the object just entered, positioned at its value.
    mutating func members(_ body: (inout Self, Key) throws(Failure) -> Void) throws(Failure) {
        try items(closedBy: UInt8(ascii: "}")) { (walker: inout Self) throws(Failure) in
            guard walker.cursor.peek == UInt8(ascii: "\"") else { throw walker.cursor.fail("expected a key") }
            let name = walker.cursor.key(try walker.cursor.string())
            walker.cursor.skipWhitespace()
            guard walker.cursor.peek == UInt8(ascii: ":") else { throw walker.cursor.fail("expected ':'") }
            walker.cursor.offset += 1
            walker.cursor.skipWhitespace()
            try body(&walker, name)
        }
    }

    /// Calls `body` once per element of the list just entered, positioned at the element.
    mutating func elements(_ body: (inout Self) throws(Failure) -> Void) throws(Failure) {
        try items(closedBy: UInt8(ascii: "]"), body)
    }

    /// The walk both share: items separated by commas up to `close`, each handed to `item`
    /// positioned at its start.
    @inline(__always)
    private mutating func items(closedBy close: UInt8, _ item: (inout Self) throws(Failure) -> Void) throws(Failure) {
        defer { cursor.depth -= 1 }
        cursor.skipWhitespace()
        if cursor.peek == close {
            cursor.offset += 1
            return
        }
        while true {
            cursor.skipWhitespace()
            try item(&self)
            cursor.skipWhitespace()
            switch cursor.peek {
            case UInt8(ascii: ","): cursor.offset += 1
            case close: cursor.offset += 1; return
            default: throw cursor.fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }
}
