import SozlukBase

/// Misspelt inflected words: the word meant is a form, not a headword, so no correction of
/// the headwords reaches it, and the misspelling is no form of anything.
extension SearchEngine {
    /// A query that is no word of the source language, no form of one and no translation
    /// (`içinede`, `ücertsiz`, `dşünüyorum`): the common words of the language one typo from it
    /// (by its word-frequency list; a slip in the first letter a step further back, as people
    /// rarely make it: `etmizlik`, temizlik) that are no headword themselves are
    /// taken apart, and their lemmas rank with the one-typo corrections, the commoner word's
    /// first: içinde → iç, ücretsiz → ücret, düşünüyorum → düşünmek. In a language whose text
    /// is mostly dictionary forms, with the two-typo ones: `stucked` is stuck (two typos), not
    /// sucked, stacked or stocked.
    /// - Parameter letters: the query's letters as typed: a correction one typo from it only
    ///   once folded (ışık from işi, ı and ş folded away) is no slip of a typist who has them.
    func addLemmasOfCorrections(of scalars: [UInt32], letters: TypedLetters, in dictionary: IndexedDictionary, to found: inout Found) {
        guard let sourceLemmatizer, let frequencies, !scalars.isEmpty, scalars.count <= Self.longestMisspeltWord,
              !scalars.contains(0x20) else { return }
        let index = dictionary.index
        var corrections: [CommonWord] = []
        for (key, keepsFirstLetter) in OneEditVariants.keys(of: scalars, from: 0) {
            let zipf = key.withUnsafeBufferPointer { frequencies.zipf(ofFoldedKey: $0) }
            guard zipf >= weights.commonCorrectionZipf, let word = key.withUnsafeBufferPointer({ frequencies.spelling(ofFoldedKey: $0) }),
                  dictionary.positions(withKeyOf: word).isEmpty, letters.allowsCorrection(word) else { continue }
            corrections.append(CommonWord(word: word, zipf: zipf, keepsFirstLetter: keepsFirstLetter))
        }
        let likeliest = likeliest(corrections)
        for (order, correction) in likeliest.enumerated() {
            // An inflection before a derivation: düşünüyorum is düşün+üyor+um before düş+ün+üyor+um.
            let candidates = sourceLemmatizer.candidates(for: correction.word).filter { !$0.isIrregularForm }
            let inflectedFirst = candidates.filter { !$0.isDerived } + candidates.filter(\.isDerived)
            for (reading, candidate) in inflectedFirst.enumerated() {
                for position in dictionary.positions(withKeyOf: candidate.lemma) where !found.isPlaced(position) {
                    let slot = correctionSlot(closeness: weights.lemmaOfCorrectionCloseness + order, keepsFirstLetter: correction.keepsFirstLetter,
                                                   popularity: 2 * correction.zipf) + reading
                    found.claim(position, rank: sourceLemmatizer.wordsMostlyBend ? .oneTypo : .twoTypos, tieBreak: slot, note: candidate.analysis(spelledLike: index.headword(position)), in: index)
                }
            }
        }
    }

    /// A common word of a language (by its word-frequency list, spelled as the list spells it)
    /// one typo from a query.
    struct CommonWord {
        let word: String
        let zipf: Double
        var keepsFirstLetter = true
        /// Whether the dictionary's definitions use it as it is.
        var isTranslation = false
    }

    /// The likeliest corrections: the commonest words first, at most `mostTranslatedCorrections`.
    func likeliest(_ words: [CommonWord]) -> ArraySlice<CommonWord> {
        words.sorted { $0.zipf != $1.zipf ? $0.zipf > $1.zipf : $0.word < $1.word }.prefix(weights.mostTranslatedCorrections)
    }

}
