import SozlukBase
import SozlukBrowser
import SozlukDictionary
import SozlukWordbook

/// A dictionary repository over entries given in the test, searched with the real engine.
public final class FakeDictionaryRepository: DictionaryRepository, @unchecked Sendable {
    public var loaded: [IndexedDictionary]
    public var problems: [FileProblem]
    public var searchedFolders: [String]
    /// The queries searched, in order; read and written under `lock` (a text is glossed on
    /// both cores).
    public var searches: [String] { lock.sync { searched } }
    private var searched: [String] = []
    private let lock = Lock()

    public init(_ files: [DictionaryFile] = [], problems: [FileProblem] = [], folders: [String] = ["/data/dictionaries"]) {
        loaded = files.map { try! IndexedDictionary($0) }
        self.problems = problems
        searchedFolders = folders
    }

    public static func with(id: String = "test-en", name: String = "Test English", source: String = "en",
                            _ entries: [(String, String)]) -> FakeDictionaryRepository {
        FakeDictionaryRepository([file(id: id, name: name, source: source, entries)])
    }

    public static func file(id: String = "test-en", name: String = "Test English", source: String = "en", target: String = "xx",
                            _ entries: [(String, String)]) -> DictionaryFile {
        let infos = DictionaryInfo(id: id, name: name, sourceLanguage: source, targetLanguage: target, entryCount: entries.count, path: "/data/\(id).json")
        return DictionaryFile(info: infos, entries: entries.map { DictionaryEntry(headword: $0.0, senses: [Sense(definition: $0.1)]) })
    }

    public var dictionaries: [DictionaryInfo] { loaded.map(\.info) }
    public func whenTranslationsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) { body() }
    public func whenCompanionsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) { body() }
    /// Dictionaries that act as not read yet until `load` is called.
    public var notLoaded: Set<String> = []

    public func isLoaded(_ dictionaryID: String) -> Bool { !notLoaded.contains(dictionaryID) }
    public func load(_ dictionaryID: String, progress: @escaping @Sendable (Double) -> Void) {
        progress(1)
        notLoaded.remove(dictionaryID)
    }

    /// Each step of each search asked for, in order: what a keystroke costs.
    public var steps: [(query: String, step: SearchStep)] { lock.sync { taken } }
    private var taken: [(query: String, step: SearchStep)] = []
    public enum SearchStep: Equatable, Sendable { case firstRows, ranking }

    public func beginSearch(_ query: String, in dictionaryID: String, rows: Range<Int>, scope: SearchScope, cancellation: Cancellation?) -> StagedSearch {
        lock.sync { searched.append(query) }
        guard let dictionary = loaded.first(where: { $0.info.id == dictionaryID }) else { return StagedSearch(firstRows: { .empty }, rankedRows: { .empty }) }
        let pass = SearchEngine(for: dictionary.info, languages: .none).pass(query, in: dictionary, limit: rows.count, offset: rows.lowerBound, scope: scope)
        return StagedSearch(firstRows: {
            self.lock.sync { self.taken.append((query, .firstRows)) }
            return pass.firstRows()
        }, rankedRows: {
            self.lock.sync { self.taken.append((query, .ranking)) }
            return pass.rankedRows()
        })
    }

    public func entries(for headword: String, in dictionaryID: String) -> [DictionaryEntry] {
        guard let dictionary = loaded.first(where: { $0.info.id == dictionaryID }), let position = dictionary.position(of: headword) else { return [] }
        return dictionary.entries(atPosition: position)
    }

    public func neighbours(of headword: String, in dictionaryID: String) -> (previous: String?, next: String?) {
        loaded.first { $0.info.id == dictionaryID }?.neighbours(of: headword) ?? (nil, nil)
    }
}

/// Favorites kept in memory; can be told to fail like a broken file would.
public final class InMemoryFavoritesStore: FavoritesStore {
    public var stored: [Favorite]
    public var failure: FileProblem?
    public var clock: Int64 = 1_000

    public init(_ favorites: [Favorite] = []) {
        stored = favorites
    }

    public func favorites() throws(FileProblem) -> [Favorite] {
        if let failure { throw failure }
        return stored
    }

