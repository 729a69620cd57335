/// Keeps the user's starred words.
public protocol FavoritesStore: AnyObject {
    /// Every favorite, oldest first. Throws when the file is unreadable or broken.
    func favorites() throws(FileProblem) -> [Favorite]
    /// Stars or unstars a word, keeping whatever else is in the store.
    func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem)
}

extension FavoritesStore {
    /// Flips a word's star; returns whether it is now a favorite.
    public func toggle(_ word: WordReference) throws(FileProblem) -> Bool {
        let now = try !favorites().contains { $0.word == word }
        try setFavorite(word, now)
        return now
    }
}
