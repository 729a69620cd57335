import SozlukCore

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

    public init(title: String = "", detail: String = "", rows: [Row] = [], selectedRow: Int? = nil,
                emptyMessage: [String] = [], status: StatusMessage? = nil, isAsking: Bool = false) {
        self.title = title
        self.detail = detail
        self.rows = rows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
        self.status = status
        self.isAsking = isAsking
    }
}
