import SozlukBase

/// What the Interactors need from the dictionaries, whatever stores them.
public protocol DictionaryRepository: AnyObject, Sendable {
    /// Every dictionary that loaded, in the order they were found.
    var dictionaries: [DictionaryInfo] { get }
    /// Files that were found but could not be used, with where and why.
    var problems: [FileProblem] { get }
    /// The folders dictionaries were looked for in, for telling the user where to put them.
    var searchedFolders: [String] { get }

    /// Whether the dictionary is ready, so searching it is instant.
    func isLoaded(_ dictionaryID: String) -> Bool
    /// Makes the dictionary ready (indexes it the first time), telling the fraction done as
    /// it goes; blocks, so call it off the main thread.
    func load(_ dictionaryID: String, progress: @escaping @Sendable (Double) -> Void)

    /// Runs `body` (on some thread) once the dictionary's index of translations is built: at
    /// once, unless a big dictionary made searchable by headword is still being given it.
    func whenTranslationsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void)
    /// Runs `body` (on some thread) once the dictionaries searched with it, those the other way
    /// round, are indexed: at once, unless `load` is still indexing one.
    func whenCompanionsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void)
    /// The search of `query` for the ranked matches in `rows` of the whole ranking (0..<20, the
    /// first twenty; 980..<1000, a page far down), in two steps; each stops early, with no
    /// results, once `cancellation` is cancelled. Nothing is searched until a step is asked for.
    func beginSearch(_ query: String, in dictionaryID: String, rows: Range<Int>, scope: SearchScope, cancellation: Cancellation?) -> StagedSearch
    /// The entries of a headword: those spelled exactly so, else those whose folded form matches.
    func entries(for headword: String, in dictionaryID: String) -> [DictionaryEntry]
    /// The headwords before and after one, in alphabetical order, for browsing page by page.
    func neighbours(of headword: String, in dictionaryID: String) -> (previous: String?, next: String?)

    /// The dictionaries a language pair is made of, switched off or not; [] for one that is
    /// no pair.
    func sources(of dictionaryID: String) -> [DictionaryInfo]
    /// A dictionary by id: one of `dictionaries`, or a source of one of them.
    func info(of dictionaryID: String) -> DictionaryInfo?
    /// The dictionaries of a language pair switched off, which its searches leave out.
    func switchedOffSources(of dictionaryID: String) -> [DictionaryInfo]
    /// The id of the one of `dictionaries` an id belongs to: a language pair's for one of its
    /// sources (a word starred with `-d tur-eng` is a word of tr-en), else the id itself.
    func pairID(of dictionaryID: String) -> String
    /// How common a headword of the dictionary is in its language (a Zipf frequency; 0 when
    /// unknown): what puts the words worth learning first.
    func commonness(of headword: String, in dictionaryID: String) -> Double
    /// Whether the dictionary is searched by headword only for now, its index of translations
    /// being built in the background.
    func isIndexingTranslations(of dictionaryID: String) -> Bool
}

extension DictionaryRepository {
    public func sources(of dictionaryID: String) -> [DictionaryInfo] { [] }

    public func pairID(of dictionaryID: String) -> String { dictionaryID }

    public func switchedOffSources(of dictionaryID: String) -> [DictionaryInfo] { [] }

    public func commonness(of headword: String, in dictionaryID: String) -> Double { 0 }

    public func isIndexingTranslations(of dictionaryID: String) -> Bool { false }

    /// A word's entries as a page shows them: a Turkish word without a pronunciation given one
    /// by rule (`TurkishPronunciation`).
    public func entriesWithPronunciation(of word: WordReference) -> [DictionaryEntry] {
        TurkishPronunciation.filling(entries(for: word.headword, in: word.dictionaryID), language: info(of: word.dictionaryID)?.sourceLanguage ?? "")
    }

    /// The word as a word of its pair: one starred in the pair is starred whichever of the
    /// pair's dictionaries it came from.
    public func inPair(_ word: WordReference) -> WordReference {
        WordReference(dictionaryID: pairID(of: word.dictionaryID), headword: word.headword)
    }

    public func info(of dictionaryID: String) -> DictionaryInfo? {
        dictionaries.first { $0.id == dictionaryID }
    }

    public func load(_ dictionaryID: String) {
        load(dictionaryID, progress: { _ in })
    }

    /// The ranked matches in `rows` of the whole ranking.
    public func search(_ query: String, in dictionaryID: String, rows: Range<Int>, scope: SearchScope, cancellation: Cancellation?) -> SearchResults {
        beginSearch(query, in: dictionaryID, rows: rows, scope: scope, cancellation: cancellation).rankedRows()
    }

    public func search(_ query: String, in dictionaryID: String, limit: Int) -> SearchResults {
        search(query, in: dictionaryID, rows: 0..<max(0, limit), scope: .all, cancellation: nil)
    }

    /// The first `limit` ranked matches.
    public func search(_ query: String, in dictionaryID: String, limit: Int, scope: SearchScope, cancellation: Cancellation?) -> SearchResults {
        search(query, in: dictionaryID, rows: 0..<max(0, limit), scope: scope, cancellation: cancellation)
    }
}
