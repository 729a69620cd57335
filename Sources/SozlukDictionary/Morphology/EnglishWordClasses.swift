import SozlukBase

/// Which English words are verbs, and which adjectives or adverbs (WordNet's indexes): only a
/// verb takes -ed and -ing, only an adjective or adverb -er and -est. Without it `thest`
/// would be "the" in the superlative, and `aling` ale+ing, ahead of the corrections meant.
public struct EnglishWordClasses: Sendable {
    /// Each word with its classes as bits: `verb`, `comparable` (adjectives and adverbs: what
    /// compares, happier, faster).
    let table: PackedWordTable
    static let verb: UInt8 = 1
    static let comparable: UInt8 = 2

    public init(verbs: Set<String>, comparables: Set<String>) {
        var table = PackedWordTableBuilder(capacity: verbs.count + comparables.count)
        for word in verbs.union(comparables) {
            table.add(word, value: (verbs.contains(word) ? Self.verb : 0) | (comparables.contains(word) ? Self.comparable : 0), text: "")
        }
        self.table = table.table
    }

    init(table: PackedWordTable) {
        self.table = table
    }

    /// Reads the list Resources/make-morphology.sh writes: "WORD TAB verb|adj|adv".
    public static func read(fromFile path: String) throws(FileProblem) -> EnglishWordClasses {
        EnglishWordClasses(table: try table(ofFile: path))
    }

    static func table(ofFile path: String) throws(FileProblem) -> PackedWordTable {
        let rows = try LanguageListFile.rows(ofFile: path)
        var table = PackedWordTableBuilder(capacity: rows.count)
        for fields in rows {
            let bit = fields[1] == "verb" ? verb : comparable
            if let number = table.number(of: fields[0]) {
                Array("".utf8).withUnsafeBufferPointer { table.replace(number, value: table.value(number) | bit, text: $0) }
            } else {
                table.add(fields[0], value: bit, text: "")
            }
        }
        return table.table
    }

    private func has(_ word: String, _ bit: UInt8) -> Bool {
        table.number(of: word).map { table.value($0) & bit != 0 } ?? false
    }

    /// Whether `lemma` may take this regular ending: -ed and -ing need a verb, -er and -est an
    /// adjective or adverb; plural and third-person -s any word.
    func allows(_ ending: String, on lemma: String) -> Bool {
        if ending.hasSuffix("ed") || ending.hasSuffix("ing") { return has(lemma, Self.verb) }
        if ending.hasSuffix("er") || ending.hasSuffix("est") { return has(lemma, Self.comparable) }
        return true
    }
}
