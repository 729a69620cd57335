import SozlukBase

/// What a key does to the filter of a list (`/` on Favorites and History).
public enum FilterInput: Equatable, Sendable {
    /// `/`: start typing the filter (again, where one is kept).
    case start
    case edit(TextEdit)
    /// Enter: keep the filter and give the letter keys back their meaning.
    case done
    /// Esc: drop the filter, every row again.
    case cancel
}

/// The filter of a list: rows whose headword contains what was typed after `/`, matched as
/// a search is (case, accents and Turkish ı/i folded). While it is typed, letters are text;
/// after Enter they are the list's keys again, and the filter stays until Esc.
public struct ListFilter: Equatable, Sendable {
    private var editor = LineEditor()
    private var folded: [Unicode.Scalar] = []
    public private(set) var isEditing = false

    public init() {}

    /// Whether the list shows a filter line (being typed, or kept).
    public var isActive: Bool { isEditing || !editor.isEmpty }
    public var text: String { editor.text }
    public var cursor: Int { editor.cursor }

    /// Whether a row with this headword is shown.
    public func keeps(_ headword: String) -> Bool {
        folded.isEmpty || Folding.matchRange(ofFolded: folded, in: headword) != nil
    }

    public mutating func apply(_ input: FilterInput) {
        switch input {
        case .start: isEditing = true
        case .edit(let edit): editor.apply(edit)
        case .done: isEditing = false
        case .cancel: clear()
        }
        folded = Array(Folding.fold(TypedQuery.normalized(editor.text)).unicodeScalars)
    }

    public mutating func clear() {
        editor.clear()
        folded = []
        isEditing = false
    }
}
