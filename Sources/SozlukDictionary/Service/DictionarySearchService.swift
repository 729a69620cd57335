import SozlukBase

/// What a front end reads and searches its dictionaries through: the repository, which finds,
/// indexes and opens them, asked with the front end's `IndexingPolicy`; and the search
/// engines, which it makes with the languages' rules and the ranking weights it holds. An
/// engine is a value of those and of the dictionaries it searches with, which come from the
/// repository as they are at each search: it is made for the search (nothing in it is worth
/// keeping, and a kept one would hold an index replaced since). The Interactors see the service
/// as a `DictionaryRepository`; a `LanguagePairRepository` over it makes the language pairs.
public final class DictionarySearchService: DictionaryRepository, Sendable {
    let repository: JSONDictionaryRepository
    public let policy: IndexingPolicy
    private let weights: RankingWeights

    /// - Parameter weights: what search ranks by (the quality lists try others).
    public init(_ repository: JSONDictionaryRepository, policy: IndexingPolicy, weights: RankingWeights = .standard) {
        self.repository = repository
        self.policy = policy
        self.weights = weights
    }

    /// The dictionaries of the folders (`JSONDictionaryRepository.init`), served with `policy`.
    public convenience init(folders: [String], indexFolder: String? = nil, policy: IndexingPolicy = .command, observer: IndexBuildObserver? = nil,
                            languages: LanguageRules = .none, translationsLaterFrom: Int = JSONDictionaryRepository.translationsLaterFrom,
                            searchesCompanions: Bool = true, weights: RankingWeights = .standard, pacing: BackgroundPacing? = nil) {
        self.init(JSONDictionaryRepository(folders: folders, indexFolder: indexFolder, observer: observer, languages: languages,
                                           translationsLaterFrom: translationsLaterFrom, searchesCompanions: searchesCompanions, pacing: pacing),
                  policy: policy, weights: weights)
    }

    public var dictionaries: [DictionaryInfo] { repository.dictionaries }
    public var problems: [FileProblem] { repository.problems }
    public var searchedFolders: [String] { repository.searchedFolders }

    public func isLoaded(_ dictionaryID: String) -> Bool { repository.isLoaded(dictionaryID) }

    public func load(_ dictionaryID: String, progress: @escaping @Sendable (Double) -> Void) {
        repository.load(dictionaryID, policy: policy, progress: progress)
    }

    /// Indexes every dictionary, so that counts and every problem are known.
    public func loadAll() { repository.loadAll(policy: policy) }

    /// Waits, at most `timeout` seconds, for indexes being saved in the background.
    public func finishSaving(timeout: Double) { repository.finishSaving(timeout: timeout) }

    public func whenTranslationsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) {
        repository.whenTranslationsAreIndexed(of: dictionaryID, body)
    }

    public func whenCompanionsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) {
        repository.whenCompanionsAreIndexed(of: dictionaryID, body)
    }

    public func isIndexingTranslations(of dictionaryID: String) -> Bool { repository.isIndexingTranslations(of: dictionaryID) }

    public func commonness(of headword: String, in dictionaryID: String) -> Double {
        repository.commonness(of: headword, in: dictionaryID)
    }

    public func entries(for headword: String, in dictionaryID: String) -> [DictionaryEntry] {
        repository.entries(for: headword, in: dictionaryID, policy: policy)
    }

    public func neighbours(of headword: String, in dictionaryID: String) -> (previous: String?, next: String?) {
        repository.neighbours(of: headword, in: dictionaryID, policy: policy)
    }

    public func beginSearch(_ query: String, in dictionaryID: String, rows: Range<Int>, scope: SearchScope, cancellation: Cancellation?) -> StagedSearch {
        let (repository, policy, weights) = (repository, policy, weights)
        let pass = { @Sendable (dictionary: IndexedDictionary) in
            SearchEngine(for: dictionary.info, languages: repository.languages, companions: repository.companions(of: dictionaryID, policy: policy),
                         weights: weights)
                .pass(query, in: dictionary, limit: rows.count, offset: rows.lowerBound, scope: scope, cancellation: cancellation)
        }
        // Opened when a step is first asked for; both steps search that version of it.
        let opened = LoadOnce { repository.dictionary(dictionaryID, policy: policy).map { (dictionary: $0, pass: pass($0)) } }
        return StagedSearch(
            firstRows: {
                guard let (dictionary, pass) = opened.value else { return .empty }
                let rows = pass.firstRows()
                // Changed underneath: its rows may be another entry's; the ranking will say.
                return dictionary.isStale ? .empty : rows
            },
            rankedRows: {
                if let (dictionary, pass) = opened.value {
                    let rows = pass.rankedRows()
                    if !dictionary.isStale { return rows }
                }
                return repository.withFreshDictionary(dictionaryID, policy: policy, otherwise: .empty) { pass($0).rankedRows() }
            })
    }
}
