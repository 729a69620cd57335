/// What every filterable list of words with a preview is asked the same way (Favorites,
/// History): its keys from ListKeys, FilterKeys and PreviewKeys, and the answer to a question.
/// `FilteredListPresenter` carries them all out; a screen's own actions are the rest.
public enum ListCommand: Equatable, Sendable {
    case move(ListMove)
    case openSelected
    /// Reads the list again (another sozluk may have changed it).
    case reload
    /// Esc: drops the filter, else leaves the screen.
    case close
    /// A key pressed while a question is asked: its character, or nil for another key.
    case answer(Character?)
    /// `/` and the keys typed into the filter.
    case filter(FilterInput)
    case togglePreview
    case scrollPreview(ScrollRequest)
}

/// The actions of a filterable list screen: the list's commands, and its own.
public protocol ListScreenAction: Equatable, Sendable {
    static func list(_ command: ListCommand) -> Self
    /// The list command this action is, or nil for one of the screen's own.
    var listCommand: ListCommand? { get }
}

/// View → Presenter, for a filterable list screen: its actions, where the preview went and
/// how many rows fit.
@MainActor
public protocol ListScreenRequests<Action>: ListScreenOutput, ActionRequests {}
