import Dispatch
import Glibc

/// One streaming pass over a dictionary file that finds where each entry is, its headword
/// and its first definition, without building any entry.
///
/// It accepts exactly the files `DictionaryFileDecoder` loads: the same JSON grammar (the
/// decoder's lenient numbers included), nesting limit, UTF-8 rules and entry schema. It only
/// says *that* a file is wrong and roughly where; the decoder, run on a failure, says what
/// and where exactly. A differential fuzz target (Tests/Fuzz) holds the two together.
///
/// Strings, most of a dictionary's bytes, are skipped eight bytes at a time.
struct DictionaryScanner {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// A string's bytes between its quotes; escaped ones need unescaping before use.
    struct StringSpan {
        var start: Int
        var end: Int
        var hasEscapes: Bool
        static let none = StringSpan(start: 0, end: 0, hasEscapes: false)
    }

    struct Entry {
        /// From the entry's `{` to just after its `}`.
        var start: Int
        var end: Int
        var headword: StringSpan
        /// The first sense's definition, shown beside the headword in search results.
        var summary: StringSpan
    }

    struct Result {
        var entries: [Entry]
        /// Where the `"entries"` list is, so the description can be read without it.
        var entriesList: Range<Int>
    }

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var offset = 0
    private var depth = 0
    private var entries: [Entry] = []
    private var entriesList: Range<Int>?
    /// Called with the bytes scanned so far, every few megabytes.
    private let progress: ((Int) -> Void)?
    private var nextProgressReport = 0
    static let progressStep = 4 << 20

