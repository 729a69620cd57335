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
/// Strings, most of a dictionary's bytes, are skipped sixteen bytes at a time. The reading
/// itself is a `Cursor`'s; the scanner keeps what it finds.
struct DictionaryScanner: ScanWalking {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    var cursor: Cursor
    private var entries: [Entry] = []
    private(set) var definitions: [PackedSpan] = []
    /// Each entry's headword as written and its summary, read as the scan passes them (the
    /// file's bytes are at hand then; read after, the file would be read twice).
    private(set) var words = PackedStrings(), summaries = PackedStrings()
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
        cursor = Cursor(bytes, at: start)
        released = start
        // Room for what a dictionary's headwords and summaries usually take, so they are not
        // copied to grow (room not written to costs no memory).
        words = PackedStrings(reservingBytes: (bytes.count - start) / 16, strings: (bytes.count - start) / 256)
        summaries = PackedStrings(reservingBytes: (bytes.count - start) / 4, strings: (bytes.count - start) / 256)
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
        if cursor.count >= 3, cursor.base[0] == 0xEF, cursor.base[1] == 0xBB, cursor.base[2] == 0xBF { cursor.offset = 3 }
        cursor.skipWhitespace()
        try cursor.enter(UInt8(ascii: "{"))
        try members { (scanner: inout DictionaryScanner, key: Key) throws(Failure) in
            if key == .entries {
                let start = scanner.cursor.offset
                scanner.entries = []
                scanner.words.removeAll()
                scanner.summaries.removeAll()
                try scanner.scanEntries()
                scanner.entriesList = start..<scanner.cursor.offset
            } else {
                try scanner.cursor.skipValue()
            }
        }
        cursor.skipWhitespace()
        guard cursor.offset == cursor.count else { throw cursor.fail("text after the end of the dictionary") }
        guard let entriesList else { throw Failure(offset: 0, message: "no \"entries\" list") }
        return Result(entries: entries, definitions: definitions, words: words, summaries: summaries, entriesList: entriesList)
    }

    private mutating func scanEntries() throws(Failure) {
        try cursor.enter(UInt8(ascii: "["))
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "]") {
            cursor.depth -= 1
            cursor.offset += 1
            return
        }
        let (list, end) = try scanRestOfList()
        entries += list
        cursor.offset = end
    }

    /// Entries from the current one to the end of the list; returns them and the offset after `]`.
    mutating func scanRestOfList() throws(Failure) -> ([Entry], Int) {
        defer { cursor.depth -= 1 }
        var list: [Entry] = []
        while true {
            cursor.skipWhitespace()
            if let half = secondHalf, cursor.offset >= half.start {
                secondHalf = nil
                if cursor.offset == half.start, let rest = half.wait() {
                    // The second scanner numbered its definitions from 0.
                    let shift = UInt32(definitions.count)
                    definitions += rest.definitions
                    words = PackedStrings(joining: [words, rest.words])
                    summaries = PackedStrings(joining: [summaries, rest.summaries])
                    return (list + rest.entries.map { entry in
                        var entry = entry
                        entry.firstDefinition += shift
                        return entry
                    }, rest.end)
                }
            }
            let entry = try scanEntry()
            list.append(entry)
            let file = UnsafeBufferPointer(start: cursor.base, count: cursor.count)
            HeadwordList.append(entry.headword, of: file, to: &words)
            HeadwordList.appendSummary(entry.summary, of: file, to: &summaries)
            if cursor.offset >= nextProgressReport {
                progress?(secondHalf == nil ? cursor.offset : min(cursor.count, cursor.offset * 2))
                release?(released..<cursor.offset)
                released = cursor.offset
                nextProgressReport = cursor.offset + Self.progressStep
            }
            cursor.skipWhitespace()
            switch cursor.peek {
            case UInt8(ascii: ","): cursor.offset += 1
            case UInt8(ascii: "]"):
                cursor.offset += 1
                release?(released..<cursor.offset)
                return (list, cursor.offset)
            default: throw cursor.fail("expected ',' or ']'")
            }
        }
    }

    private mutating func scanEntry() throws(Failure) -> Entry {
        let start = cursor.offset
        try cursor.enter(UInt8(ascii: "{"))
        var headword: StringSpan?
        var summary: StringSpan?
        let firstDefinition = UInt32(definitions.count)
        try members { (scanner: inout DictionaryScanner, key: Key) throws(Failure) in
            switch key {
            case .headword:
                let span = try scanner.cursor.string()
                guard !scanner.cursor.isBlank(span) else { throw scanner.cursor.fail("blank headword", at: span.start) }
                headword = span
            case .pronunciation: try scanner.cursor.optionalString()
            case .senses: summary = try scanner.scanSenses()
            case .synonyms, .seeAlso: try scanner.cursor.strings()
            default: try scanner.cursor.skipValue()
            }
        }
        guard let headword else { throw cursor.fail("entry without a headword", at: start) }
        guard let summary else { throw cursor.fail("entry without senses", at: start) }
        return Entry(start: start, end: cursor.offset, headword: headword, summary: summary,
                     firstDefinition: firstDefinition, definitionCount: UInt32(definitions.count) - firstDefinition)
    }

    /// The first sense's definition (each sense's is kept in `definitions`); at least one
    /// sense is required.
    private mutating func scanSenses() throws(Failure) -> StringSpan {
        var first: StringSpan?
        try cursor.enter(UInt8(ascii: "["))
        try elements { (scanner: inout DictionaryScanner) throws(Failure) in
            let definition = try scanner.scanSense()
            scanner.definitions.append(PackedSpan(definition))
            if first == nil { first = definition }
        }
        guard let first else { throw cursor.fail("no senses", at: cursor.offset - 1) }
        return first
    }

    private mutating func scanSense() throws(Failure) -> StringSpan {
        let start = cursor.offset
        try cursor.enter(UInt8(ascii: "{"))
        var definition: StringSpan?
        try members { (scanner: inout DictionaryScanner, key: Key) throws(Failure) in
            switch key {
            case .definition:
                let span = try scanner.cursor.string()
                guard !scanner.cursor.isBlank(span) else { throw scanner.cursor.fail("blank definition", at: span.start) }
                definition = span
            case .partOfSpeech: try scanner.cursor.optionalString()
            case .examples: try scanner.scanExamples()
            case .labels: try scanner.cursor.strings()
            default: try scanner.cursor.skipValue()
            }
        }
        guard let definition else { throw cursor.fail("sense without a definition", at: start) }
        return definition
    }

    /// Keeps what follows " — " in each example ("white elephant — elde bulundurması…",
    /// "ein Haus bauen — build a house"): a translation, searched for as a weaker one than
    /// the senses'. An example without one is the source language only.
    private mutating func scanExamples() throws(Failure) {
        try cursor.enter(UInt8(ascii: "["))
        try elements { (scanner: inout DictionaryScanner) throws(Failure) in
            let example = try scanner.cursor.string()
            if let translation = scanner.cursor.translation(in: example) { scanner.definitions.append(PackedSpan(translation, isExample: true)) }
        }
    }
}
