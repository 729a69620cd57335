
/// Everything the Search screen shows, as plain values.
public struct SearchViewModel: Equatable, Sendable {
    public var title: String
    public var dictionaryName: String
    public var query: String
    /// Cursor position in the query, in characters.
    public var cursor: Int
    public var placeholder: String
    /// The rows loaded: `rowCount` rows in all, of which these are `firstRow` on.
    public var rows: [SearchRowViewModel]
    public var firstRow: Int
    public var rowCount: Int
    public var selectedRow: Int?
    /// Shown instead of rows when there are none.
    public var emptyMessage: [String]
    public var status: StatusMessage?
    /// The highlighted word's article, for the pane beside the results; nil when it is off.
    public var preview: ArticleViewModel?

    public init(title: String = "sozluk", dictionaryName: String = "", query: String = "", cursor: Int = 0,
                placeholder: String = "", rows: [SearchRowViewModel] = [], firstRow: Int = 0, rowCount: Int? = nil, selectedRow: Int? = nil,
                emptyMessage: [String] = [], status: StatusMessage? = nil, preview: ArticleViewModel? = nil) {
        self.preview = preview
        self.firstRow = firstRow
        self.rowCount = rowCount ?? firstRow + rows.count
        self.title = title
        self.dictionaryName = dictionaryName
        self.query = query
        self.cursor = cursor
        self.placeholder = placeholder
        self.rows = rows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
        self.status = status
    }
}

public struct SearchRowViewModel: Equatable, Sendable {
    public var headword: String
    /// Characters of the headword that match the query, for highlighting.
    public var highlight: Range<Int>?
    public var summary: String
    public var isFavorite: Bool
    /// How an inflected form or a translation matched (`← kitap+lar+ımız+dan`,
    /// `translation: elma`), shown before the summary; nil for plain matches.
    public var matchNote: String?
    /// Whether the note comes before the summary however long it is (a recent word's
    /// `recent · 2×`, which tells it from the rows found); else a long note follows it
    /// beside a preview.
    public var noteLeads: Bool

    public init(headword: String, highlight: Range<Int>? = nil, summary: String, isFavorite: Bool, matchNote: String? = nil, noteLeads: Bool = false) {
        self.noteLeads = noteLeads
        self.headword = headword
        self.highlight = highlight
        self.summary = summary
        self.isFavorite = isFavorite
        self.matchNote = matchNote
    }
}
