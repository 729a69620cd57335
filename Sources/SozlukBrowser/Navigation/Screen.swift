import TerminalUI
import SozlukCore

/// What a screen (or the app) did with a key or an action.
public enum Handling: Equatable, Sendable {
    case handled
    /// Left for the keys that work everywhere.
    case ignored
    /// The user asked to leave the browser.
    case quit
}

/// A screen to open: what the module assembly is asked to build.
public enum Route: Equatable, Sendable {
    case search
    case word(WordReference)
    case favorites
    case settings
    case help
}

/// Which screen a View is, so the app knows what is on top without knowing View types.
public enum ScreenKind: Equatable, Sendable {
    case search, word, favorites, settings, help
}

/// What every View tells its Presenter; each module's `XViewOutput` adds `didRequest`
/// for its own actions.
@MainActor
public protocol ScreenEvents: AnyObject {
    /// The screen became the top one: pushed, or uncovered by a pop.
    func viewWillAppear()
    /// A batch of keys (all that was waiting) has been handled: the time for work that
    /// only the last of them needs.
    func didFinishKeys()
}

extension ScreenEvents {
    public func didFinishKeys() {}
}

/// A module's View as the navigation stack sees it.
@MainActor
public protocol Screen: AnyObject {
    var kind: ScreenKind { get }
    /// Drawn over the screen below (Help) instead of replacing it.
    var isOverlay: Bool { get }
    /// The Presenter, as far as the stack is concerned.
    var events: ScreenEvents? { get }
    /// Looks the key up in the screen's key table and sends its action to the Presenter.
    func handle(_ key: Key) -> Handling
    func render(on canvas: Canvas)
}

extension Screen {
    public var isOverlay: Bool { false }

    public func screenWillAppear() {
        events?.viewWillAppear()
    }

    public func finishKeys() {
        events?.didFinishKeys()
    }
}
