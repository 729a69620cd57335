import Dispatch

/// The Search use case: query the active dictionary, star words.
@MainActor
public final class SearchInteractor: SearchInteractorInput {
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let activeDictionaryProvider: ActiveDictionaryProviding

    public init(dictionaries: DictionaryRepository, favorites: FavoritesStore, activeDictionary: ActiveDictionaryProviding) {
        self.dictionaries = dictionaries
        self.favorites = favorites
        self.activeDictionaryProvider = activeDictionary
    }

    public func activeDictionary() -> DictionaryInfo? {
        activeDictionaryProvider.activeDictionary()
    }

    public func isActiveDictionaryReady() -> Bool {
        guard let dictionary = activeDictionary() else { return true }
        return dictionaries.isLoaded(dictionary.id)
    }

    public func prepareActiveDictionary(completion: @escaping @MainActor () -> Void) {
        guard let id = activeDictionary()?.id else { return completion() }
        let repository = dictionaries
        DispatchQueue.global(qos: .userInitiated).async {
            repository.load(id)
            DispatchQueue.main.async { MainActor.assumeIsolated { completion() } }
        }
    }

    public func search(_ query: String, limit: Int) -> SearchResults {
        guard let dictionary = activeDictionary() else { return .empty }
        return dictionaries.search(query, in: dictionary.id, limit: limit)
    }

    public func favoriteHeadwords() throws(FileProblem) -> Set<String> {
        guard let dictionary = activeDictionary() else { return [] }
        return Set(try favorites.favorites().filter { $0.word.dictionaryID == dictionary.id }.map(\.word.headword))
    }

    public func toggleFavorite(_ headword: String) throws(FileProblem) -> Bool {
        guard let dictionary = activeDictionary() else { return false }
        return try favorites.toggle(WordReference(dictionaryID: dictionary.id, headword: headword))
    }

    public func loadProblems() -> [FileProblem] {
        dictionaries.problems
    }

    public func dictionaryFolders() -> [String] {
        dictionaries.searchedFolders
    }
}
