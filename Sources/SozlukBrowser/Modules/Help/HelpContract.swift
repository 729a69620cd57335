
// Presenter → View
@MainActor
public protocol HelpViewInput: ScrollingDisplay<HelpViewModel> {}

// View → Presenter
@MainActor
public protocol HelpViewOutput: ActionRequests<HelpAction> {}

/// What the user can ask of the Help overlay.
public enum HelpAction: Equatable, Sendable {
    case scroll(ScrollRequest)
    /// `/` and the keys typed into the filter of the lines.
    case filter(FilterInput)
    case close
}

// Presenter → Interactor
@MainActor
public protocol HelpInteractorInput: AnyObject {
    /// The keys, the screen Help was opened from first, then the keys of every screen.
    func keyBindings() -> [HelpSection]
    /// Help's own keys, for its footer.
    func footer() -> [HelpLine]
}

// Presenter → Router
@MainActor
public protocol HelpRouterInput: ScreenClosing {}

/// The keys of one screen as Help lists them: plain text, a line per row of its key table.
public struct HelpSection: Equatable, Sendable {
    public var title: String
    public var lines: [HelpLine]

    public init(_ title: String, _ lines: [HelpLine]) {
        self.title = title
        self.lines = lines
    }
}

public struct HelpLine: Equatable, Sendable {
    public var keys: String
    public var action: String
}

/// The Help overlay's content, as plain values.
public struct HelpViewModel: Equatable, Sendable {
    public var title: String
    public var sections: [HelpSection]
    /// Shown instead of the sections when the filter keeps no line.
    public var emptyMessage: String?
    /// The filter line over the keys: nil when there is none.
    public var filter: FilterLine?
    /// The footer's parts: how to leave, move and filter (`Esc q ? F1 Close`, ...).
    public var footer: [String]

    public init(title: String = "", sections: [HelpSection] = [], emptyMessage: String? = nil, filter: FilterLine? = nil, footer: [String] = []) {
        self.title = title
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.filter = filter
        self.footer = footer
    }
}
