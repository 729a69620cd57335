import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The Search use case: query the active dictionary, star words.
@MainActor
public final class SearchInteractor: SearchInteractorInput {
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let history: HistoryStore
    private let activeDictionaryProvider: ActiveDictionaryProviding
    private let scheduler: WorkScheduler
    private let loadScheduler: WorkScheduler
    private let readingPlaces: ReadingPlaceKeeper
    /// The search under way, cancelled when a newer one starts.
    private var current: Cancellation?

    public init(dictionaries: DictionaryRepository, favorites: FavoritesStore, history: HistoryStore, activeDictionary: ActiveDictionaryProviding,
                scheduler: WorkScheduler, loadScheduler: WorkScheduler, readingPlaces: ReadingPlaceKeeper = ReadingPlaceKeeper()) {
        self.readingPlaces = readingPlaces
        self.dictionaries = dictionaries
        self.favorites = favorites
        self.history = history
        self.activeDictionaryProvider = activeDictionary
        self.scheduler = scheduler
        self.loadScheduler = loadScheduler
    }

    public func lastReading() -> (text: ReadingText, language: String?)? {
        readingPlaces.place.map { ($0.text, $0.language) }
    }

    public func hasJustLeftReading() -> Bool {
        readingPlaces.takeJustLeft()
    }

    public func activeDictionary() -> DictionaryInfo? {
        activeDictionaryProvider.activeDictionary()
    }

    public func isActiveDictionaryReady() -> Bool {
        guard let dictionary = activeDictionary() else { return true }
        return dictionaries.isLoaded(dictionary.id)
    }

    public func prepareActiveDictionary(progress: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor () -> Void) {
        guard let id = activeDictionary()?.id else { return completion() }
        let repository = dictionaries
        let scheduler = loadScheduler
        let report = ProgressThrottle { fraction in scheduler.onMain { progress(fraction) } }
        loadScheduler.run({ repository.load(id, progress: report.update) }, then: { _ in completion() })
    }

    public func areTranslationsBeingIndexed() -> Bool {
        guard let id = activeDictionary()?.id else { return false }
        return dictionaries.isIndexingTranslations(of: id)
    }

    public func whenTranslationsAreIndexed(_ completion: @escaping @MainActor () -> Void) {
        guard let id = activeDictionary()?.id else { return }
        let scheduler = loadScheduler
        let finished = MainActorCallback<Void>(completion)
        let repository = dictionaries
        // And the companions: what they say is part of the ranking too.
        repository.whenTranslationsAreIndexed(of: id) {
            repository.whenCompanionsAreIndexed(of: id) { scheduler.onMain { finished.call() } }
        }
    }

    /// The longest the ranking waits for the first rows' paint: a main thread busy for longer
    /// (a long article being laid out) paints them after the ranking has begun.
    nonisolated static let paintWaitLimit = 0.02

    public func search(_ query: String, rows: Range<Int>, completion: @escaping @MainActor (SearchResults) -> Void) {
        current?.cancel()
        guard let dictionary = activeDictionary() else { return completion(.empty) }
        let cancellation = Cancellation()
        current = cancellation
        let repository = dictionaries
        let id = dictionary.id
        // Exact and prefix matches first, at once; then the whole ranking, even when they
        // filled the page: lemmas and translations rank before prefix matches (şu, typed into
        // English → Turkish, is that and this, before the hundreds of words starting "su"),
        // and a long run of prefix matches is ranked without the scans. One search: the
        // ranking reuses what the first rows took (the folded query, the run of prefixes).
        let firstRows = MainActorCallback<SearchResults>(completion)
        let scheduler = self.scheduler
        scheduler.run({ () -> SearchResults? in
            guard !cancellation.isCancelled else { return nil }
            let search = repository.beginSearch(query, in: id, rows: rows, scope: .all, cancellation: cancellation)
            if rows.lowerBound == 0 {
                let first = search.firstRows()
                // The ranking starts once the first rows are painted: on two cores it would
                // otherwise hold that paint, and the terminal's drawing of it, back for
                // milliseconds. The first rows are the answer to what was typed.
                scheduler.onMainThenWait({
                    guard !cancellation.isCancelled else { return } // a newer keystroke's results will come
                    firstRows.call(first)
                }, limit: Self.paintWaitLimit)
            }
            guard !cancellation.isCancelled else { return nil }
            var results = search.rankedRows()
            if rows.lowerBound == 0, results.answersPoorly, !query.isEmpty {
                results.elsewhere = repository.dictionaries(withHeadword: query, besides: id, loadedOnly: true, cancellation: cancellation)
                results.switchedOffHaving = repository.switchedOffSources(withHeadword: query, of: id)
            }
            return results
        }, then: { results in
            guard let results, !cancellation.isCancelled else { return }
            completion(results)
        })
    }

