import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The History use case: list the words looked up with their dictionaries, forget some or all.
@MainActor
public final class HistoryInteractor: HistoryInteractorInput {
    private let dictionaries: DictionaryRepository
    private let store: HistoryStore
    private let favorites: FavoritesStore

    public init(dictionaries: DictionaryRepository, store: HistoryStore, favorites: FavoritesStore) {
        self.dictionaries = dictionaries
        self.store = store
        self.favorites = favorites
    }

    public func history() throws(FileProblem) -> [HistoryItem] {
        // The favorites cannot be read: the history is still shown, its words without a star
        // (the Favorites screen says why).
        let starred = Set(((try? favorites.favorites()) ?? []).map(\.word))
        return try store.history().map { entry in
            let (name, summary) = dictionaries.listing(of: entry.word)
            return HistoryItem(entry: entry, dictionaryName: name, summary: summary, isFavorite: starred.contains(entry.word))
        }
    }

    public func remove(_ entry: HistoryEntry) throws(FileProblem) {
        try store.remove(entry.word)
    }

    public func restore(_ entry: HistoryEntry) throws(FileProblem) {
        try store.merge([entry])
    }

    public func clear() throws(FileProblem) {
        try store.clear()
    }
}
