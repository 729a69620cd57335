import SozlukBase
import SozlukDictionary

/// Export and import of the user's word lists, for the command line and the browser alike.
public struct WordListTransfer {
    private let dictionaries: DictionaryRepository
    private let clock: () -> Int64

    public init(dictionaries: DictionaryRepository, clock: @escaping () -> Int64 = Timestamp.now) {
        self.dictionaries = dictionaries
        self.clock = clock
    }

    /// What an import did, for the message that reports it.
    public struct Report: Equatable, Sendable {
        /// Words new to the list (for history, `alreadyThere` counts the words whose counts grew).
        public var added = 0
        /// Words the list had already.
        public var alreadyThere = 0
        /// Words of a plain list that are not headwords of the dictionary: not imported.
        public var notFound: [String] = []
        /// Words of an export whose dictionary is not loaded: imported all the same.
        public var ofMissingDictionaries = 0
        /// Words the history let go to keep within its capacity (the oldest), and that capacity.
        public var leftForCapacity = 0
        public var capacity = 0

        public init() {}
    }

    public func exportFavorites(_ store: FavoritesStore) throws(FileProblem) -> [ExportedWord] {
        try store.favorites().map { favorite in
            ExportedWord(word: favorite.word, entries: entries(of: favorite.word), added: favorite.addedAt, sentence: favorite.sentence,
                         form: favorite.form)
        }
    }

    public func exportHistory(_ store: HistoryStore) throws(FileProblem) -> [ExportedWord] {
        try store.history().map { entry in
            ExportedWord(word: entry.word, entries: entries(of: entry.word), history: entry)
        }
    }

    public func export(_ kind: WordListKind, favorites: FavoritesStore, history: HistoryStore, as format: ExportFormat) throws(FileProblem) -> String {
        let words = kind == .favorites ? try exportFavorites(favorites) : try exportHistory(history)
        return WordListExporter.export(words, as: format, kind: kind, at: clock())
    }

    /// Stars the words of a file; `dictionaryID` is where a plain list's words are looked for.
    public func importFavorites(_ words: [ImportedWord], into store: FavoritesStore, dictionaryID: String) throws(FileProblem) -> Report {
        var report = Report()
        let now = clock()
        let resolved = resolve(words, dictionaryID: dictionaryID, report: &report)
        let added = try store.add(resolved.map { Favorite(word: $0.word, addedAt: $0.imported.added ?? now, sentence: $0.imported.sentence,
                                                         form: $0.imported.form) })
        report.added = added
        report.alreadyThere = resolved.count - added
        return report
    }

    /// Adds the lookups of a file to the history (a plain list counts one lookup a word, now).
    public func importHistory(_ words: [ImportedWord], into store: HistoryStore, dictionaryID: String) throws(FileProblem) -> Report {
        var report = Report()
        let now = clock()
        let resolved = resolve(words, dictionaryID: dictionaryID, report: &report)
        let known = Set(try store.history().map(\.word))
        try store.merge(resolved.map { item in
            var entry = item.imported.history ?? HistoryEntry(word: item.word, lookups: 1, firstLookedUp: item.imported.added ?? now,
                                                               lastLookedUp: item.imported.added ?? now)
            entry.word = item.word
            return entry
        })
        report.alreadyThere = resolved.filter { known.contains($0.word) }.count
        // The history keeps its most recent words: what an import pushes out is said, not hidden.
        let kept = try store.history().count
        report.leftForCapacity = max(0, known.count + resolved.count - report.alreadyThere - kept)
        report.capacity = kept
        report.added = resolved.count - report.alreadyThere
        return report
    }

    /// Each word with its dictionary. A word of an export keeps its dictionary, loaded or
    /// not (a backup brought back before its dictionary is installed loses nothing); a word
    /// of a plain list must be a headword of `dictionaryID`, spelled as the user typed it or
    /// the way the dictionary spells it (`istanbul` → İstanbul).
    private func resolve(_ words: [ImportedWord], dictionaryID: String,
                         report: inout Report) -> [(word: WordReference, imported: ImportedWord)] {
        var seen: Set<WordReference> = []
        var result: [(word: WordReference, imported: ImportedWord)] = []
        for imported in words {
            var reference: WordReference
            if let id = imported.dictionaryID {
                reference = WordReference(dictionaryID: id, headword: imported.headword)
                if dictionaries.info(of: id) == nil { report.ofMissingDictionaries += 1 }
            } else if let headword = headword(matching: imported.headword, in: dictionaryID) {
                reference = WordReference(dictionaryID: dictionaryID, headword: headword)
            } else {
                report.notFound.append(imported.headword)
                continue
            }
            if seen.insert(reference).inserted { result.append((reference, imported)) }
        }
        return result
    }

    private func headword(matching word: String, in dictionaryID: String) -> String? {
        if !dictionaries.entries(for: word, in: dictionaryID).isEmpty { return word }
        let hits = dictionaries.search(word, in: dictionaryID, limit: 1, scope: .prefixes, cancellation: nil).hits
        return hits.first.flatMap { $0.kind == .exact ? $0.headword : nil }
    }

    /// As a page shows them: a Turkish word without a pronunciation given one by rule, for
    /// the export's pronunciation (Anki's IPA field).
    private func entries(of word: WordReference) -> [DictionaryEntry] {
        guard dictionaries.info(of: word.dictionaryID) != nil else { return [] }
        return dictionaries.entriesWithPronunciation(of: word)
    }
}
