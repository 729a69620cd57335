import TerminalUI

/// The keys of a list's filter: `/` starts it; while it is typed, letters and the editing
/// keys are its text, Enter keeps it and Esc drops it; the arrows still move in the list.
public enum FilterKeys {
    public static func rows<Action>(_ action: @escaping (FilterInput) -> Action) -> [KeyRow<Action>] {
        [
            KeyRow("Filter the list: type part of the words wanted", [.character("/")], action(.start), hint: KeyBinding("/", "Filter", isMinor: true)),
            KeyRow("While filtering: letters narrow the list, Enter keeps the filter, Esc drops it", pairs: [], label: "Letters Enter Esc"),
        ]
    }

    /// The hint bar while the filter is typed: the letters are its text then, so the list's
    /// letter keys are not offered.
    public static let editingHints = [KeyBinding("Enter", "Keep filter", key: .enter), KeyBinding("Esc", "Drop filter", key: .escape)]
        + AppKeys.table.hints(for: [.help, .quit])

    /// A list's hint bar as the filter leaves it: the filter's own while it is typed; with one
    /// kept, Esc drops it (before it goes back).
    public static func hints(_ normal: [KeyBinding], filter: FilterLine?) -> [KeyBinding] {
        guard let filter else { return normal }
        if filter.isEditing { return editingHints }
        return normal.map { $0.key == .escape ? KeyBinding("Esc", "Drop filter", key: .escape) : $0 }
    }

    private static let editing = KeyTable<TextEdit>("Filter", rows: TextEditKeys.rows { $0 })

    /// What a key does while the filter is typed; nil for the keys that keep their meaning
    /// (the arrows, F-keys).
    public static func input(for key: Key) -> FilterInput? {
        switch key {
        case .character(let character): return .edit(.insert(character))
        case .enter: return .done
        case .escape: return .cancel
        default: return editing.action(for: key).map(FilterInput.edit)
        }
    }
}
