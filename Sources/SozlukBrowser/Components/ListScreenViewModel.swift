
/// What a screen that is one list shows (Favorites, History), as plain values.
public struct ListScreenViewModel<Row: Equatable & Sendable>: Equatable, Sendable {
    public var title: String
    /// Right of the title: the order, a count of cards due.
    public var detail: String
    public var rows: [Row]
    public var selectedRow: Int?
    /// Shown instead of rows when there are none.
    public var emptyMessage: [String]
    public var status: StatusMessage?
    /// A question is on the status line: the next key, whichever it is, answers it (a key
    /// the screen does not bind is an answer too, and says no).
    public var isAsking: Bool
    /// The highlighted word's article, for the pane beside the list; nil when it is off.
    public var preview: ArticleViewModel?
    /// The filter line: nil when there is none.
    public var filter: FilterLine?

    public init(title: String = "", detail: String = "", rows: [Row] = [], selectedRow: Int? = nil,
                emptyMessage: [String] = [], status: StatusMessage? = nil, isAsking: Bool = false,
                preview: ArticleViewModel? = nil, filter: FilterLine? = nil) {
        self.preview = preview
        self.filter = filter
        self.title = title
        self.detail = detail
        self.rows = rows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
        self.status = status
        self.isAsking = isAsking
    }
}

/// The filter typed after `/` over a list, as the line above it shows it.
public struct FilterLine: Equatable, Sendable {
    public var text: String
    /// In characters; the cursor shows only while the filter is typed.
    public var cursor: Int
    public var isEditing: Bool
}

extension FilterLine {
    public init(_ filter: ListFilter) {
        self.init(text: filter.text, cursor: filter.cursor, isEditing: filter.isEditing)
    }
}
