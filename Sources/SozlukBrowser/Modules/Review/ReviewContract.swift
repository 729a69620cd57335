import SozlukBase
import SozlukDictionary
import SozlukWordbook

// Presenter → View
@MainActor
public protocol ReviewViewInput: ScrollingDisplay<ReviewViewModel> {}

// View → Presenter
@MainActor
public protocol ReviewViewOutput: ActionRequests<ReviewAction> {}

/// What the user can ask of the Review screen.
public enum ReviewAction: Equatable, Sendable {
    /// Shows the senses of the card.
    case reveal
    case grade(ReviewGrade)
    /// Moves through an answer longer than the screen.
    case scroll(ScrollRequest)
    /// Says the card's word aloud.
    case pronounce
    /// Stars the word the done screen offers (looked up often, not starred): a card now.
    case addSuggested
    case close
}

// Presenter → Interactor
@MainActor
public protocol ReviewInteractorInput: AnyObject {
    /// The cards due now, in the order to review them.
    func dueCards() throws(FileProblem) -> [ReviewCard]
    /// When the next card falls due; nil when there is none.
    func nextDue() throws(FileProblem) -> Int64?
    func entries(of word: WordReference) -> [DictionaryEntry]
    func dictionaryName(of word: WordReference) -> String?
    /// The sentence the word was starred from (read mode), for the card's front, with the
    /// word as that sentence writes it when known; nil when it has none.
    func sentence(of word: WordReference) -> (text: String, form: String?)?
    /// Schedules the card after the answer and saves it; returns its new schedule.
    func grade(_ card: ReviewCard, _ grade: ReviewGrade) throws(FileProblem) -> ReviewCard
    func now() -> Int64
    /// The review left when the screen was last closed; nil when none was.
    func savedSession() -> ReviewSession?
    func keep(_ session: ReviewSession?)
    /// Says the word aloud in its dictionary's language, on another thread; `done` is told
    /// on the main actor, with why it could not be said, if it could not.
    func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void)
    /// Words looked up often and not starred, the commonest first (`LookupSuggestions`).
    func suggestions() throws(FileProblem) -> [HistoryEntry]
    /// Stars a word: it is a card from now on.
    func star(_ word: WordReference) throws(FileProblem)
}

// Presenter → Router
@MainActor
public protocol ReviewRouterInput: ScreenClosing {}
