import SozlukDictionary

/// A word's article as a page shows it: on the word screen, and in the preview pane beside a
/// list.
public struct ArticleViewModel: Equatable, Sendable {
    public var headword: String
    /// How the query that found the word was read (`kitap ← kitap+lar+ımız+dan`), beside it.
    public var foundAs: String?
    public var isFavorite: Bool
    public var blocks: [ArticleBlock]
    /// The block that answers the query: the page opens there, and shows it marked.
    public var answerBlock: Int?

    public init(headword: String, foundAs: String? = nil, isFavorite: Bool = false, blocks: [ArticleBlock], answerBlock: Int? = nil) {
        self.headword = headword
        self.foundAs = foundAs
        self.isFavorite = isFavorite
        self.blocks = blocks
        self.answerBlock = answerBlock
    }
}

/// Where the preview pane goes at the terminal's size: the View says, so the messages about
/// it can say where to look.
public enum PreviewPlacement: Equatable, Sendable {
    case hidden, beside, below
}
