import SozlukCore

/// The Favorites use case: list the starred words with their dictionaries, unstar them.
@MainActor
public final class FavoritesInteractor: FavoritesInteractorInput {
    private let dictionaries: DictionaryRepository
    private let store: FavoritesStore

    public init(dictionaries: DictionaryRepository, store: FavoritesStore) {
        self.dictionaries = dictionaries
        self.store = store
    }

    public func favorites() throws(FileProblem) -> [FavoriteItem] {
        let names = Dictionary(dictionaries.dictionaries.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let favorites = try store.favorites()
        // Newest first; the file keeps them in the order they were added.
        let newestFirst = favorites.enumerated().sorted { a, b in
            a.element.addedAt != b.element.addedAt ? a.element.addedAt > b.element.addedAt : a.offset > b.offset
        }.map(\.element)
        return newestFirst.map { favorite in
            let name = names[favorite.word.dictionaryID]
            let summary = name == nil ? "" :
                dictionaries.entries(for: favorite.word.headword, in: favorite.word.dictionaryID).first?.senses.first?.definition ?? ""
            return FavoriteItem(word: favorite.word, dictionaryName: name, summary: summary, addedAt: favorite.addedAt)
        }
    }

    public func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        try store.setFavorite(word, isFavorite)
    }
}
