import SozlukCore

// Presenter → View
@MainActor
public protocol HelpViewInput: AnyObject {
    func display(_ viewModel: HelpViewModel)
    func scroll(_ request: ScrollRequest)
}

// View → Presenter
@MainActor
public protocol HelpViewOutput: ScreenEvents {
    func didRequest(_ action: HelpAction) -> Handling
}

/// What the user can ask of the Help overlay.
public enum HelpAction: Equatable, Sendable {
    case scroll(ScrollRequest)
    case close
}

// Presenter → Interactor
@MainActor
public protocol HelpInteractorInput: AnyObject {
    func keyBindings() -> [KeyBindingSection]
}

// Presenter → Router
@MainActor
public protocol HelpRouterInput: AnyObject {
    func close()
}

/// The Help overlay's content, as plain values.
public struct HelpViewModel: Equatable, Sendable {
    public var title: String
    public var sections: [KeyBindingSection]

    public init(title: String = "", sections: [KeyBindingSection] = []) {
        self.title = title
        self.sections = sections
    }
}
