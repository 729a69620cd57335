import TerminalUI

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
