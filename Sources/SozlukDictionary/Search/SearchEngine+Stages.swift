import SozlukBase

/// The stages of a search in the order `rank` runs them: what the words mean, then the run of
/// headwords the query starts (the exact rows alone for a word of a text, a page of them for
/// a long run), then the headwords containing it, then the corrections, each gated on what
/// the stages before it found.
extension SearchEngine {
    /// Lemmas, the word written apart, phrases and translations: before the prefix run, so they
    /// claim their headwords first.
    func addMeanings(of query: RankedQuery, needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary, to found: inout Found) {
        // Taking the word apart costs more than the rest of both stages: once for both.
        // A word of a text is as its writer wrote it: no Turkish letters left out.
        let lemmas = sourceLemmatizer?.candidates(for: query.text, lettersMayBeMissing: query.scope != .meanings) ?? []
        addLemmas(lemmas, of: query.text, needle: needle, in: dictionary, to: &found)
        addWrittenApart(of: query.text, lemmas: lemmas, in: dictionary, to: &found)
        addPhrases(of: query.text, in: dictionary, to: &found)
        // A word of a text written with a letter only its own language writes (ı, ğ, ş in
        // Turkish → English) is no word of the other: not looked for among the translations
        // (a Turkish text's words are mostly so; French François is not).
        if query.scope != .meanings || !LanguageRules.hasLettersOnlyItWrites(query.text, language: sourceLanguage) {
            addTranslations(of: query.text, needle: needle, in: dictionary, to: &found, isWrittenInTarget: query.writtenInTarget)
        }
    }

    /// A word of a text: the headwords that are it as written (`positions`), after what the
    /// meaning stages found.
    func placeExactRows(_ positions: [Int], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary, to found: inout Found) {
        let index = dictionary.index
        for position in positions {
            found.place(position, rank: .exact, tieBreak: Int(index.lengths[position]), in: index)
        }
        found.placeHeldBack(unless: { Self.match(needle, in: index.key($0)) != nil }, in: index, noCorrectionFound: true)
    }

    /// The page fills with prefix matches. Keys containing the query past their start would
    /// rank below every row shown: they are not looked for, so the count is a lower bound.
    func placePrefixPage(of query: RankedQuery, needle: UnsafeBufferPointer<UInt8>, run: Range<Int>, in dictionary: IndexedDictionary,
                         to found: inout Found) {
        let index = dictionary.index
        let shown = min(query.limit + found.placed.count, run.count)
        for match in Self.best(shown, of: run, needleLength: needle.count, in: index) {
            guard let position = index.position(alphabeticalPlace: match.place) else { continue }
            let rank = match.rank == SearchRank.exact.rawValue && !query.spelledAsTyped(position) ? SearchRank.prefix : SearchRank(rawValue: match.rank)!
            found.place(position, rank: rank, tieBreak: Int(index.lengths[position]), in: index)
        }
        found.extraCount = run.count - shown
        found.isCountComplete = false
        found.placeHeldBack(unless: { run.contains($0) }, in: index)
    }

    /// The headwords the query is or starts, then those containing it further in; false when
    /// cancelled.
    func placeMatches(of query: RankedQuery, needle: UnsafeBufferPointer<UInt8>, run: Range<Int>, in dictionary: IndexedDictionary,
                      to found: inout Found, cancellation: Cancellation?) -> Bool {
        let index = dictionary.index
        // A query that is no word of the dictionary (no headword, no inflected form, no
        // translation) and starts none is most likely misspelt: the words containing it
        // further in are then no better guesses than its corrections. One letter longer,
        // they are corrections (`otion`: lotion, motion, option), ranked with them by how
        // common; longer, they come after them. Words it starts stay first: the user may be
        // typing one of them.
        let isMisspelt = query.scope == .all && query.scalarCount >= weights.misspeltMinimumLength
            && found.ranking.count(before: SearchRank.prefix.rawValue) == 0 && run.isEmpty
        let frequencies = isMisspelt ? self.frequencies : nil
        for position in run {
            let rank: SearchRank = index.key(position).count == needle.count && query.spelledAsTyped(position) ? .exact : .prefix
            found.place(position, rank: rank, tieBreak: Int(index.lengths[position]), in: index)
        }
        // A word containing the query only as folded is no match for letters typed as they are
        // (ışık is not in bisiklet).
        return addSubstrings(of: needle, outside: run, in: index, to: &found, cancellation: cancellation) { position, rank, found in
            guard query.letters.allowsContaining(index.headword(position)) else { return }
            let (rank, slot) = isMisspelt ? misspeltRank(of: position, needleScalars: query.scalarCount, in: dictionary, frequencies: frequencies)
                                          : (rank, Int(index.lengths[position]))
            found.place(position, rank: rank, tieBreak: slot, in: index)
        }
    }