    /// The dictionary Tab switches to: the first named, else the first of the other
    /// direction (Turkish → English from English → Turkish); nil when there is none.
    public func switchDictionary(preferring named: [DictionaryInfo]) throws(FileProblem) -> DictionaryInfo? {
        guard let active = activeDictionary() else { return nil }
        let reverse = dictionaries.dictionaries.first { $0.translatesBack(active) }
        guard let next = named.first ?? reverse, next.id != active.id else { return nil }
        try activeDictionaryProvider.select(next.id)
        return next
    }

    public func sourcesSearched() -> [String] {
        guard let id = activeDictionary()?.id else { return [] }
        let off = Set(dictionaries.switchedOffSources(of: id).map(\.id))
        let sources = dictionaries.sources(of: id).map(\.id).filter { !off.contains($0) }
        return sources.isEmpty ? [id] : sources
    }

    public func recentWords(limit: Int) throws(FileProblem) -> [SearchHit] {
        guard let dictionary = activeDictionary(), dictionaries.isLoaded(dictionary.id) else { return [] }
        let dictionaries = self.dictionaries
        return try history.history().lazy.filter { dictionaries.pairID(of: $0.word.dictionaryID) == dictionary.id }.prefix(limit).compactMap { entry in
            let entries = dictionaries.entries(for: entry.word.headword, in: dictionary.id)
            guard let first = entries.first else { return nil }
            return SearchHit(headword: entry.word.headword, kind: .recent, summary: first.senses.first?.definition ?? "",
                             entryCount: entries.count, explanation: "\(NumberText.grouped(entry.lookups))×")
        }
    }

    public func favoriteHeadwords() throws(FileProblem) -> Set<String> {
        guard let dictionary = activeDictionary() else { return [] }
        let dictionaries = self.dictionaries
        return Set(try favorites.favorites().filter { dictionaries.pairID(of: $0.word.dictionaryID) == dictionary.id }.map(\.word.headword))
    }

    public func toggleFavorite(_ headword: String) throws(FileProblem) -> Bool {
        guard let dictionary = activeDictionary() else { return false }
        return try favorites.toggle(WordReference(dictionaryID: dictionary.id, headword: headword), of: dictionaries)
    }

    public func loadProblems() -> [FileProblem] {
        dictionaries.problems
    }

    public func dictionaryFolders() -> [String] {
        dictionaries.searchedFolders
    }
}

/// Passes on a fraction only when its whole percent changes: the index builder reports far
/// more often than a screen needs redrawing.
final class ProgressThrottle: @unchecked Sendable {
    private let forward: @Sendable (Double) -> Void
    private let lock = Lock()
    private var lastPercent = -1

    init(_ forward: @escaping @Sendable (Double) -> Void) {
        self.forward = forward
    }

    func update(_ fraction: Double) {
        let percent = Int(fraction * 100)
        let isNew = lock.sync {
            guard percent != lastPercent else { return false }
            lastPercent = percent
            return true
        }
        if isNew { forward(fraction) }
    }
}

/// A main-actor callback carried through code that is not (a repository's completion, a
/// search's first rows).
private final class MainActorCallback<Value>: @unchecked Sendable {
    private let body: @MainActor (Value) -> Void
    init(_ body: @escaping @MainActor (Value) -> Void) { self.body = body }
    @MainActor func call(_ value: Value) { body(value) }
}

extension MainActorCallback where Value == Void {
    @MainActor func call() { body(()) }
}
