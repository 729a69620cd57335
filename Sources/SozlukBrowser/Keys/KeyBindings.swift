import SozlukCore

/// One line of the key reference: which keys do what.
public struct KeyBinding: Equatable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

public struct KeyBindingSection: Equatable, Sendable {
    public var title: String
    public var bindings: [KeyBinding]

    public init(_ title: String, _ bindings: [KeyBinding]) {
        self.title = title
        self.bindings = bindings
    }
}

/// Every key sozluk knows, as the Help screen and docs/keys.md list them.
public enum KeyBindings {
    public static let all: [KeyBindingSection] = [
        KeyBindingSection("Everywhere", [
            KeyBinding("Esc", "Back; on Search with a query: clear it"),
            KeyBinding("F1  ?", "Help (? where there is no text field)"),
            KeyBinding("F2", "Favorites"),
            KeyBinding("F3", "Settings: choose the dictionary language"),
            KeyBinding("Ctrl-F", "Star or unstar the word in focus"),
            KeyBinding("Ctrl-L", "Redraw the screen"),
            KeyBinding("Ctrl-C  F10", "Quit"),
        ]),
        KeyBindingSection("Lists", [
            KeyBinding("Up Down  Ctrl-P Ctrl-N", "Move the highlight"),
            KeyBinding("PgUp PgDn", "Move a page"),
            KeyBinding("Home End", "First, last"),
            KeyBinding("Enter", "Open"),
            KeyBinding("j k  g G", "Move, first, last (lists without a text field)"),
        ]),
        KeyBindingSection("Search", [
            KeyBinding("Letters", "Type the query; results follow every key"),
            KeyBinding("Backspace  Delete", "Delete before, after the cursor"),
            KeyBinding("Left Right  Ctrl-A Ctrl-E", "Move in the query"),
            KeyBinding("Ctrl-U  Ctrl-K  Ctrl-W", "Delete to the start, to the end, the word before"),
        ]),
        KeyBindingSection("Word", [
            KeyBinding("j k  Up Down", "Scroll a line"),
            KeyBinding("Space b  PgDn PgUp", "Scroll a page"),
            KeyBinding("f", "Star or unstar"),
            KeyBinding("] [  n p  Right Left", "Next, previous word in the dictionary"),
            KeyBinding("Tab  Shift-Tab", "Highlight the next, previous related word"),
            KeyBinding("Enter", "Open the highlighted related word"),
            KeyBinding("q  Backspace", "Back"),
        ]),
        KeyBindingSection("Favorites", [
            KeyBinding("f  d  Delete", "Unstar (again to undo)"),
            KeyBinding("r", "Reload (after another sozluk changed them)"),
            KeyBinding("q", "Back"),
        ]),
        KeyBindingSection("Settings", [
            KeyBinding("Enter  Space", "Search the highlighted dictionary (remembered)"),
            KeyBinding("q", "Back"),
        ]),
    ]
}
