import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The Favorites use case: list the starred words with their dictionaries, unstar them.
@MainActor
public final class FavoritesInteractor: FavoritesInteractorInput {
    private let dictionaries: DictionaryRepository
    private let store: FavoritesStore
    private let reviews: ReviewStore
    private let clock: Clock
    private let exportFolder: String

    public init(dictionaries: DictionaryRepository, store: FavoritesStore, reviews: ReviewStore, clock: Clock, exportFolder: String) {
        self.dictionaries = dictionaries
        self.store = store
        self.reviews = reviews
        self.clock = clock
        self.exportFolder = exportFolder
    }

    /// `sozluk-favorites-2026-11-23.txt` in the export folder, `-2`, `-3`... when it exists:
    /// an export never overwrites a file.
    public func export(as format: ExportFormat) throws(FileProblem) -> (path: String, count: Int) {
        let words = try WordListTransfer(dictionaries: dictionaries, clock: clock.now).exportFavorites(store)
        let now = clock.now()
        let text = WordListExporter.export(words, as: format, kind: .favorites, at: now)
        let day = String(Timestamp.format(now + clock.utcOffset(now)).prefix(10))
        let base = exportFolder + "/sozluk-favorites-" + day + (format == .anki ? "-anki" : "")
        var path = base + "." + format.fileExtension
        var number = 2
        while FileSystem.exists(path) {
            path = base + "-\(number)." + format.fileExtension
            number += 1
        }
        try FileSystem.writeAtomically(Array(text.utf8), to: path)
        return (path, words.count)
    }

    public func favorites() throws(FileProblem) -> [FavoriteItem] {
        let favorites = try store.favorites()
        // Newest first; the file keeps them in the order they were added.
        let newestFirst = favorites.enumerated().sorted { a, b in
            a.element.addedAt != b.element.addedAt ? a.element.addedAt > b.element.addedAt : a.offset > b.offset
        }.map(\.element)
        return newestFirst.map { favorite in
            let (name, summary) = dictionaries.listing(of: favorite.word)
            return FavoriteItem(word: favorite.word, dictionaryName: name, summary: summary, addedAt: favorite.addedAt,
                                sentence: favorite.sentence, form: favorite.form)
        }
    }

    public func dueForReview() throws(FileProblem) -> Int {
        let dictionaries = self.dictionaries
        let deck = ReviewDeck(favorites: try store.favorites().filter { dictionaries.info(of: $0.word.dictionaryID) != nil }, progress: try reviews.cards())
        return deck.due(at: clock.now()).count
    }

    public func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        try store.setFavorite(word, isFavorite)
    }

    public func restore(_ favorite: FavoriteItem, after previous: WordReference?) throws(FileProblem) {
        try store.restore(Favorite(word: favorite.word, addedAt: favorite.addedAt, sentence: favorite.sentence, form: favorite.form), after: previous)
    }
}
