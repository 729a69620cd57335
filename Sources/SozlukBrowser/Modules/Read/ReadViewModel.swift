import SozlukBase

/// How a word of the text is marked: what the reader can tell at a glance.
public enum WordMark: Equatable, Sendable {
    case plain
    /// Its headword is starred.
    case starred
    /// No dictionary of the direction explains it.
    case unknown
}

/// Everything the read screen shows, as plain values.
public struct ReadViewModel: Equatable, Sendable {
    public var title: String
    /// The direction, and how much of the text it explains.
    public var detail: String
    public var text: ReadingText
    /// A mark for each word of the text.
    public var marks: [WordMark]
    /// The words the cursor is on: one, or a phrase's.
    public var selection: Range<Int>
    /// The selected words explained.
    public var article: ArticleViewModel?
    /// Shown in place of the text when it has no words.
    public var emptyMessage: String?
    public var status: StatusMessage?

    public init(title: String = "", detail: String = "", text: ReadingText = ReadingText(""), marks: [WordMark] = [], selection: Range<Int> = 0..<0,
                article: ArticleViewModel? = nil, emptyMessage: String? = nil, status: StatusMessage? = nil) {
        self.title = title
        self.detail = detail
        self.text = text
        self.marks = marks
        self.selection = selection
        self.article = article
        self.emptyMessage = emptyMessage
        self.status = status
    }
}
