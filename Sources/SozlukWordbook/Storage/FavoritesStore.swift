import SozlukBase
import SozlukDictionary

/// Keeps the user's starred words.
public protocol FavoritesStore: AnyObject {
    /// Every favorite, oldest first. Throws when the file is unreadable or broken.
    func favorites() throws(FileProblem) -> [Favorite]
    /// Stars or unstars a word, keeping whatever else is in the store.
    func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem)
    /// Flips a word's star in one change of the store; returns whether it is now a favorite.
    /// Starred, the favorite keeps `sentence` (the sentence of a text it was starred from)
    /// and `form` (the word as that sentence writes it).
    func toggle(_ word: WordReference, sentence: String?, form: String?) throws(FileProblem) -> Bool
    /// Stars the words not starred yet, with their times (an import), in one change of the
    /// store; returns how many were new.
    func add(_ favorites: [Favorite]) throws(FileProblem) -> Int
    /// Stars again a favorite unstarred a moment ago, as it was, in its place: right after
    /// `previous`, the favorite it followed (nil: it was the first), when the times allow.
    func restore(_ favorite: Favorite, after previous: WordReference?) throws(FileProblem)
}

extension FavoritesStore {
    /// Flips a word's star, with no sentence.
    public func toggle(_ word: WordReference) throws(FileProblem) -> Bool {
        try toggle(word, sentence: nil, form: nil)
    }
}
