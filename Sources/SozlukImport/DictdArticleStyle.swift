import SozlukDictionary

/// How the articles of a dictd database are written; each style has its own parser.
public enum DictdArticleStyle: String, Sendable, CaseIterable {
    case freedict
    case wordnet
    case gcide
    case wikdict

    /// Tells the style from the database's own description (its 00-database-short record).
    public static func detect(description: String?) -> DictdArticleStyle {
        let text = (description ?? "").lowercased()
        if text.contains("wordnet") { return .wordnet }
        if text.contains("wikdict") { return .wikdict }
        if text.contains("collaborative international dictionary") || text.contains("gcide") || text.contains("webster") { return .gcide }
        return .freedict
    }

    var parser: DictdArticleParser {
        switch self {
        case .freedict: return FreeDictArticleParser()
        case .wordnet: return WordNetArticleParser()
        case .gcide: return GCIDEArticleParser()
        case .wikdict: return WikDictArticleParser()
        }
    }
}

/// Turns one dictd article into an entry; nil when it has no meaning to keep.
public protocol DictdArticleParser: Sendable {
    func parse(_ article: String, indexHeadword: String) -> DictionaryEntry?
}