    /// The corrections, when the rows so far leave room for them, and the last resorts after;
    /// false when cancelled.
    func addCorrections(of query: RankedQuery, needle: UnsafeBufferPointer<UInt8>, run: Range<Int>, in dictionary: IndexedDictionary,
                        to found: inout Found, cancellation: Cancellation?) -> Bool {
        let index = dictionary.index
        let scalars = query.folded.unicodeScalars.map(\.value)
        // A query that is no word but starts one (`sorce`: sorcerer) may be typed on, or
        // misspelt: a correction far more common than all of them (source) is the likelier
        // meaning and comes first.
        let startsWordsOnly = query.scope == .all && query.scalarCount >= weights.misspeltMinimumLength && !run.isEmpty
            && found.ranking.count(before: SearchRank.likelyCorrection.rawValue) == 0
        // Matches that rank below one-typo corrections do not make the corrections needless;
        // enough matches before them do, but for a correction far more common than the words
        // the query starts (`ture`: true, before tureen and the many words holding "ture").
        let needsCorrections = found.ranking.count(before: SearchRank.oneTypo.rawValue) < weights.fuzzyThreshold
        // Translations of a guessed lemma rank after one-typo corrections: placed once the
        // corrections have been found, a headword that is both ranks as a correction.
        let placeHeldBack = { (found: inout Found, noCorrectionFound: Bool) in
            found.placeHeldBack(unless: { Self.match(needle, in: index.key($0)) != nil }, in: index, noCorrectionFound: noCorrectionFound)
        }
        guard needsCorrections || startsWordsOnly, scalars.count >= weights.fuzzyMinimumLength else {
            placeHeldBack(&found, true)
            return true
        }
        let popularEnough = startsWordsOnly ? Self.mostPopular(of: run, in: dictionary, frequencies: self.frequencies) + weights.likelyCorrectionMargin
                                            : .infinity
        guard addTypos(of: scalars, needle: needle, in: dictionary, to: &found, cancellation: cancellation,
                       allowing: needsCorrections ? nil : 1, promotingFrom: popularEnough, letters: query.letters) else { return false }
        // No word of the source language, no translation, no form of one: perhaps a form of
        // one misspelt, or a word of the target language misspelt.
        if query.scope == .all, query.scalarCount >= weights.misspeltMinimumLength, found.ranking.count(before: SearchRank.prefix.rawValue) == 0 {
            addLemmasOfCorrections(of: scalars, letters: query.letters, in: dictionary, to: &found)
            if found.heldBackPositions.isEmpty, dictionary.translationCount(ofKey: needle) == 0 {
                addTranslationsOfCorrections(of: scalars, needle: needle, in: dictionary, to: &found,
                                             withLettersBeyondAToZ: !query.text.unicodeScalars.allSatisfy(\.isASCII))
            }
        }
        found.placeSoundingAlike()
        placeHeldBack(&found, found.oneTypoCorrections == 0)
        return addLastResorts(of: query, scalars: scalars, needle: needle, in: dictionary, to: &found, cancellation: cancellation)
    }

    /// For a query that found (next to) nothing: three typos, the target language's letters
    /// left out, words sounding like it, the words of a phrase; false when cancelled.
    func addLastResorts(of query: RankedQuery, scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                        to found: inout Found, cancellation: Cancellation?) -> Bool {
        // A long word that matched nothing at all is badly misspelt (`unsucesssfull`,
        // `interpretate`): one more typo is allowed before saying nothing was found, among
        // the words that start with its first two letters (people rarely miss those, and a
        // few hundredth of the keys cost next to nothing to scan).
        if found.ranking.count == 0, scalars.count >= weights.threeTyposShortestQuery {
            var startLength = 0
            for _ in 0..<2 where startLength < needle.count {
                startLength = min(needle.count, startLength + FoldedHeadword.decodeScalar(needle, at: startLength).1)
            }
            let sameStart = dictionary.positions(withPrefix: UnsafeBufferPointer(rebasing: needle[..<startLength]))
            guard addTypos(of: scalars, needle: needle, in: dictionary, to: &found, cancellation: cancellation, allowing: 3, among: sameStart) else {
                return false
            }
            found.placeSoundingAlike()
        }
        // Nothing at all: perhaps a word of the target language typed on a keyboard without
        // its letters (`kitaplarimizdan` in English → Turkish). Read so earlier, English
        // misspellings would be taken apart as Turkish words and crowd out their corrections.
        if query.scope == .all && found.ranking.count == 0 && query.text.unicodeScalars.allSatisfy(\.isASCII) {
            addTranslations(of: query.text, needle: needle, in: dictionary, to: &found, lettersMayBeMissing: true)
            found.placeHeldBack(unless: { _ in false }, in: dictionary.index)
        }
        // Last, words sounding like it; not for a query that is a word, a form of one or a
        // translation: that is not spelt by ear.
        if query.scope == .all && found.ranking.count(before: SearchRank.likelyCorrection.rawValue) == 0 {
            addSoundAlikes(of: scalars, needle: needle, in: dictionary, to: &found)
        }
        // Still nothing for a phrase: its words.
        if query.scope == .all && found.ranking.count == 0 {
            addWordsOfPhrase(query.text, in: dictionary, to: &found)
        }
        return true
    }
}
