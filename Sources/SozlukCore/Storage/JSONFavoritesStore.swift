/// Favorites in a JSON file: `[{"dictionary": ID, "headword": WORD, "added": ISO-8601}, ...]`,
/// oldest first, shared safely with other sozluk instances (see `SharedJSONFile`).
public final class JSONFavoritesStore: FavoritesStore {
    private let file: SharedJSONFile<[Favorite]>
    private let clock: () -> Int64

    public var path: String { file.path }

    public init(path: String, clock: @escaping () -> Int64 = Timestamp.now, pause: PauseHook? = nil) {
        self.clock = clock
        file = .wordList(path: path, clock: clock, pause: pause, notAList: "expected a list of favorites", word: \.word, element: { reader in
            var added: Int64 = 0
            let word = try reader.readWordRecord { key in
                guard key == "added" else { return false }
                added = try reader.readTime(key)
                return true
            }
            return Favorite(word: word, addedAt: added)
        }, line: { favorite in
            JSONWriter.object(favorite.word.jsonFields + [("added", JSONWriter.quote(Timestamp.format(favorite.addedAt)))])
        })
    }

    public func favorites() throws(FileProblem) -> [Favorite] {
        try file.read()
    }

    public func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        try change(word) { _ in isFavorite }
    }

    public func toggle(_ word: WordReference) throws(FileProblem) -> Bool {
        try change(word) { present in !present }
    }

    public func add(_ words: [Favorite]) throws(FileProblem) -> Int {
        try file.change { favorites in
            var known = Set(favorites.map(\.word))
            let new = words.filter { known.insert($0.word).inserted }
            favorites += new
            return new.count
        }
    }

    /// Whether the word should be starred is decided from the file as it is now.
    @discardableResult
    private func change(_ word: WordReference, to decide: (_ present: Bool) -> Bool) throws(FileProblem) -> Bool {
        try file.change { favorites in
            let present = favorites.contains { $0.word == word }
            let wanted = decide(present)
            if wanted && !present {
                favorites.append(Favorite(word: word, addedAt: clock()))
            } else if !wanted && present {
                favorites.removeAll { $0.word == word }
            }
            return wanted
        }
    }
}