    public func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        if let failure { throw failure }
        stored.removeAll { $0.word == word }
        if isFavorite {
            clock += 1
            stored.append(Favorite(word: word, addedAt: clock))
        }
    }

    public func toggle(_ word: WordReference, sentence: String?, form: String?) throws(FileProblem) -> Bool {
        let now = try !favorites().contains { $0.word == word }
        try setFavorite(word, now)
        if now { stored[stored.count - 1] = Favorite(word: word, addedAt: stored[stored.count - 1].addedAt, sentence: sentence, form: form) }
        return now
    }

    public func add(_ favorites: [Favorite]) throws(FileProblem) -> Int {
        if let failure { throw failure }
        let new = favorites.filter { favorite in !stored.contains { $0.word == favorite.word } }
        stored = FavoritesOrder.merging(new, into: stored)
        return new.count
    }

    public func restore(_ favorite: Favorite, after previous: WordReference?) throws(FileProblem) {
        if let failure { throw failure }
        stored = FavoritesOrder.restoring(favorite, after: previous, in: stored)
    }
}

/// Settings kept in memory.
public final class InMemorySettingsStore: SettingsStore {
    public var stored: Settings
    public var failure: FileProblem?

    public init(_ settings: Settings = Settings()) {
        stored = settings
    }

    public func load() throws(FileProblem) -> Settings {
        if let failure { throw failure }
        return stored
    }

    public func save(_ settings: Settings) throws(FileProblem) {
        if let failure { throw failure }
        stored = settings
    }
}

/// A navigator that records what Routers asked of it.
@MainActor
public final class RecordingNavigator: Navigator {
    public private(set) var screens: [Screen] = []
    public private(set) var pops = 0

    public init() {}

    public func push(_ screen: Screen) { screens.append(screen) }
    public func pop() { pops += 1 }
    public func replaceRoot(with screen: Screen) { screens = [screen] }
}

/// Counts the repaints Presenters ask for.
@MainActor
public final class DisplaySpy: DisplayRefreshing {
    public private(set) var requests = 0
    public init() {}
    public func setNeedsDisplay() { requests += 1 }
}

/// History kept in memory, with its own clock; can be told to fail like a broken file would.
public final class InMemoryHistoryStore: HistoryStore {
    public var stored: [HistoryEntry]
    public var failure: FileProblem?
    public var clock: Int64 = 1_000

    public init(_ entries: [HistoryEntry] = []) {
        stored = entries
    }

    public func history() throws(FileProblem) -> [HistoryEntry] {
        if let failure { throw failure }
        return HistoryOrder.mostRecent.sorted(stored)
    }

    public func recordLookup(of word: WordReference) throws(FileProblem) {
        if let failure { throw failure }
        clock += 1
        if let index = stored.firstIndex(where: { $0.word == word }) {
            stored[index].lookups += 1
            stored[index].lastLookedUp = clock
        } else {
            stored.append(HistoryEntry(word: word, lookups: 1, firstLookedUp: clock, lastLookedUp: clock))
        }
    }

    public func merge(_ entries: [HistoryEntry]) throws(FileProblem) {
        if let failure { throw failure }
        for entry in entries {
            if let index = stored.firstIndex(where: { $0.word == entry.word }) {
                stored[index].lookups += entry.lookups
            } else {
                stored.append(entry)
            }
        }
    }

    public func remove(_ word: WordReference) throws(FileProblem) {
        if let failure { throw failure }
        stored.removeAll { $0.word == word }
    }

    public func clear() throws(FileProblem) {
        if let failure { throw failure }
        stored = []
    }
}

/// Review progress kept in memory; can be told to fail like a broken file would.
public final class InMemoryReviewStore: ReviewStore {
    public var stored: [ReviewCard]
    public var failure: FileProblem?

    public init(_ cards: [ReviewCard] = []) {
        stored = cards
    }

    public func cards() throws(FileProblem) -> [ReviewCard] {
        if let failure { throw failure }
        return stored
    }

    public func save(_ card: ReviewCard) throws(FileProblem) {
        if let failure { throw failure }
        if let index = stored.firstIndex(where: { $0.word == card.word }) { stored[index] = card } else { stored.append(card) }
    }
}
