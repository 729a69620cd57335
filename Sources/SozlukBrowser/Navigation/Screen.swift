import TerminalUI
import SozlukCore

/// What a screen did with a key: used it, or left it for the app's global keys.
public enum KeyHandling: Equatable, Sendable {
    case handled
    case ignored
}

/// What every View tells its Presenter; each module's `XViewOutput` adds its own calls.
@MainActor
public protocol ScreenEvents: AnyObject {
    /// The screen became the top one: pushed, or uncovered by a pop.
    func viewWillAppear()
    func didPress(_ key: Key) -> KeyHandling
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
    /// Drawn over the screen below (Help) instead of replacing it.
    var isOverlay: Bool { get }
    /// True while the screen has a text field, so letters are text, not commands.
    var acceptsText: Bool { get }
    /// The Presenter, as far as the stack is concerned.
    var events: ScreenEvents? { get }
    func render(on canvas: Canvas)
}

extension Screen {
    public var isOverlay: Bool { false }
    public var acceptsText: Bool { false }

    /// Views are passive: every key goes to the Presenter.
    public func handle(_ key: Key) -> KeyHandling {
        events?.didPress(key) ?? .ignored
    }

    public func screenWillAppear() {
        events?.viewWillAppear()
    }

    public func finishKeys() {
        events?.didFinishKeys()
    }
}
