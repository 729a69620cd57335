import SozlukBase

/// The query found where the definitions bend it: "not defteri" (notebook) holds defter as
/// the head of a compound, "deriden yapılmış şey" (leather) as an ablative, "orman veya su
/// perisi" (nymph) peri. The index of translations keeps the definitions' words as written,
/// so their forms of the query are found by taking apart the words that start like it.
extension SearchEngine {
    /// A word longer than the query by more than this is no form of it that counts here (the
    /// longest of two endings: cumartesi-leri, ev-lerin-den is three).
    static let longestEndings = 6
    /// At most this many words, the shortest first, are taken apart for one query: a short
    /// query starts thousands, and each costs the lemmatizer's time.
    static let mostInflectedWords = 12

    /// Headwords whose definitions hold a form of the query (a word of the target language,
    /// as a dictionary form), ranked with the words of its longer translations, a step
    /// behind them: a form is a reading of the query, and some are words of their own
    /// (cebri, forced, is no form of cebir, algebra, to a reader).
    func addTranslationsOfInflectedWords(of needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary, to found: inout Found) {
        guard let lemmatizer = targetLemmatizer, needle.count >= weights.fuzzyMinimumLength, !needle.contains(0x20) else { return }
        let lemma = String(decoding: needle, as: UTF8.self)
        let index = dictionary.index
        for number in inflectedWordsToTry(of: needle, lemmatizer: lemmatizer, in: dictionary) {
            let word = String(decoding: index.translationKey(number), as: UTF8.self)
            let isForm = lemmatizer.candidates(for: word, lettersMayBeMissing: true).contains { candidate in
                !candidate.isDerived && Folding.fold(candidate.lemma) == lemma
            }
            guard isForm else { continue }
            let matches = dictionary.translations(ofKeyNumber: number)
            // The form as the definitions write it (the key is folded: gogsu for göğsü).
            let note = Self.writtenForm(of: word, inSummariesOf: matches.prefix(3).map(\.position), in: index)
                ?? targetFrequencies?.spelling(ofFoldedKey: index.translationKey(number)).map(TurkishLemmatizer.lowercased) ?? word
            // A headword a lemma of the query reaches is placed as that says, after the corrections.
            for match in matches.prefix(Self.mostTranslationWordMatches)
            where !IndexedDictionary.isSame(index.key(match.position), needle) && !found.heldBackPositions.contains(match.position) {
                found.claim(match.position, rank: .translationWord, tieBreak: max(0, weights.lemmaTranslationStep + translationStanding(of: match, in: dictionary)),
                            note: note, in: index)
            }
        }
    }

    /// The translation keys that may be forms of `lemma`, the shortest first: one word each,
    /// starting as the lemma does before endings, a few letters longer, and no whole
    /// translation (a word of its own: dişi, female, is no tooth's).
    private func inflectedWordsToTry(of lemma: UnsafeBufferPointer<UInt8>, lemmatizer: any Lemmatizer, in dictionary: IndexedDictionary) -> [Int] {
        let index = dictionary.index
        var numbers: [(number: Int, length: Int)] = []
        for stem in lemmatizer.foldedStems(ofFoldedLemma: String(decoding: lemma, as: UTF8.self)) {
            let run = Array(stem.utf8).withUnsafeBufferPointer { dictionary.translationKeyNumbers(withPrefix: $0) }
            for number in run {
                let key = index.translationKey(number)
                guard key.count <= lemma.count + Self.longestEndings, !IndexedDictionary.isSame(key, lemma), !key.contains(0x20) else { continue }
                let isWholeTranslation = index.translationPostings(number).contains {
                    TranslationPosting(packed: $0).strength <= Int(TranslationWords.firstSense)
                }
                if !isWholeTranslation { numbers.append((number, key.count)) }
            }
        }
        return numbers.sorted { ($0.length, $0.number) < ($1.length, $1.number) }.prefix(Self.mostInflectedWords).map(\.number)
    }

    /// A word of the first definitions of `positions` that folds to `folded`, as written.
    static func writtenForm(of folded: String, inSummariesOf positions: [Int], in index: DictionaryIndex) -> String? {
        for position in positions {
            let words = index.summary(position).split { !$0.isLetter }
            if let word = words.first(where: { Folding.fold($0) == folded }) { return String(word) }
        }
        return nil
    }

    /// Where a translation match ranks among the others (tie-break, lower first; below zero for
    /// the strongest): the query as a first translation before it as a later one, the words the
    /// dictionary says most about before rare ones (friend before pardner for arkadaş:
    /// bilingual dictionaries give common words long articles), and an article that says the
    /// query again and again, which is about it (tea says çay five times, stream once).
    func translationStanding(of match: TranslationPosting, in dictionary: IndexedDictionary) -> Int {
        let later = [0, 3, 8, 8][min(3, match.strength)]
        let rarity = min(39, max(0, Int(16 - Self.popularity(of: match.position, in: dictionary, frequencies: frequencies))))
        return later + rarity - (match.mentions - 1)
    }
}
