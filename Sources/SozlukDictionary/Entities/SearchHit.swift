/// How a headword matched a query, in the order the kinds are first met in results
/// (translations that only contain the query come after prefix matches; see `SearchEngine`).
public enum MatchKind: Int, Comparable, Sendable {
    case exact
    /// The query is an inflected form of the headword (`kitaplarımızdan` → kitap, `mice` → mouse).
    case lemma
    /// The query, a phrase, is written in the headword's article (`give up` under give), as
    /// typed or with its words' lemmas (`gave up`).
    case phrase
    /// The query is one of the headword's translations, or a word of one.
    case translation
    case prefix, substring
    /// Within two typos (letters added, dropped, changed or swapped) of the query.
    case fuzzy
    /// Not a match: a word looked up lately, listed under an empty search line.
    case recent

    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One row of search results: a headword (all its homographs together) and how it matched.
public struct SearchHit: Equatable, Sendable {
    public var headword: String
    public var kind: MatchKind
    /// The part of the article that answers the query, for the row's preview: the sense
    /// holding the translation it was found through, the example writing the phrase, else the
    /// first sense of the first entry.
    public var summary: String
    /// Where `summary` stands in the articles, when it is not simply their start: the word's
    /// page opens there.
    public var answeringSense: SenseLocation?
    /// Where the row stands in its dictionary's ranking, comparable with another dictionary's
    /// rows for the same query (a language pair's sources are ranked together).
    public var order: SearchOrder?
    /// The dictionaries of a language pair that have the headword, when it has several.
    public var sources: [String] = []
    /// What each ending of `explanation`, an analysis (`kitap+lar+ımız+dan`), means in
    /// English (plural, our, from), nil where it cannot be told; empty when not glossed.
    public var glosses: [String?] = []
    /// How many entries share this headword.
    public var entryCount: Int
    /// How a lemma or translation match was made: the query taken apart (`kitap+lar+ımız+dan`,
    /// `mouse ← mice`) or the translation it matched (`elma`).
    public var explanation: String?
    /// For a translation the dictionary's own definitions do not give: the id of the dictionary
    /// the other way round that does (tur-eng's article on avantaj says benefit).
    public var translatedBy: String?

    public init(headword: String, kind: MatchKind, summary: String, entryCount: Int = 1, explanation: String? = nil, translatedBy: String? = nil,
                answeringSense: SenseLocation? = nil, order: SearchOrder? = nil) {
        self.answeringSense = answeringSense
        self.order = order
        self.headword = headword
        self.kind = kind
        self.summary = summary
        self.entryCount = entryCount
        self.explanation = explanation
        self.translatedBy = translatedBy
    }
}

/// A row's place in its dictionary's ranking: the stage (`SearchRank`) and, within it, the
/// tie-break (a prefix match's length, a correction's closeness): the smaller the better.
public struct SearchOrder: Comparable, Hashable, Sendable {
    public var rank: Int
    public var tieBreak: Int

    public init(rank: Int, tieBreak: Int) {
        self.rank = rank
        self.tieBreak = tieBreak
    }

    public static func < (lhs: SearchOrder, rhs: SearchOrder) -> Bool {
        (lhs.rank, lhs.tieBreak) < (rhs.rank, rhs.tieBreak)
    }
}

/// How much of the ranking a search computes: the exact and prefix matches alone come out
/// of the index in a millisecond, so they are shown first while the scans for the rest run.
public enum SearchScope: Sendable {
    case prefixes, all
    /// What the query is, not what it may be meant for: the headword it is, the lemma of a
    /// form, a phrase, a translation; no words it starts or contains, no corrections (a word
    /// of a text, `sozluk read --gloss`, is as its writer wrote it).
    case meanings
}

/// The answer to a query: the best rows, and how many there were in all.
public struct SearchResults: Equatable, Sendable {
    public var hits: [SearchHit]
    public var totalCount: Int
    /// False when counting stopped once the page was full: there are at least `totalCount`
    /// (or about as many, when `isCountEstimate`).
    public var isCountComplete: Bool
    /// A count that may hold rows not shown past the rows read: a language pair's sources may
    /// share headwords there, and a dictionary's translation rows there may be spelling copies
    /// of others. About `totalCount`, perhaps fewer.
    public var isCountEstimate = false
    /// Where `hits` start in the whole ranking: 0 for its first page.
    public var firstRow = 0
    /// Other dictionaries that have the query as a headword, when these rows answer it
    /// poorly (`DictionaryRepository.dictionaries(withHeadword:besides:loadedOnly:)`).
    public var elsewhere: [DictionaryInfo] = []
    /// Dictionaries of the pair searched, switched off, that have the query as a headword.
    public var switchedOffHaving: [DictionaryInfo] = []
    /// False for the rows shown at once before the whole ranking (the exact and prefix
    /// matches of a keystroke): a row may still come before them, or in their place.
    public var isWholeRanking = true

    public init(hits: [SearchHit], totalCount: Int, isCountComplete: Bool = true) {
        self.hits = hits
        self.totalCount = totalCount
        self.isCountComplete = isCountComplete
    }

    public static let empty = SearchResults(hits: [], totalCount: 0)
}