    private init(_ bytes: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)?) {
        base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        count = bytes.count
        self.progress = progress
    }

    /// - Parameter splitting: whether a big file may be scanned by two threads.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, splitting: Bool = true, progress: ((Int) -> Void)? = nil) throws(Failure) -> Result {
        var scanner = DictionaryScanner(bytes, progress: progress)
        let half = splitting ? SecondHalf.start(in: bytes) : nil
        // The second scanner reads `bytes`: it must be done before they may go away.
        defer { _ = half?.wait() }
        scanner.secondHalf = half
        return try scanner.scanFile()
    }

    /// Big files are scanned by two threads: a second scanner starts at a line in the middle
    /// that looks like the start of an entry, and its work is used only if the first scanner,
    /// reading from the top, arrives at exactly that place between two entries. Otherwise
    /// it is thrown away and the first scanner goes on alone, so the result never depends on
    /// the guess. (A raw line break is never inside a JSON string, so the guess is cheap.)
    private var secondHalf: SecondHalf?

    private final class SecondHalf: @unchecked Sendable {
        let start: Int
        private let done = DispatchSemaphore(value: 0)
        private var result: (entries: [Entry], end: Int)?

        static let minimumSize = 8 << 20

        static func start(in bytes: UnsafeBufferPointer<UInt8>) -> SecondHalf? {
            guard bytes.count >= minimumSize, let offset = guessMiddleEntry(in: bytes) else { return nil }
            let half = SecondHalf(start: offset)
            let shared = UncheckedBytes(bytes)
            DispatchQueue.global(qos: .userInitiated).async {
                var scanner = DictionaryScanner(shared.bytes, progress: nil)
                scanner.offset = half.start
                scanner.depth = 2 // inside the top-level object and its entries list
                half.result = try? scanner.scanRestOfList()
                half.done.signal()
            }
            return half
        }

        private init(start: Int) { self.start = start }

        /// Waits for the second scanner: its entries and where the list ended, or nil if it failed.
        func wait() -> (entries: [Entry], end: Int)? {
            done.wait()
            done.signal() // so that waiting again returns at once
            return result
        }
    }

    /// The first line past the middle that starts with `{` after a `,`: in files written
    /// one entry per line, an entry.
    static func guessMiddleEntry(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = bytes.count / 2
        while offset < bytes.count, base[offset] != 0x0A { offset += 1 }
        var before = offset
        while before > 0, [0x20, 0x0A, 0x0D, 0x09].contains(base[before - 1]) { before -= 1 }
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(base[offset]) { offset += 1 }
        guard offset < bytes.count, base[offset] == UInt8(ascii: "{"), before > 0, base[before - 1] == UInt8(ascii: ",") else { return nil }
        return offset
    }

    private struct UncheckedBytes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
    }

    // MARK: The dictionary's shape

    private mutating func scanFile() throws(Failure) -> Result {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { offset = 3 }
        skipWhitespace()
        try enter(UInt8(ascii: "{"))
        try members { (scanner: inout DictionaryScanner, key: Key) throws(Failure) in
            if key == .entries {
                let start = scanner.offset
                scanner.entries = []
                try scanner.scanEntries()
                scanner.entriesList = start..<scanner.offset
            } else {
                try scanner.skipValue()
            }
        }
        skipWhitespace()
        guard offset == count else { throw fail("text after the end of the dictionary") }
        guard let entriesList else { throw Failure(offset: 0, message: "no \"entries\" list") }
        return Result(entries: entries, entriesList: entriesList)
    }

    private mutating func scanEntries() throws(Failure) {
        try enter(UInt8(ascii: "["))
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            depth -= 1
            offset += 1
            return
        }
        let (list, end) = try scanRestOfList()
        entries += list
        offset = end
    }

    /// Entries from the current one to the end of the list; returns them and the offset after `]`.
    private mutating func scanRestOfList() throws(Failure) -> ([Entry], Int) {
        defer { depth -= 1 }
        var list: [Entry] = []
        while true {
            skipWhitespace()
            if let half = secondHalf, offset >= half.start {
                secondHalf = nil
                if offset == half.start, let (rest, end) = half.wait() {
                    return (list + rest, end)
                }
            }
            list.append(try scanEntry())
            if offset >= nextProgressReport, let progress {
                progress(secondHalf == nil ? offset : min(count, offset * 2))
                nextProgressReport = offset + Self.progressStep
            }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return (list, offset)
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    private mutating func scanEntry() throws(Failure) -> Entry {
        let start = offset
        try enter(UInt8(ascii: "{"))
        var headword: StringSpan?
        var summary: StringSpan?
        try members { (scanner: inout DictionaryScanner, key: Key) throws(Failure) in
            switch key {
            case .headword:
                let span = try scanner.string()
                guard !scanner.isBlank(span) else { throw scanner.fail("blank headword", at: span.start) }
                headword = span
            case .pronunciation: try scanner.optionalString()
            case .senses: summary = try scanner.scanSenses()
            case .synonyms, .seeAlso: try scanner.strings()
            default: try scanner.skipValue()
            }
        }
        guard let headword else { throw fail("entry without a headword", at: start) }
        guard let summary else { throw fail("entry without senses", at: start) }
        return Entry(start: start, end: offset, headword: headword, summary: summary)
    }

    /// The first sense's definition; at least one sense is required.
    private mutating func scanSenses() throws(Failure) -> StringSpan {
        var first: StringSpan?
        try enter(UInt8(ascii: "["))
        try elements { (scanner: inout DictionaryScanner) throws(Failure) in
            let definition = try scanner.scanSense()
            if first == nil { first = definition }
        }
        guard let first else { throw fail("no senses", at: offset - 1) }
        return first
    }

    private mutating func scanSense() throws(Failure) -> StringSpan {
        let start = offset
        try enter(UInt8(ascii: "{"))
        var definition: StringSpan?
        try members { (scanner: inout DictionaryScanner, key: Key) throws(Failure) in
            switch key {
            case .definition:
                let span = try scanner.string()
                guard !scanner.isBlank(span) else { throw scanner.fail("blank definition", at: span.start) }
                definition = span
            case .partOfSpeech: try scanner.optionalString()
            case .examples, .labels: try scanner.strings()
            default: try scanner.skipValue()
            }
        }
        guard let definition else { throw fail("sense without a definition", at: start) }
        return definition
    }

    // MARK: Keys the schema knows

    /// Keys are compared as raw bytes; an escaped key is unescaped first, as the decoder does.
    enum Key {
        case entries, headword, pronunciation, senses, synonyms, seeAlso, definition, partOfSpeech, examples, labels, other

        static let names: [(Key, StaticString)] = [
            (.entries, "entries"), (.headword, "headword"), (.pronunciation, "pronunciation"), (.senses, "senses"),
            (.synonyms, "synonyms"), (.seeAlso, "seeAlso"), (.definition, "definition"),
            (.partOfSpeech, "partOfSpeech"), (.examples, "examples"), (.labels, "labels"),
        ]
    }

    private func key(_ span: StringSpan) -> Key {
        if span.hasEscapes {
            let name = text(span)
            return Key.names.first { $0.1.description == name }?.0 ?? .other
        }
        let length = span.end - span.start
        let candidates: [(Key, StaticString)]
        switch length {
        case 6: candidates = [(.senses, "senses"), (.labels, "labels")]
        case 7: candidates = [(.entries, "entries"), (.seeAlso, "seeAlso")]
        case 8: candidates = [(.headword, "headword"), (.synonyms, "synonyms"), (.examples, "examples")]
        case 10: candidates = [(.definition, "definition")]
        case 12: candidates = [(.partOfSpeech, "partOfSpeech")]
        case 13: candidates = [(.pronunciation, "pronunciation")]
        default: return .other
        }
        for (key, name) in candidates where memcmp(base + span.start, name.utf8Start, length) == 0 {
            return key
        }
        return .other
    }

    // MARK: Containers

    /// Calls `body` with each key of the object just entered, positioned at its value.
    private mutating func members(_ body: (inout DictionaryScanner, Key) throws(Failure) -> Void) throws(Failure) {
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
    private mutating func elements(_ body: (inout DictionaryScanner) throws(Failure) -> Void) throws(Failure) {
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

    private mutating func enter(_ open: UInt8) throws(Failure) {
        guard peek == open else { throw fail("expected '\(Character(Unicode.Scalar(open)))'") }
        guard depth < JSONReader.maxDepth else { throw fail("nested too deep") }
        depth += 1
        offset += 1
    }

    // MARK: Values

    private mutating func skipValue() throws(Failure) {
        guard let first = peek else { throw fail("expected a value") }
        switch first {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"):
            try enter(UInt8(ascii: "{"))
            try members { (scanner: inout DictionaryScanner, _: Key) throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "["):
            try enter(UInt8(ascii: "["))
            try elements { (scanner: inout DictionaryScanner) throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw fail("expected a value")
        }
    }

    private mutating func optionalString() throws(Failure) {
        if peek == UInt8(ascii: "n") { return try literal("null") }
        _ = try string()
    }

    private mutating func strings() throws(Failure) {
        try enter(UInt8(ascii: "["))
        try elements { (scanner: inout DictionaryScanner) throws(Failure) in _ = try scanner.string() }
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

    /// A string at the current offset: its span, checked for control characters, escapes and UTF-8.
    private mutating func string() throws(Failure) -> StringSpan {
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
            guard offset + 6 <= count, (2..<6).allSatisfy({ Self.isHexDigit(base[offset + $0]) }) else {
                throw fail("\\u needs four hex digits")
            }
            offset += 6
        default:
            throw fail("unknown escape")
        }
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

    // MARK: Helpers

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
    private func isBlank(_ span: StringSpan) -> Bool {
        guard span.start < span.end else { return true }
        let first = base[span.start]
        // Most headwords start with a letter: no need to build the string.
        if first > 0x20, first < 0x80, first != UInt8(ascii: "\\") { return false }
        return text(span).trimmingWhitespace().isEmpty
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private var peek: UInt8? { offset < count ? base[offset] : nil }

    private mutating func skipWhitespace() {
        while offset < count {
            switch base[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private func fail(_ message: String, at position: Int? = nil) -> Failure {
        Failure(offset: position ?? offset, message: message)
    }
}
