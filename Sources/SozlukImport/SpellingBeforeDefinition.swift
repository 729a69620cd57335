import SozlukDictionary

/// FreeDict's English → Turkish writes a headword's other spelling, or the ending that makes
/// it, at the start of its first meaning, two spaces ahead of it: theater "(İng.) tre  tiyatro"
/// (theatre), honor "(İng.) -our  onur, şeref" (honour), independence "dency  serbestlik"
/// (independency), fiord "fjord  fiyort". The meaning read "tre  tiyatro", so a search for
/// tiyatro had theater only as a word of a longer translation, and one for theatre found
/// nothing. The spelling is taken off the meaning and becomes an entry of its own with the
/// article, as the spellings in a headword do (`HeadwordVariants`). Only plain letters two
/// typos from the headword count: "kendi  kendini" (autocephalous) is Turkish.
enum SpellingBeforeDefinition {
    static func splitting(_ entries: [DictionaryEntry]) -> [DictionaryEntry] {
        let turkish = wordsOfMeanings(entries)
        return entries.flatMap { entry -> [DictionaryEntry] in
            guard let first = entry.senses.first,
                  let (spelling, definition) = spelling(before: first.definition, of: entry.headword, turkishWords: turkish)
            else { return [entry] }
            var mended = entry
            mended.senses[0].definition = definition
            var other = mended
            other.headword = spelling
            return [mended, other]
        }
    }

    /// The spelling written ahead of `definition` and the definition without it, or nil. A
    /// word that other meanings use is Turkish ("anastomoz  vasıtasıyle", anastomose), and an
    /// ending without its hyphen must overlap the headword ("bir  kelimenin", antiphrasis).
    static func spelling(before definition: String, of headword: String, turkishWords: Set<Substring> = [])
        -> (spelling: String, definition: String)? {
        guard let (written, rest) = split(definition) else { return nil }
        let ending = written.drop { $0 == "-" }
        guard ending.count >= 2, ending.allSatisfy({ ("a"..."z").contains($0) }), headword.allSatisfy({ $0.isLetter }) else { return nil }
        // An ending first ("tre" of theater is theatre, not a word "tre"), then a word.
        let candidates = written.hasPrefix("-")
            ? [HeadwordVariants.spelling(String(written), of: headword)]
            : [HeadwordVariants.joined(String(ending), to: headword, overlapping: 2, orElse: false)
                ?? HeadwordVariants.joined(String(ending), to: headword, overlapping: 1, orElse: false, growing: true),
               turkishWords.contains(ending) ? nil : String(ending)]
        guard let spelling = candidates.compactMap({ $0 }).first(where: { $0 != headword && HeadwordVariants.isWithinTwoTypos($0, headword) })
        else { return nil }
        return (spelling, String(rest))
    }

    /// A meaning's first word, when two spaces or more follow it, and the rest.
    static func split(_ definition: String) -> (first: Substring, rest: Substring)? {
        guard let gap = definition.firstIndex(of: " "), definition[gap...].hasPrefix("  ") else { return nil }
        let rest = definition[gap...].drop { $0 == " " }
        return rest.isEmpty ? nil : (definition[..<gap], rest)
    }

    /// The words of every meaning, but for a first word that may be a spelling.
    static func wordsOfMeanings(_ entries: [DictionaryEntry]) -> Set<Substring> {
        var words: Set<Substring> = []
        for entry in entries {
            for (number, sense) in entry.senses.enumerated() {
                let text = number == 0 ? split(sense.definition)?.rest ?? Substring(sense.definition) : Substring(sense.definition)
                words.formUnion(text.split(whereSeparator: { !$0.isLetter }))
            }
        }
        return words
    }
}
