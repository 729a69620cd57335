import TerminalUI

/// What a screen did with a key: used it, or left it for the app's global keys.
public enum KeyHandling: Equatable, Sendable {
    case handled
    case ignored
}

/// A module's View as the navigation stack sees it.
@MainActor
public protocol Screen: AnyObject {
    /// Drawn over the screen below (Help) instead of replacing it.
    var isOverlay: Bool { get }
    /// True while the screen has a text field, so letters are text, not commands.
    var acceptsText: Bool { get }
    func render(on canvas: Canvas)
    func handle(_ key: Key) -> KeyHandling
    /// Called whenever the screen becomes the top one: pushed, or uncovered by a pop.
    func screenWillAppear()
}
