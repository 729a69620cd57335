/// Inflections undone by endings alone: what to take off, what to put back, and whether a
/// vowel's umlaut goes too (German plurals: Häuser → Haus, Mütter → Mutter). Enough for the
/// regular plurals and verb endings of German and French; irregular forms are not known.
public struct SuffixLemmatizer: Lemmatizer {
    public struct Rule: Sendable {
        var ending: String
        var replacement: String
        var removesUmlaut = false
    }

    let rules: [Rule]
    /// Stems shorter than this are not offered: "es" is no stem of "essen".
    let shortestStem: Int

    public func candidates(for word: String) -> [LemmaCandidate] {
        let lower = word.lowercased()
        var found: [LemmaCandidate] = []
        for rule in rules where lower.hasSuffix(rule.ending) {
            let stem = String(lower.dropLast(rule.ending.count))
            guard stem.count >= shortestStem else { continue }
            let analysis = stem + "+" + rule.ending
            var lemma = stem + rule.replacement
            if rule.removesUmlaut {
                guard let plain = Self.withoutLastUmlaut(stem) else { continue }
                lemma = plain + rule.replacement
            }
            guard lemma != lower, !found.contains(where: { $0.lemma == lemma }) else { continue }
            found.append(LemmaCandidate(lemma: lemma, analysis: analysis))
        }
        return found
    }

    /// The stem with its last vowel's umlaut taken away, nil when it has none.
    static func withoutLastUmlaut(_ stem: String) -> String? {
        var characters = Array(stem)
        guard let last = characters.lastIndex(where: { "äöüaeiou".contains($0) }),
              let plain = ["ä": "a", "ö": "o", "ü": "u"][characters[last]] else { return nil }
        characters[last] = Character(plain)
        return String(characters)
    }

    private static func rule(_ ending: String, _ replacement: String = "", umlaut: Bool = false) -> Rule {
        Rule(ending: ending, replacement: replacement, removesUmlaut: umlaut)
    }

    /// Plurals and cases (Kinder, Frauen, Lehrerinnen, Hauses, Häuser, Bäume) and the
    /// present and past of weak verbs back to their infinitive (macht, machst, machte → machen).
    public static let german = SuffixLemmatizer(rules: [
        rule("innen", "in"), rule("er", umlaut: true), rule("e", umlaut: true), rule("en"), rule("n"), rule("e"), rule("er"),
        rule("es"), rule("s"), rule("ns"),
        rule("test", "en"), rule("tet", "en"), rule("ten", "en"), rule("te", "en"), rule("st", "en"), rule("et", "en"),
        rule("t", "en"), rule("e", "en"), rule("end", "en"),
    ], shortestStem: 2)

    /// Plurals (chats, chevaux, bateaux), feminines (grande, heureuse, active) and the
    /// regular -er and -ir verbs' present, imperfect and participles back to the infinitive.
    public static let french = SuffixLemmatizer(rules: [
        rule("eaux", "eau"), rule("aux", "al"), rule("s"), rule("x"),
        rule("euses", "eur"), rule("euse", "eur"), rule("ives", "if"), rule("ive", "if"), rule("es"), rule("e"),
        rule("ons", "er"), rule("ez", "er"), rule("ent", "er"), rule("ais", "er"), rule("ait", "er"), rule("aient", "er"),
        rule("ées", "er"), rule("ée", "er"), rule("és", "er"), rule("é", "er"), rule("e", "er"), rule("es", "er"),
        rule("issons", "ir"), rule("issez", "ir"), rule("issent", "ir"), rule("is", "ir"), rule("it", "ir"), rule("ie", "ir"),
    ], shortestStem: 2)
}
