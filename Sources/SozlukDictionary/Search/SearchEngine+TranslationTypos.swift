import SozlukBase

/// Translations of what a query misspelt in the target language stands for.
extension SearchEngine {
    /// A query that is nothing as typed may be a word of the target language misspelt: `kyruk`
    /// in English → Turkish is kuyruk, tail. The translations of the common words of the
    /// target language one typo from it (by the language's word-frequency list: none, no
    /// corrections) rank with the translations of guessed lemmas: after the source language's
    /// one-typo corrections, the commonest word's first; for a long query, also a rarer word
    /// that a definition gives as a whole translation. The typo is not looked for in the
    /// first letter: people rarely miss that one.
    /// - Parameter withLettersBeyondAToZ: whether the query was typed with letters beyond a to
    ///   z: a word of the target language, whose common forms one typo away are taken apart
    ///   when nothing else gives a row (`dşünüyorum` is düşünüyorum, and düşünmek is think).
    ///   Typed in a to z, it is as likely an English misspelling, whose corrections come first.
    func addTranslationsOfCorrections(of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                                      to found: inout Found, withLettersBeyondAToZ: Bool = false) {
        // A few hundred variants for a word; a pasted sentence would make thousands, and is no misspelt word.
        guard let frequencies = targetFrequencies, !scalars.isEmpty, scalars.count <= Self.longestMisspeltWord else { return }
        var corrections: [(key: [UInt8], zipf: Double)] = []
        // A long word the list does not have is no chance neighbour either when a definition
        // gives it as a whole translation: `meslekdaş` is meslektaş, colleague.
        let isLong = scalars.count >= weights.shortestUnlistedCorrection
        var unlisted: [[UInt8]: String] = [:]
        // The common single words, for when the definitions give no correction a row.
        var commonWords: [CommonWord] = []
        for (key, _) in OneEditVariants.keys(of: scalars, from: 1) {
            // A phrase is as common as its rarest word.
            let zipf = key.split(separator: 0x20).map { word in Array(word).withUnsafeBufferPointer { frequencies.zipf(ofFoldedKey: $0) } }.min() ?? 0
            guard zipf >= weights.commonCorrectionZipf || isLong else { continue }
            let isTranslation = key.withUnsafeBufferPointer({ dictionary.translationCount(ofKey: $0) }) > 0
            if zipf >= weights.commonCorrectionZipf, !key.contains(0x20), let word = key.withUnsafeBufferPointer({ frequencies.spelling(ofFoldedKey: $0) }) {
                commonWords.append(CommonWord(word: word, zipf: zipf, isTranslation: isTranslation))
            }
            guard isTranslation else { continue }
            if zipf < weights.commonCorrectionZipf {
                let postings = key.withUnsafeBufferPointer { dictionary.translations(ofKey: $0) }
                guard let whole = postings.first(where: { $0.strength < Int(TranslationWords.word) }) else { continue }
                unlisted[key] = spelling(ofFoldedWord: key, inArticleAt: whole.position, of: dictionary)
            }
            corrections.append((key, zipf))
        }
        let guesses = corrections.sorted { $0.zipf != $1.zipf ? $0.zipf > $1.zipf : $0.key.lexicographicallyPrecedes($1.key) }
            .prefix(weights.mostTranslatedCorrections).map { correction in
                // Shown as the language spells it: kuşak, not the folded kusak.
                if let spelled = unlisted[correction.key] { return TranslationQuery(key: correction.key, note: spelled, isGuess: true) }
                let spelled = correction.key.split(separator: 0x20).map { word in
                    Array(word).withUnsafeBufferPointer { frequencies.spelling(ofFoldedKey: $0) } ?? String(decoding: word, as: UTF8.self)
                }
                return TranslationQuery(key: correction.key, note: spelled.joined(separator: " "), isGuess: true)
            }
        let heldBack = found.heldBackPositions.count
        addTranslations(of: guesses, needle: needle, in: dictionary, to: &found)
        // Only when the definitions give no correction a row: they are the dictionary's own word.
        // Then the lemmas of the common forms they do not use as they are (`dşünüyorum` is
        // düşünüyorum, a form of düşünmek, to think)...
        if found.heldBackPositions.count == heldBack, withLettersBeyondAToZ, let targetLemmatizer {
            let lemmas = likeliest(commonWords.filter { !$0.isTranslation }).flatMap { form in
                targetLemmatizer.candidates(for: form.word).filter { !$0.isIrregularForm }.map { candidate in
                    TranslationQuery(key: Array(Folding.fold(candidate.lemma).utf8), note: candidate.analysis, isGuess: true)
                }
            }
            addTranslations(of: lemmas, needle: needle, in: dictionary, to: &found)
        }
        // ...or the common words a companion has as headwords: the definitions may be older
        // than the word (bilgisayar, computer, is "kompüter" in English → Turkish, and
        // `bilgisyar` found bulldozer).
        if found.heldBackPositions.count == heldBack, !companions.isEmpty {
            let words = likeliest(commonWords.filter { isCompanionHeadword($0.word) })
            addCompanionTranslations(of: words.map { CompanionQuery(word: $0.word, note: $0.word, rank: .translationOfLemma, postings: []) },
                                     needle: needle, in: dictionary, to: &found)
        }
    }

    /// Whether a companion has `word` as a headword, spelled so (upper or lower case).
    func isCompanionHeadword(_ word: String) -> Bool {
        companions.contains { !$0.positions(spelledAs: word).isEmpty }
    }

    /// A word as the article at `position` writes it (meslektaş), found by its folded form
    /// (meslektas); the folded form when the article has it only in a phrase.
    func spelling(ofFoldedWord key: [UInt8], inArticleAt position: Int, of dictionary: IndexedDictionary) -> String {
        let folded = String(decoding: key, as: UTF8.self)
        guard let word = dictionary.definitionWords(atPosition: position).first(where: { Folding.fold(String($0)) == folded }) else { return folded }
        return LanguageRules.lowercased(String(word), language: targetLanguage)
    }

    static let longestMisspeltWord = 32
}
