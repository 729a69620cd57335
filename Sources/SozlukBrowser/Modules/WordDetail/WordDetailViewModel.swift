import SozlukCore

/// Everything the word screen shows, as plain values.
public struct WordDetailViewModel: Equatable, Sendable {
    public var title: String
    public var dictionaryName: String
    public var headword: String
    public var isFavorite: Bool
    public var blocks: [ArticleBlock]
    public var status: StatusMessage?

    public init(title: String = "", dictionaryName: String = "", headword: String = "", isFavorite: Bool = false,
                blocks: [ArticleBlock] = [], status: StatusMessage? = nil) {
        self.title = title
        self.dictionaryName = dictionaryName
        self.headword = headword
        self.isFavorite = isFavorite
        self.blocks = blocks
        self.status = status
    }
}
