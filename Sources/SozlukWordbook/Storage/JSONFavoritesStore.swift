import SozlukBase
import SozlukDictionary

/// Favorites in a JSON file: `[{"dictionary": ID, "headword": WORD, "added": ISO-8601,
/// "sentence": TEXT, "form": WORDS}, ...]` (`sentence` and `form` only when there is one), oldest first, shared safely
/// with other sozluk instances (see `SharedJSONFile`).
public final class JSONFavoritesStore: FavoritesStore {
    private let file: SharedJSONFile<[Favorite]>
    private let clock: () -> Int64

    public var path: String { file.path }

    public init(path: String, clock: @escaping () -> Int64 = Timestamp.now, pause: PauseHook? = nil) {
        self.clock = clock
        file = .wordList(path: path, clock: clock, pause: pause, notAList: "expected a list of favorites", word: \.word, element: { reader in
            var fields = FavoriteFields()
            let word = try reader.readWordRecord { try fields.read($0, from: reader) }
            // Favorite bounds the sentence: a file edited by hand cannot make a card a page.
            return Favorite(word: word, addedAt: fields.added ?? 0, sentence: fields.sentence, form: fields.form)
        }, line: { favorite in
            var fields = favorite.word.jsonFields + [("added", JSONWriter.quote(Timestamp.format(favorite.addedAt)))]
            if let sentence = favorite.sentence { fields.append(("sentence", JSONWriter.quote(sentence))) }
            if let form = favorite.form { fields.append(("form", JSONWriter.quote(form))) }
            return JSONWriter.object(fields)
        })
    }

    public func favorites() throws(FileProblem) -> [Favorite] {
        try file.read()
    }

    public func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        try change(word) { _ in isFavorite }
    }

    public func toggle(_ word: WordReference, sentence: String?, form: String?) throws(FileProblem) -> Bool {
        try change(word, sentence: sentence, form: form) { present in !present }
    }

    /// Each new favorite goes where its time puts it, the file being oldest first
    /// (`FavoritesOrder`): an imported list's words take their places among those starred here.
    public func add(_ words: [Favorite]) throws(FileProblem) -> Int {
        try file.change { favorites in
            var known = Set(favorites.map(\.word))
            let new = words.filter { known.insert($0.word).inserted }
            favorites = FavoritesOrder.merging(new, into: favorites)
            return new.count
        }
    }

    public func restore(_ favorite: Favorite, after previous: WordReference?) throws(FileProblem) {
        try file.change { favorites in favorites = FavoritesOrder.restoring(favorite, after: previous, in: favorites) }
    }

    /// Whether the word should be starred is decided from the file as it is now; a word
    /// starred already keeps its time and sentence, a new one gets `sentence` and `form`.
    @discardableResult
    private func change(_ word: WordReference, sentence: String? = nil, form: String? = nil, to decide: (_ present: Bool) -> Bool) throws(FileProblem) -> Bool {
        try file.change { favorites in
            let present = favorites.contains { $0.word == word }
            let wanted = decide(present)
            if wanted && !present {
                favorites = FavoritesOrder.merging([Favorite(word: word, addedAt: clock(), sentence: sentence, form: form)], into: favorites)
            } else if !wanted && present {
                favorites.removeAll { $0.word == word }
            }
            return wanted
        }
    }
}
