import TerminalUI
import SozlukCore

// Presenter → View
@MainActor
public protocol HelpViewInput: AnyObject {
    func display(_ viewModel: HelpViewModel)
    func scroll(_ request: ScrollRequest)
}

// View → Presenter
@MainActor
public protocol HelpViewOutput: ScreenEvents {}

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
    public var footer: String

    public init(title: String = "", sections: [KeyBindingSection] = [], footer: String = "") {
        self.title = title
        self.sections = sections
        self.footer = footer
    }
}
