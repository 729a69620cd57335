/// English inflections undone: irregular forms from WordNet's exception lists
/// (`went` → go, `mice` → mouse), then the regular rules of plural nouns, verb forms and
/// comparatives: -s/-es/-ies, -ed and -ing with doubled consonants and a restored e,
/// -er/-est. Over-generation is harmless: only candidates the dictionary has are shown.
public struct EnglishLemmatizer: Lemmatizer {
    /// Irregular form → its lemmas, lower case.
    private let exceptions: [String: [String]]

    public init(exceptions: [String: [String]]) {
        self.exceptions = exceptions
    }

    /// Reads the exception list Resources/make-morphology.sh writes: "FORM TAB LEMMA TAB PART".
    public static func exceptions(fromFile path: String) throws(FileProblem) -> [String: [String]] {
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        var table: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count >= 2 else { continue }
            let form = String(fields[0]), lemma = String(fields[1])
            if !(table[form]?.contains(lemma) ?? false) { table[form, default: []].append(lemma) }
        }
        return table
    }

    /// Suffix rules in the order they are tried: what to take off, what to put back.
    private static let rules: [(suffix: String, replacement: String)] = [
        ("ies", "y"), ("ied", "y"), ("ier", "y"), ("iest", "y"), ("ying", "ie"),
        ("ves", "f"), ("ves", "fe"), ("men", "man"),
        ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
        ("es", "e"), ("s", ""),
        ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
        ("er", ""), ("er", "e"), ("est", ""), ("est", "e"),
    ]

    public func candidates(for word: String) -> [LemmaCandidate] {
        let lower = word.lowercased()
        var found: [LemmaCandidate] = []
        func add(_ lemma: String, _ analysis: String) {
            guard lemma != lower, lemma.count >= 2, !found.contains(where: { $0.lemma == lemma }) else { return }
            found.append(LemmaCandidate(lemma: lemma, analysis: analysis))
        }
        for lemma in exceptions[lower] ?? [] { add(lemma, lower) }
        for rule in Self.rules where lower.hasSuffix(rule.suffix) && lower.count > rule.suffix.count + 1 {
            let stem = String(lower.dropLast(rule.suffix.count))
            let ending = String(lower.suffix(rule.suffix.count))
            add(stem + rule.replacement, stem + "+" + ending)
            // stopped → stop, running → run, bigger → big: the doubled consonant undone.
            if rule.replacement.isEmpty, ["ed", "ing", "er", "est"].contains(rule.suffix),
               let last = stem.last, stem.dropLast().last == last, !"aeiouslz".contains(last) {
                let single = String(stem.dropLast())
                add(single, single + "+" + String(last) + ending)
            }
        }
        return found
    }
}
