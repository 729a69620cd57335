import SozlukBase

/// English inflections undone: irregular forms from WordNet's exception lists
/// (`went` → go, `mice` → mouse), then the regular rules of plural nouns, verb forms and
/// comparatives: -s/-es/-ies, -ed and -ing with doubled consonants and a restored e,
/// -er/-est, each on the words of its class when the classes are known (`EnglishWordClasses`).
/// Over-generation costs little: only candidates the dictionary has are shown, though a wrong
/// one is shown before the typo corrections.
public struct EnglishLemmatizer: Lemmatizer {
    /// Irregular form → its lemmas, lower case, and lemma → its irregular forms (build: built,
    /// child: children), the exceptions turned round: each a table whose text is the words
    /// joined by tabs.
    private let exceptions: PackedWordTable
    private let irregularForms: PackedWordTable
    /// nil: every regular rule applies to every word.
    private let wordClasses: EnglishWordClasses?

    public init(exceptions: [String: [String]], wordClasses: EnglishWordClasses? = nil) {
        let (forms, lemmas) = Self.tables(of: exceptions)
        self.init(exceptions: forms, irregularForms: lemmas, wordClasses: wordClasses)
    }

    init(exceptions: PackedWordTable, irregularForms: PackedWordTable, wordClasses: EnglishWordClasses?) {
        self.exceptions = exceptions
        self.irregularForms = irregularForms
        self.wordClasses = wordClasses
    }

    /// Reads the exception list Resources/make-morphology.sh writes: "FORM TAB LEMMA TAB PART".
    public static func exceptions(fromFile path: String) throws(FileProblem) -> [String: [String]] {
        var table: [String: [String]] = [:]
        for fields in try LanguageListFile.rows(ofFile: path) {
            let form = fields[0], lemma = fields[1]
            if !(table[form]?.contains(lemma) ?? false) { table[form, default: []].append(lemma) }
        }
        return table
    }

    /// The exceptions as the two tables: form → lemmas, lemma → forms (in the forms' order).
    static func tables(of exceptions: [String: [String]]) -> (forms: PackedWordTable, lemmas: PackedWordTable) {
        var forms = PackedWordTableBuilder(capacity: exceptions.count)
        var irregular: [String: [String]] = [:]
        for (form, lemmas) in exceptions.sorted(by: { $0.key < $1.key }) {
            forms.add(form, value: 0, text: lemmas.joined(separator: "\t"))
            for lemma in lemmas where lemma != form { irregular[lemma, default: []].append(form) }
        }
        var lemmas = PackedWordTableBuilder(capacity: irregular.count)
        for (lemma, words) in irregular.sorted(by: { $0.key < $1.key }) { lemmas.add(lemma, value: 0, text: words.joined(separator: "\t")) }
        return (forms.table, lemmas.table)
    }

    private static func words(of word: String, in table: PackedWordTable) -> [String]? {
        table.number(of: word).map { table.text($0).split(separator: "\t").map(String.init) }
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
        func add(_ lemma: String, _ analysis: String, ending: String? = nil) {
            guard lemma != lower, lemma.count >= 2, !found.contains(where: { $0.lemma == lemma }) else { return }
            if let ending, let wordClasses, !wordClasses.allows(ending, on: lemma) { return }
            found.append(LemmaCandidate(lemma: lemma, analysis: analysis))
        }
        func addIrregularForm(_ form: String, _ analysis: String) {
            guard form != lower, !found.contains(where: { $0.lemma == form }) else { return }
            found.append(LemmaCandidate(lemma: form, analysis: analysis, isIrregularForm: true))
        }
        let lemmasOfForm = Self.words(of: lower, in: exceptions)
        for lemma in lemmasOfForm ?? [] { add(lemma, lower) }
        let isIrregularItself = lemmasOfForm != nil
        var misspelt: [(lemma: String, analysis: String, suffix: String)] = []
        for rule in Self.rules where lower.hasSuffix(rule.suffix) && lower.count > rule.suffix.count + 1 {
            let stem = String(lower.dropLast(rule.suffix.count))
            let ending = String(lower.suffix(rule.suffix.count))
            let lemma = stem + rule.replacement
            if Self.isSpelledRight(stem: stem, replacement: rule.replacement, suffix: rule.suffix) {
                add(lemma, stem + "+" + ending, ending: rule.suffix)
            } else {
                misspelt.append((lemma, stem + "+" + ending, rule.suffix))
            }
            // stopped → stop, running → run, bigger → big: the doubled consonant undone.
            if rule.replacement.isEmpty, ["ed", "ing", "er", "est"].contains(rule.suffix),
               let last = stem.last, stem.dropLast().last == last, !"aeiouslz".contains(last) || last == "l" {
                let single = String(stem.dropLast())
                if Self.doublesItsLastConsonant(single) { add(single, single + "+" + String(last) + ending, ending: rule.suffix) }
            }
        }
        // builded, catched, childs: a word with irregular forms inflected as a regular one
        // stands for one of them.
        guard !isIrregularItself else { return found }
        // stoped, lieing, paied: an ending put on as English does not spell it, on a word whose
        // form of that kind WordNet lists (stopped, lying, paid), is that form misspelt: the
        // form, then the word, after the forms spelt right (coded is code's, not cod's).
        for (lemma, analysis, suffix) in misspelt where wordClasses?.allows(suffix, on: lemma) ?? true {
            let spelled = (Self.words(of: lemma, in: irregularForms) ?? []).filter { Self.mayStand(for: lower, irregular: $0) }
            for form in spelled { addIrregularForm(form, analysis) }
            if !spelled.isEmpty { add(lemma, analysis, ending: suffix) }
        }
        for candidate in found {
            for form in Self.words(of: candidate.lemma, in: irregularForms) ?? [] where Self.mayStand(for: lower, irregular: form) {
                addIrregularForm(form, candidate.analysis)
            }
        }
        return found
    }

