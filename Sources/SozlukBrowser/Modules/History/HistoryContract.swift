import SozlukBase
import SozlukDictionary
import SozlukWordbook

// Presenter → View
@MainActor
public protocol HistoryViewInput: ScrollingDisplay<HistoryViewModel> {}

// View → Presenter
@MainActor
public protocol HistoryViewOutput: ListScreenRequests<HistoryAction> {}

/// What the user can ask of the History screen.
public enum HistoryAction: ListScreenAction {
    /// Takes the highlighted word out of the history.
    case removeSelected
    /// Puts back the word removed last, with its counts.
    case undoRemove
    /// Most recent first ↔ most looked-up first.
    case switchOrder
    /// Asks to empty the history; the answer yes (y, or e in Turkish) then does it, any
    /// other answer keeps it.
    case clearAll
    /// Moving, opening, reloading, Esc, the filter and the preview, as on every list.
    case list(ListCommand)

    public var listCommand: ListCommand? {
        if case .list(let command) = self { command } else { nil }
    }
}

// Presenter → Interactor
@MainActor
public protocol HistoryInteractorInput: AnyObject {
    /// Every word looked up, with what is needed to show it, in no particular order.
    func history() throws(FileProblem) -> [HistoryItem]
    func remove(_ entry: HistoryEntry) throws(FileProblem)
    /// Puts an entry back as it was (undo).
    func restore(_ entry: HistoryEntry) throws(FileProblem)
    func clear() throws(FileProblem)
}

// Presenter → Router
@MainActor
public protocol HistoryRouterInput: ListScreenRouterInput {}

/// A word of the history as the list shows it.
public struct HistoryItem: ListedWord {
    public var entry: HistoryEntry
    public var word: WordReference { entry.word }
    /// Nil when the word's dictionary is not loaded.
    public var dictionaryName: String?
    public var summary: String
    /// Starred: its preview says so, as Search's and Favorites' do.
    public var isFavorite: Bool

    public init(entry: HistoryEntry, dictionaryName: String?, summary: String, isFavorite: Bool = false) {
        self.entry = entry
        self.dictionaryName = dictionaryName
        self.summary = summary
        self.isFavorite = isFavorite
    }
}
