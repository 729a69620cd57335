/// Everything the word screen shows, as plain values.
public struct WordDetailViewModel: Equatable, Sendable {
    public var title: String
    public var dictionaryName: String
    public var headword: String
    public var isFavorite: Bool
    public var blocks: [ArticleBlock]
    public var status: StatusMessage?
    public var hints: [KeyHint]

    public init(title: String = "", dictionaryName: String = "", headword: String = "", isFavorite: Bool = false,
                blocks: [ArticleBlock] = [], status: StatusMessage? = nil, hints: [KeyHint] = []) {
        self.title = title
        self.dictionaryName = dictionaryName
        self.headword = headword
        self.isFavorite = isFavorite
        self.blocks = blocks
        self.status = status
        self.hints = hints
    }
}

/// One paragraph of an article; the View chooses indentation and emphasis by kind.
public enum ArticleBlock: Equatable, Sendable {
    /// "1", "2"... when several entries share the headword.
    case homograph(String)
    case pronunciation(String)
    /// A numbered meaning: "1.", "noun", labels like "(music)", the definition.
    case sense(number: String, partOfSpeech: String?, labels: [String], definition: String)
    case example(String)
    /// "Synonyms: big, large".
    case related(label: String, words: [String])
    case notice(String)
}
