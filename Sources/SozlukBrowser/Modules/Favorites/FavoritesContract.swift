import SozlukBase
import SozlukDictionary
import SozlukWordbook

// Presenter → View
@MainActor
public protocol FavoritesViewInput: ScrollingDisplay<FavoritesViewModel> {}

// View → Presenter
@MainActor
public protocol FavoritesViewOutput: ListScreenRequests<FavoritesAction> {}

/// What the user can ask of the Favorites screen.
public enum FavoritesAction: ListScreenAction {
    /// Unstars the highlighted word, or stars it again (undo).
    case toggleStar
    /// Asks which format to export the list in; the answer 1, 2 or 3 then writes it, any
    /// other answer drops the question.
    case export
    /// The keys that answer the question, as the key table lists them for Help.
    case exportAs(ExportFormat)
    /// Moving, opening, reloading, Esc, the filter and the preview, as on every list.
    case list(ListCommand)

    public var listCommand: ListCommand? {
        if case .list(let command) = self { command } else { nil }
    }
}

// Presenter → Interactor
@MainActor
public protocol FavoritesInteractorInput: AnyObject {
    /// Every favorite, newest first, with what is needed to show it.
    func favorites() throws(FileProblem) -> [FavoriteItem]
    func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem)
    /// Stars again a favorite unstarred a moment ago, as it was: its time, its sentence, the
    /// word as that sentence wrote it, and its place, right after `previous` (the favorite
    /// added before it; nil: it was the first), among favorites of the same time too.
    func restore(_ favorite: FavoriteItem, after previous: WordReference?) throws(FileProblem)
    /// Writes every favorite with its senses to a new file; returns where, and how many.
    func export(as format: ExportFormat) throws(FileProblem) -> (path: String, count: Int)
    /// How many favorites are due for review now.
    func dueForReview() throws(FileProblem) -> Int
}

// Presenter → Router
@MainActor
public protocol FavoritesRouterInput: ListScreenRouterInput {}

/// A favorite as the list shows it.
public struct FavoriteItem: ListedWord {
    public var word: WordReference
    /// Nil when the favorite's dictionary is not loaded.
    public var dictionaryName: String?
    public var summary: String
    public var addedAt: Int64
    /// The sentence it was starred from (read mode), if any.
    public var sentence: String?
    /// The word as that sentence writes it, if known.
    public var form: String?

    public init(word: WordReference, dictionaryName: String?, summary: String, addedAt: Int64, sentence: String? = nil, form: String? = nil) {
        self.sentence = sentence
        self.form = form
        self.word = word
        self.dictionaryName = dictionaryName
        self.summary = summary
        self.addedAt = addedAt
    }
}
