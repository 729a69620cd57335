/// What every stage of one search reads: the query as typed and as folded, how many rows are
/// wanted, and whether a headword spells it as typed, made once for all the stages.
struct RankedQuery {
    /// The query with its spaces as typed (`TypedQuery.normalized`).
    let text: String
    let folded: String
    let scope: SearchScope
    /// How many rows of the ranking are wanted (the page's end).
    let limit: Int
    /// Whether the stages that read what words mean (lemmas, phrases, translations) run.
    let readsMeanings: Bool
    /// A query written with the target language's own letters (`dün`, `aç` in English →
    /// Turkish) is a word of that language: a headword that only folds like it (dun, ac) is no
    /// exact match, and comes after the entries the query translates.
    let writtenInTarget: Bool
    /// Likewise a headword folding like a query typed with its letters, but spelled otherwise
    /// (satir, satyr, for satır): no exact match.
    let letters: TypedLetters
    /// Whether the headword at a position is the query as typed, not only as folded.
    let spelledAsTyped: (Int) -> Bool

    init(text: String, folded: String, scope: SearchScope, limit: Int, sourceLanguage: String, targetLanguage: String, index: DictionaryIndex) {
        self.text = text
        self.folded = folded
        self.scope = scope
        self.limit = limit
        readsMeanings = scope == .all || scope == .meanings
        let writtenInTarget = readsMeanings && LanguageRules.isWrittenInTarget(text, source: sourceLanguage, target: targetLanguage)
        self.writtenInTarget = writtenInTarget
        let letters = TypedLetters(text)
        self.letters = letters
        let typed = writtenInTarget ? TurkishLemmatizer.lowercased(text) : ""
        // A word of a text (`.meanings`) is spelled as written: Suyu is no şüyu. In lower case
        // by the text's language: It is it in English, Işık ışık in Turkish.
        let lowercased = { (word: String) in LanguageRules.lowercased(word, language: sourceLanguage) }
        let asWritten = scope == .meanings ? lowercased(text) : nil
        spelledAsTyped = { position in
            letters.allowsSpelling(index.headword(position)) && (!writtenInTarget || TurkishLemmatizer.lowercased(index.headword(position)) == typed)
                && (asWritten.map { lowercased(index.headword(position)) == $0 } ?? true)
        }
    }

    /// How many letters the folded query has.
    var scalarCount: Int { folded.unicodeScalars.count }
}
