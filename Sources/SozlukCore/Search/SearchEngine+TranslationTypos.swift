/// Translations of what a query misspelt in the target language stands for.
extension SearchEngine {
    /// A query that is nothing as typed may be a word of the target language misspelt: `kyruk`
    /// in English → Turkish is kuyruk, tail. The translations of the common words of the
    /// target language one typo from it (by the language's word-frequency list: none, no
    /// corrections) rank with the translations of guessed lemmas: after the source language's
    /// one-typo corrections, the commonest word's first. Only words that start with the
    /// query's first letter are tried: people rarely miss that one, and its words are a small
    /// part of a big dictionary's translations.
    func addTranslationsOfCorrections(of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                                      to found: inout Found) {
        guard let frequencies = targetFrequencies, !needle.isEmpty else { return }
        let index = dictionary.index
        let firstLength = FoldedHeadword.decodeScalar(needle, at: 0).1
        let keys = dictionary.translationKeys(withPrefix: UnsafeBufferPointer(rebasing: needle[..<firstLength]))
        let matcher = TypoMatcher(scalars, limit: 1)
        let isPhrase = scalars.contains(0x20)
        var corrections: [(key: [UInt8], zipf: Double)] = []
        for number in keys {
            let key = index.translationKey(number)
            // One typo changes the length by one letter at most, of up to four bytes.
            guard abs(key.count - needle.count) <= 4, key.contains(0x20) == isPhrase,
                  matcher.distance(toUTF8: key) == 1 else { continue }
            // A phrase is as common as its rarest word.
            let zipf = key.split(separator: 0x20).map { word in Array(word).withUnsafeBufferPointer { frequencies.zipf(ofFoldedKey: $0) } }.min() ?? 0
            if zipf >= Self.commonCorrectionZipf { corrections.append((Array(key), zipf)) }
        }
        let guesses = corrections.sorted { $0.zipf > $1.zipf }.prefix(Self.mostTranslatedCorrections).map { correction in
            TranslationQuery(key: correction.key, note: String(decoding: correction.key, as: UTF8.self), isGuess: true)
        }
        addTranslations(of: guesses, needle: needle, in: dictionary, to: &found)
    }

    /// A correction in the target language at least this common (wordfreq's Zipf scale: once
    /// in a million words) is worth its translations; rarer words one typo away from a
    /// misspelling are mostly chance.
    static let commonCorrectionZipf = 3.0
    static let mostTranslatedCorrections = 3
}
