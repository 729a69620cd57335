import SozlukBase
import SozlukDictionary

// Presenter → View
@MainActor
public protocol WordDetailViewInput: ScrollingDisplay<WordDetailViewModel> {}

// View → Presenter
@MainActor
public protocol WordDetailViewOutput: ActionRequests<WordDetailAction> {}

/// What the user can ask of the word screen.
public enum WordDetailAction: Equatable, Sendable {
    case scroll(ScrollRequest)
    case toggleFavorite
    /// The next or previous headword of the dictionary, in its alphabetical order.
    case nextWord, previousWord
    /// Highlights the next or previous related word (synonym, see-also).
    case nextLink, previousLink
    case openLink
    /// Says the word aloud.
    case pronounce
    case close
}

// Presenter → Interactor
@MainActor
public protocol WordDetailInteractorInput: AnyObject {
    func dictionaryName(of word: WordReference) -> String?
    func entries(of word: WordReference) -> [DictionaryEntry]
    func isFavorite(_ word: WordReference) throws(FileProblem) -> Bool
    /// Returns whether the word is now a favorite.
    func toggleFavorite(_ word: WordReference) throws(FileProblem) -> Bool
    /// Counts the word as looked up in the history.
    func recordLookup(of word: WordReference) throws(FileProblem)
    /// The headwords before and after, in the dictionary's alphabetical order.
    func neighbours(of word: WordReference) -> (previous: WordReference?, next: WordReference?)
    /// Says the word aloud in its dictionary's language, on another thread; `done` is told
    /// on the main actor, with why it could not be said, if it could not.
    func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void)
}

// Presenter → Router
@MainActor
public protocol WordDetailRouterInput: ScreenClosing {
    /// Opens another word on a page of its own (Esc comes back here).
    func openWord(_ word: WordReference)
}
