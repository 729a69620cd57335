import Glibc
import SozlukBase

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

    let base: UnsafePointer<UInt8>
    let count: Int
    var offset = 0
    var depth = 0
    private var entries: [Entry] = []
    private(set) var definitions: [PackedSpan] = []
    private var entriesList: Range<Int>?
    /// Called with the bytes scanned so far, every few megabytes.
    private let progress: ((Int) -> Void)?
    private var nextProgressReport = 0
    static let progressStep = 4 << 20
    /// Told of the bytes behind the scanner every few megabytes: what comes after the scan
    /// reads the file again in order, a stretch at a time, and a mapped file's pages need
    /// not stay in memory meanwhile (they come back from the page cache).
    private let release: Release?
    private var released: Int
    typealias Release = @Sendable (Range<Int>) -> Void

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, progress: ((Int) -> Void)?, release: Release? = nil) {
        base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        count = bytes.count
        offset = start
        released = start
        self.progress = progress
        self.release = release
    }

    /// - Parameter splitting: whether a big file may be scanned by two threads.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, splitting: Bool = true, progress: ((Int) -> Void)? = nil,
                     release: Release? = nil) throws(Failure) -> Result {
        var scanner = DictionaryScanner(bytes, progress: progress, release: release)
        let half = splitting ? SecondHalf.start(in: bytes, release: release) : nil
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
    var secondHalf: SecondHalf?

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
        return Result(entries: entries, definitions: definitions, entriesList: entriesList)
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
    mutating func scanRestOfList() throws(Failure) -> ([Entry], Int) {
        defer { depth -= 1 }
        var list: [Entry] = []
        while true {
            skipWhitespace()
            if let half = secondHalf, offset >= half.start {
                secondHalf = nil
                if offset == half.start, let (rest, restDefinitions, end) = half.wait() {
                    // The second scanner numbered its definitions from 0.
                    let shift = UInt32(definitions.count)
                    definitions += restDefinitions
                    return (list + rest.map { entry in
                        var entry = entry
                        entry.firstDefinition += shift
                        return entry
                    }, end)
                }
            }
            list.append(try scanEntry())
            if offset >= nextProgressReport {
                progress?(secondHalf == nil ? offset : min(count, offset * 2))
                release?(released..<offset)
                released = offset
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
        let firstDefinition = UInt32(definitions.count)
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
        return Entry(start: start, end: offset, headword: headword, summary: summary,
                     firstDefinition: firstDefinition, definitionCount: UInt32(definitions.count) - firstDefinition)
    }

    /// The first sense's definition (each sense's is kept in `definitions`); at least one
    /// sense is required.
    private mutating func scanSenses() throws(Failure) -> StringSpan {
        var first: StringSpan?
        try enter(UInt8(ascii: "["))
        try elements { (scanner: inout DictionaryScanner) throws(Failure) in
            let definition = try scanner.scanSense()
            scanner.definitions.append(PackedSpan(definition))
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
            case .examples: try scanner.scanExamples()
            case .labels: try scanner.strings()
            default: try scanner.skipValue()
            }
        }
        guard let definition else { throw fail("sense without a definition", at: start) }
        return definition
    }

    /// Keeps what follows " — " in each example ("white elephant — elde bulundurması…",
    /// "ein Haus bauen — build a house"): a translation, searched for as a weaker one than
    /// the senses'. An example without one is the source language only.
    private mutating func scanExamples() throws(Failure) {
        try enter(UInt8(ascii: "["))
        try elements { (scanner: inout DictionaryScanner) throws(Failure) in
            let example = try scanner.string()
            if let translation = scanner.translation(in: example) { scanner.definitions.append(PackedSpan(translation, isExample: true)) }
        }
    }

    /// What follows the first " — " (space, U+2014, space), if anything does.
    private func translation(in example: StringSpan) -> StringSpan? {
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

    // MARK: Helpers

    var peek: UInt8? { offset < count ? base[offset] : nil }

    mutating func skipWhitespace() {
        while offset < count {
            switch base[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    func fail(_ message: String, at position: Int? = nil) -> Failure {
        Failure(offset: position ?? offset, message: message)
    }
}