    /// Whether an irregular form is what a regular one may have been meant for: a past for a
    /// past (catched: caught, not catching), a plural for a plural, a comparative for a
    /// comparative (gooder: better, badder: worse, not best).
    static func mayStand(for regular: String, irregular form: String) -> Bool {
        if form.hasSuffix("ing") || regular.hasSuffix("ing") { return form.hasSuffix("ing") && regular.hasSuffix("ing") }
        if regular.hasSuffix("est") { return form.hasSuffix("st") }
        if regular.hasSuffix("er") { return !form.hasSuffix("st") }
        if regular.hasSuffix("ed") { return !form.hasSuffix("s") }
        return !form.hasSuffix("ed")
    }

    /// Whether `stem` + `suffix` is how English spells the lemma `stem` + `replacement`
    /// inflected, as far as spelling rules tell: runing, humer and chaper are no forms of
    /// run, hum and chap (one-syllable words double their last consonant), makeing none of
    /// make (a silent e goes), lieing none of lie (lying), paied none of pay, pring none of "pr". Misspellings
    /// taken for inflections would push the right correction down.
    static func isSpelledRight(stem: String, replacement: String, suffix: String) -> Bool {
        let lemma = Array(stem + replacement)
        guard lemma.contains(where: isVowel) else { return false }
        guard replacement.isEmpty, ["ed", "ing", "er", "est"].contains(suffix) else {
            // lie+ing is lying, never lieing; a y after a vowel stays (played, never paied).
            if suffix == "ing" && replacement == "e" && stem.hasSuffix("i") { return false }
            return !(replacement == "y" && suffix.hasPrefix("i") && stem.last.map { "aeiou".contains($0) } == true)
        }
        if stem.hasSuffix("e") { return suffix == "ing" && ["ee", "ye", "oe"].contains { stem.hasSuffix($0) } }
        return !(syllables(lemma) == 1 && endsInConsonantVowelConsonant(lemma))
    }

    /// Whether a word doubles its last consonant before -ed, -ing, -er, -est: one syllable
    /// ending in consonant-vowel-consonant (stop, run, big), or a stressed last syllable,
    /// guessed from a prefix before it (be-gin, for-get, oc-cur, con-trol), or British -l
    /// (travel-led). market, visit and abandon do not.
    static func doublesItsLastConsonant(_ word: String) -> Bool {
        let letters = Array(word)
        guard endsInConsonantVowelConsonant(letters) else { return false }
        if syllables(letters) == 1 || letters.last == "l" { return true }
        return stressedPrefixes.contains { prefix in
            word.hasPrefix(prefix) && word.count > prefix.count + 1 && syllables(Array(word.dropFirst(prefix.count))) == 1
        }
    }

    private static let stressedPrefixes = ["ac", "ad", "be", "com", "con", "de", "dis", "e", "ex", "for", "im", "in", "oc", "o",
                                           "per", "pre", "pro", "re", "sub", "trans", "up"]

    private static func isVowel(_ letter: Character) -> Bool { "aeiouy".contains(letter) }

    private static func syllables(_ letters: [Character]) -> Int {
        var count = 0, previousWasVowel = false
        for letter in letters {
            let vowel = isVowel(letter)
            if vowel && !previousWasVowel { count += 1 }
            previousWasVowel = vowel
        }
        return count
    }

    /// stop, quit, begin: a lone vowel between consonants at the end (w, x and y excepted).
    private static func endsInConsonantVowelConsonant(_ letters: [Character]) -> Bool {
        guard letters.count >= 3 else { return false }
        let last = letters[letters.count - 1], vowel = letters[letters.count - 2], before = letters[letters.count - 3]
        guard !isVowel(last), !"wx".contains(last), "aeiou".contains(vowel) else { return false }
        if !isVowel(before) { return true }
        return before == "u" && letters.count >= 4 && letters[letters.count - 4] == "q"
    }
}
