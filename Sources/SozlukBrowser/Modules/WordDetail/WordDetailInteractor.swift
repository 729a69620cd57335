import SozlukCore

/// The word use case: read its entries, star it, browse to its neighbours.
@MainActor
public final class WordDetailInteractor: WordDetailInteractorInput {
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore

    public init(dictionaries: DictionaryRepository, favorites: FavoritesStore) {
        self.dictionaries = dictionaries
        self.favorites = favorites
    }

    public func dictionaryName(of word: WordReference) -> String? {
        dictionaries.dictionaries.first { $0.id == word.dictionaryID }?.name
    }

    public func entries(of word: WordReference) -> [DictionaryEntry] {
        dictionaries.entries(for: word.headword, in: word.dictionaryID)
    }

    public func isFavorite(_ word: WordReference) throws(FileProblem) -> Bool {
        try favorites.favorites().contains { $0.word == word }
    }

    public func toggleFavorite(_ word: WordReference) throws(FileProblem) -> Bool {
        try favorites.toggle(word)
    }

    public func neighbours(of word: WordReference) -> (previous: WordReference?, next: WordReference?) {
        let (previous, next) = dictionaries.neighbours(of: word.headword, in: word.dictionaryID)
        return (previous.map { WordReference(dictionaryID: word.dictionaryID, headword: $0) },
                next.map { WordReference(dictionaryID: word.dictionaryID, headword: $0) })
    }
}
