/// Words that fold alike but are spelled apart: su (water) and şu (that), acı (pain) and açı
/// (angle), kar (snow) and kâr (profit) are one key of the index of translations.
extension SearchEngine {

    /// The headwords among the whole translations whose articles spell `word` as typed; none
    /// when all of them do, or none does (the query itself misspelt, or spelled otherwise by
    /// every article: norveçce for Norveççe), when there is nothing to tell apart.
    static func articlesSpelling(_ word: String, among matches: [TranslationPosting], of dictionary: IndexedDictionary) -> Set<Int> {
        let whole = matches.filter { $0.strength < Int(TranslationWords.word) }.map(\.position)
        let spelling = Set(whole.filter { dictionary.writes(word, atPosition: $0) })
        return spelling.count == Set(whole).count ? [] : spelling
    }

    /// How many articles `articlesWriting` reads at most: past that, a word so common in the
    /// definitions is taken as written by all of them.
    static let mostArticlesCheckedForSpelling = 200

    /// The articles among `matches` whose definitions write `word` as it is (lower-cased the
    /// Turkish way), not only a word folding like it: ice, not içe.
    static func articlesWriting(_ word: String, among matches: [TranslationPosting], of dictionary: IndexedDictionary) -> Set<Int> {
        let positions = Set(matches.map(\.position))
        guard positions.count <= mostArticlesCheckedForSpelling else { return positions }
        return positions.filter { dictionary.writes(word, atPosition: $0, examplesToo: true) }
    }
}
