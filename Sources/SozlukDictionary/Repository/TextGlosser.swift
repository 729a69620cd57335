import SozlukBase

/// A distinct word of a text and what the dictionary says it is.
public struct WordGloss: Equatable, Sendable {
    /// As the text first writes it.
    public var word: String
    /// How often the text has it (any case).
    public var count: Int
    /// The row search gives the word first: its headword (the lemma of a form), how it was
    /// found and the sense that answers it; nil when nothing does.
    public var hit: SearchHit?

    public init(word: String, count: Int, hit: SearchHit?) {
        self.word = word
        self.count = count
        self.hit = hit
    }
}

/// Every distinct word of a text looked up as the browser would (its first row): what a
/// reader's list of unknown words is made of (`sozluk read --gloss`).
public enum TextGlosser {
    /// The words in the order the text first has them; searched on every core.
    public static func gloss(_ words: [String], language: String, in dictionaryID: String, repository: DictionaryRepository) -> [WordGloss] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        var firstSpelling: [String: String] = [:]
        for word in words {
            let key = distinctKey(of: word, language: language)
            if counts[key] == nil {
                order.append(key)
                firstSpelling[key] = word
            }
            counts[key, default: 0] += 1
        }
        // The word as written first: a capital may make it a name (İstanbul).
        let queries = order.map { firstSpelling[$0] ?? $0 }
        let hits = Parallel.map(each: queries.count) { meaning(of: queries[$0], in: dictionaryID, repository: repository) }
        return order.enumerated().map { index, key in WordGloss(word: firstSpelling[key] ?? key, count: counts[key] ?? 0, hit: hits[index]) }
    }
}

extension TextGlosser {
    /// What a word of a text is, by the first row search gives it, when that row explains it.
    public static func meaning(of word: String, in dictionaryID: String, repository: DictionaryRepository) -> SearchHit? {
        repository.search(word, in: dictionaryID, rows: 0..<1, scope: .meanings, cancellation: nil).hits.first.flatMap { explains($0) ? $0 : nil }
    }

    /// What makes two words of a text the same word: their letters in the text's lower case
    /// (Turkish İ is i, I is ı).
    public static func distinctKey(of word: String, language: String) -> String {
        LanguageRules.lowercased(word, language: language)
    }

    /// Whether a row says what the word of a text is: the word itself, its lemma, a phrase
    /// or a translation; not a correction (a word of a text is as its writer wrote it: json is
    /// no misspelt son) nor a longer word it starts.
    static func explains(_ hit: SearchHit) -> Bool {
        switch hit.kind {
        case .exact, .lemma, .phrase, .translation: true
        case .prefix, .substring, .fuzzy, .recent: false
        }
    }
}
