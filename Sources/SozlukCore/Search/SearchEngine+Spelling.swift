/// Words that fold alike but are spelled apart: su (water) and şu (that), acı (pain) and açı
/// (angle), kar (snow) and kâr (profit) are one key of the index of translations.
extension SearchEngine {
    /// How far back a whole translation goes whose article has the query only folded, when
    /// others spell it as typed.
    static let otherSpellingStep = 8

    /// The headwords among the whole translations whose articles spell `word` as typed; none
    /// when all of them do, or none does (the query itself misspelt, or spelled otherwise by
    /// every article: norveçce for Norveççe), when there is nothing to tell apart.
    static func articlesSpelling(_ word: String, among matches: [TranslationPosting], of dictionary: IndexedDictionary) -> Set<Int> {
        let whole = matches.filter { $0.strength < Int(TranslationWords.word) }.map(\.position)
        let spelling = Set(whole.filter { article(at: $0, of: dictionary, spells: word) })
        return spelling.count == Set(whole).count ? [] : spelling
    }

    /// Whether a definition of the article at `position` has `word` (lower-cased the Turkish
    /// way) as a word of its own.
    static func article(at position: Int, of dictionary: IndexedDictionary, spells word: String) -> Bool {
        dictionary.entries(atPosition: position).contains { entry in
            entry.senses.contains { sense in
                sense.definition.split(whereSeparator: { !$0.isLetter }).contains { TurkishLemmatizer.lowercased(String($0)) == word }
            }
        }
    }
}
