import SozlukDictionary

/// Everything the word screen shows, as plain values.
public struct WordDetailViewModel: Equatable, Sendable {
    public var title: String
    public var dictionaryName: String
    public var headword: String
    /// How the query that found the word was read (`kitap ← kitap+lar+ımız+dan`), under it.
    public var foundAs: String?
    public var isFavorite: Bool
    public var blocks: [ArticleBlock]
    /// The block that answers that query: the page opens there, and shows it marked.
    public var answerBlock: Int?
    public var status: StatusMessage?

    public init(title: String = "", dictionaryName: String = "", headword: String = "", foundAs: String? = nil, isFavorite: Bool = false,
                blocks: [ArticleBlock] = [], answerBlock: Int? = nil, status: StatusMessage? = nil) {
        self.title = title
        self.dictionaryName = dictionaryName
        self.headword = headword
        self.foundAs = foundAs
        self.answerBlock = answerBlock
        self.isFavorite = isFavorite
        self.blocks = blocks
        self.status = status
    }

    public var article: ArticleViewModel {
        ArticleViewModel(headword: headword, foundAs: foundAs, isFavorite: isFavorite, blocks: blocks, answerBlock: answerBlock)
    }
}
