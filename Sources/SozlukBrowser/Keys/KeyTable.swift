import TerminalUI

/// The keys of one screen: the only place that says which key asks for which action. The
/// View looks keys up here, and the hint bar, the Help screen and docs/keys.md are made
/// from the same rows, so they cannot drift apart.
public struct KeyTable<Action: Equatable & Sendable>: Sendable {
    public let title: String
    public let rows: [KeyRow<Action>]
    /// For screens with a text field: the action for a typed character that no row claims.
    private let typing: (@Sendable (Character) -> Action)?
    /// The Help line for typing, when there is a text field.
    private let typingHelp: KeyBinding?
    private let actions: [Key: Action]
    /// Keys bound by more than one row: only the first row's action would ever happen, while
    /// Help and docs/keys.md listed both (a test keeps this empty).
    public let duplicateKeys: [Key]

    public init(_ title: String, rows: [KeyRow<Action>],
                typing: (help: KeyBinding, action: @Sendable (Character) -> Action)? = nil) {
        self.title = title
        self.rows = rows
        self.typing = typing?.action
        typingHelp = typing?.help
        var actions: [Key: Action] = [:]
        var duplicates: [Key] = []
        for row in rows {
            for (key, action) in zip(row.keys, row.actions) {
                if actions[key] == nil { actions[key] = action } else { duplicates.append(key) }
            }
        }
        self.actions = actions
        duplicateKeys = duplicates
    }

    /// What the key asks for here; nil when it means nothing on this screen.
    public func action(for key: Key) -> Action? {
        if let action = actions[key] { return action }
        if case .character(let character) = key, let typing { return typing(character) }
        return nil
    }

    /// The hints of the rows that have one, in table order; `relabel` may rename a hint
    /// by its row's action ("Star" becomes "Unstar" on a starred word).
    public func hints(relabel: (Action) -> String? = { _ in nil }) -> [KeyBinding] {
        rows.compactMap { row in
            guard var hint = row.hint else { return nil }
            if let action = row.actions.first, let label = relabel(action) { hint.action = label }
            hint.key = hint.key ?? row.keys.first
            return hint
        }
    }

    /// The hints of the rows whose action is one of these, in the order asked.
    public func hints(for wanted: [Action]) -> [KeyBinding] {
        wanted.compactMap { action -> KeyBinding? in
            guard let row = rows.first(where: { $0.actions.contains(action) }), var hint = row.hint else { return nil }
            hint.key = hint.key ?? row.keys.first
            return hint
        }
    }

    public var section: KeyBindingSection {
        KeyBindingSection(title, (typingHelp.map { [$0] } ?? []) + rows.map { KeyBinding($0.label, $0.help) })
    }
}
