import TerminalUI

/// One line of a key table: the keys, the action each one asks for, and how the Help
/// screen and the key-hint bar name them.
public struct KeyRow<Action: Equatable & Sendable>: Sendable {
    public let keys: [Key]
    public let actions: [Action]
    /// What the Help screen says the keys do.
    public let help: String
    /// The keys as the Help screen names them: their names unless said otherwise ("Letters").
    public let label: String
    /// Shown in the key-hint bar when set.
    public let hint: KeyBinding?

    /// Several keys asking for one action.
    public init(_ help: String, _ keys: [Key], _ action: Action, label: String? = nil, hint: KeyBinding? = nil) {
        self.init(help, pairs: keys.map { ($0, action) }, label: label, hint: hint)
    }

    /// Several keys, each asking for its own action, explained on one line ("Up Down: move").
    public init(_ help: String, pairs: [(Key, Action)], label: String? = nil, hint: KeyBinding? = nil) {
        keys = pairs.map(\.0)
        actions = pairs.map(\.1)
        self.help = help
        self.label = label ?? pairs.map { $0.0.description }.joined(separator: " ")
        self.hint = hint
    }
}
