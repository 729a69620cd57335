import SozlukWordbook
import TerminalUI

/// Keys and what they do, as text: an entry of the key-hint bar ("F2 Favorites") or a line
/// of the Help screen.
public struct KeyBinding: Equatable, Sendable {
    public var keys: String
    public var action: String
    /// The key a click on the hint presses.
    public var key: Key?
    /// Said after the action, not translated (a grade's wait: `Again 10m`).
    public var detail: String?
    /// What the hint says on a bar too narrow for its action (a grade's wait: `1 10m`); nil:
    /// the action, or nothing.
    public var shortAction: String?
    /// A hint a narrow bar leaves out before the others (Filter, Preview): what the screen is
    /// for, and its way to the other screens, come first.
    public var isMinor = false

    public init(_ keys: String, _ action: String, key: Key? = nil, isMinor: Bool = false) {
        self.keys = keys
        self.action = action
        self.key = key
        self.isMinor = isMinor
    }
}

/// The keys of one screen (or of every screen), as the Help screen and docs/keys.md list them.
public struct KeyBindingSection: Equatable, Sendable {
    public var title: String
    public var bindings: [KeyBinding]

    public init(_ title: String, _ bindings: [KeyBinding]) {
        self.title = title
        self.bindings = bindings
    }
}

extension KeyBinding {
    /// In the interface language: what the keys do, and a label that is a word ("Letters").
    public func localized(_ text: Localizer) -> KeyBinding {
        var binding = self
        binding.action = text(action) + (detail.map { " " + $0 } ?? "")
        binding.detail = nil
        binding.keys = KeyNames.localized(keys, text)
        return binding
    }
}

extension KeyBindingSection {
    public func localized(_ text: Localizer) -> KeyBindingSection {
        KeyBindingSection(text(title), bindings.map { $0.localized(text) })
    }
}
