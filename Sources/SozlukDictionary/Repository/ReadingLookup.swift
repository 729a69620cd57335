import SozlukBase

/// What a word of a text means where it stands: the phrase the dictionaries know that starts
/// there (`gave up` → give up, `yola çıktık` → yola çıkmak), else the word itself.
public struct ReadingAnswer: Equatable, Sendable {
    public var hit: SearchHit
    /// How many words of the text it answers: more than one for a phrase.
    public var wordCount: Int
    /// Those words as the text writes them, a space between them: the query it answers.
    public var query: String

    public init(hit: SearchHit, wordCount: Int, query: String) {
        self.hit = hit
        self.wordCount = wordCount
        self.query = query
    }
}

/// Looks a word of a text up, trying the longest phrase first.
public enum ReadingLookup {
    /// The most words a phrase is looked for in (`take care of it`: take care of).
    public static let longestPhrase = 4
    /// How far down a phrase's rows its headword may stand (`yola çıktık` lists yol first).
    static let phraseRows = 5

    /// `words` are the word and the ones after it in its sentence.
    public static func answer(for words: [String], in dictionaryID: String, repository: DictionaryRepository) -> ReadingAnswer? {
        guard let first = words.first else { return nil }
        for count in stride(from: min(longestPhrase, words.count), to: 1, by: -1) {
            // "The old" (old people) is no answer to "The old man": the English definite article
            // and one word name an adjective's sense as a noun, rarely what a text's words say
            // together (a lot, a few stay phrases).
            if count == 2, first.lowercased() == "the" { continue }
            let query = words.prefix(count).joined(separator: " ")
            let hits = repository.search(query, in: dictionaryID, rows: 0..<phraseRows, scope: .meanings, cancellation: nil).hits
            if let phrase = hits.first(where: isPhrase) { return ReadingAnswer(hit: phrase, wordCount: count, query: query) }
        }
        return TextGlosser.meaning(of: first, in: dictionaryID, repository: repository).map { ReadingAnswer(hit: $0, wordCount: 1, query: first) }
    }

    /// A row that answers the words together: a headword of several words, as written or
    /// inflected, or a phrase an article explains (give up — vazgeçmek, under give). An
    /// example that only starts with the words is no phrase of theirs: "share and" is not
    /// "share and share alike", "you want" not "You want to see a dentist".
    static func isPhrase(_ hit: SearchHit) -> Bool {
        switch hit.kind {
        case .exact, .lemma: return hit.headword.contains(" ")
        case .phrase:
            guard let phrase = hit.explanation else { return false }
            let written = hit.summary.firstRange(of: " — ").map { hit.summary[..<$0.lowerBound] } ?? hit.summary[...]
            return Folding.fold(String(written)) == Folding.fold(phrase)
        default: return false
        }
    }
}
