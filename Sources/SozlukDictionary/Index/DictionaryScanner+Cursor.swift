import CTextScan
import Glibc
import SozlukBase

extension DictionaryScanner {
    /// Where a scan is in the file, and the JSON it reads there. A plain value (a pointer and
    /// three numbers): the walk hands it around at every key and element, and copying it
    /// costs nothing, where copying the scanner and its lists meant counting references.
    struct Cursor: ScanWalking {
        let base: UnsafePointer<UInt8>
        let count: Int
        var offset: Int
        var depth = 0
        /// The bytes before this are valid UTF-8: the file is checked a stretch at a time
        /// ahead of the strings read (`checkUTF8(through:)`), faster than string by string.
        private(set) var validUTF8Through: Int
        /// Set once a stretch fails the check, or the machine has no fast one: from then on
        /// each string is checked by itself, which finds the place.
        private(set) var checksEachString = false
        static let utf8Stretch = 64 << 10

        init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
            base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
            count = bytes.count
            offset = start
            validUTF8Through = start
        }

        var cursor: Cursor {
            get { self }
            set { self = newValue }
        }

        var peek: UInt8? { offset < count ? base[offset] : nil }

        mutating func skipWhitespace() {
            while offset < count {
                switch base[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        mutating func enter(_ open: UInt8) throws(Failure) {
            guard peek == open else { throw fail("expected '\(Character(Unicode.Scalar(open)))'") }
            guard depth < JSONReader.maxDepth else { throw fail("nested too deep") }
            depth += 1
            offset += 1
        }

        /// Checks the file's UTF-8 ahead, up to `end` at least: a stretch at a time, each cut
        /// before a byte that starts a character. Outside its strings a dictionary is ASCII
        /// or wrong (the walk refuses any other byte there), so valid stretches mean valid
        /// strings.
        mutating func checkUTF8(through end: Int) {
            while !checksEachString, validUTF8Through < end {
                // Never cut before `end`: the byte there is a string's closing quote.
                let rest = UnsafeBufferPointer(start: base + validUTF8Through, count: count - validUTF8Through)
                let stretch = rest.prefix(cutBetweenCharactersAt: max(end - validUTF8Through, Self.utf8Stretch))
                if sozluk_utf8_is_valid(stretch.baseAddress, stretch.count) == 1 {
                    validUTF8Through += stretch.count
                } else {
                    checksEachString = true
                }
            }
        }

        func fail(_ message: String, at position: Int? = nil) -> Failure {
            Failure(offset: position ?? offset, message: message)
        }

        // MARK: Values the schema does not look into

        mutating func skipValue() throws(Failure) {
            guard let first = peek else { throw fail("expected a value") }
            switch first {
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "{"):
                try enter(UInt8(ascii: "{"))
                try members { (cursor: inout Cursor, _: Key) throws(Failure) in try cursor.skipValue() }
            case UInt8(ascii: "["):
                try enter(UInt8(ascii: "["))
                try elements { (cursor: inout Cursor) throws(Failure) in try cursor.skipValue() }
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw fail("expected a value")
            }
        }

        mutating func optionalString() throws(Failure) {
            if peek == UInt8(ascii: "n") { return try literal("null") }
            _ = try string()
        }

        mutating func strings() throws(Failure) {
            try enter(UInt8(ascii: "["))
            try elements { (cursor: inout Cursor) throws(Failure) in _ = try cursor.string() }
        }

        private mutating func literal(_ word: StaticString) throws(Failure) {
            let length = word.utf8CodeUnitCount
            guard offset + length <= count, memcmp(base + offset, word.utf8Start, length) == 0 else { throw fail("expected \(word)") }
            offset += length
        }

        private mutating func number() throws(Failure) {
            guard let end = JSONNumber.end(in: UnsafeBufferPointer(start: base, count: count), from: offset) else { throw fail("malformed number") }
            offset = end
        }
    }
}
