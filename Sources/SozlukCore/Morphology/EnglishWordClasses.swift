/// Which English words are verbs, and which adjectives or adverbs (WordNet's indexes): only a
/// verb takes -ed and -ing, only an adjective or adverb -er and -est. Without it `thest`
/// would be "the" in the superlative, and `aling` ale+ing, ahead of the corrections meant.
public struct EnglishWordClasses: Sendable {
    let verbs: Set<String>
    /// Adjectives and adverbs: what compares (happier, faster).
    let comparables: Set<String>

    public init(verbs: Set<String>, comparables: Set<String>) {
        self.verbs = verbs
        self.comparables = comparables
    }

    /// Reads the list Resources/make-morphology.sh writes: "WORD TAB verb|adj|adv".
    public static func read(fromFile path: String) throws(FileProblem) -> EnglishWordClasses {
        var verbs = Set<String>(), comparables = Set<String>()
        for fields in try LanguageListFile.rows(ofFile: path) {
            if fields[1] == "verb" { verbs.insert(fields[0]) } else { comparables.insert(fields[0]) }
        }
        return EnglishWordClasses(verbs: verbs, comparables: comparables)
    }

    /// Whether `lemma` may take this regular ending: -ed and -ing need a verb, -er and -est an
    /// adjective or adverb; plural and third-person -s any word.
    func allows(_ ending: String, on lemma: String) -> Bool {
        if ending.hasSuffix("ed") || ending.hasSuffix("ing") { return verbs.contains(lemma) }
        if ending.hasSuffix("er") || ending.hasSuffix("est") { return comparables.contains(lemma) }
        return true
    }
}
