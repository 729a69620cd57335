import Glibc
import SozlukBase

/// The stages that find headwords not spelled like the query: the lemmas it is an
/// inflected form of, and the entries whose translations it is.
extension SearchEngine {
    /// Headwords the query is an inflected form of, as the source language's rules take it
    /// apart; the query's own headword, if any, stays an exact match.
    /// - Parameter candidates: the source lemmatizer's readings of the query, letters maybe missing.
    func addLemmas(_ candidates: [LemmaCandidate], of query: String, needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                   to found: inout Found) {
        guard !candidates.isEmpty else { return }
        let index = dictionary.index
        // The lemmatizer's order (its likeliest analysis first) decides between the lemmas found,
        // but a headword spelled as the lemma comes before one that only folds like it:
        // açıktır is açık+tır before acıkmak.
        var spelled: [(position: Int, candidate: LemmaCandidate, reading: Int)] = [], folded: [(position: Int, candidate: LemmaCandidate, reading: Int)] = []
        // Typed with the language's own letters, a lemma only folding like a headword is
        // another word (ışık is no form of iş).
        let letters = TypedLetters(query)
        let sourceZipf = frequencies?.zipf(ofFoldedKey: needle) ?? 0
        let isCommonWord = sourceZipf >= weights.commonWordZipf
        // defter is a common Turkish word, and deft+er a rare English one.
        let targetZipf = targetFrequencies?.zipf(ofFoldedKey: needle) ?? 0
        let rank: SearchRank = targetZipf >= weights.commonCorrectionZipf && targetZipf >= sourceZipf + weights.fartherReadingMargin ? .lemmaOfARarerReading : .lemma
        for (reading, candidate) in candidates.enumerated() where !(candidate.isIrregularForm && isCommonWord) {
            for position in dictionary.positions(withKeyOf: candidate.lemma) where !IndexedDictionary.isSame(index.key(position), needle) {
                let headword = index.headword(position)
                let isSpelled = headword.lowercased() == candidate.lemma || TurkishLemmatizer.lowercased(headword) == candidate.lemma
                if isSpelled { spelled.append((position, candidate, reading)) } else if letters.typed == nil { folded.append((position, candidate, reading)) }
            }
        }
        // The tie-break is the reading's place in the lemmatizer's order, the same whichever
        // dictionary has its lemma: a language pair's dictionaries rank their lemmas together
        // (listele: listelemek, the whole word, in one, before liste+le in another).
        for (position, candidate, reading) in spelled {
            found.claim(position, rank: rank, tieBreak: min(reading, weights.foldedLemmaStep - 1), note: candidate.analysis(spelledLike: index.headword(position)),
                        in: index, glosses: candidate.glosses)
        }
        for (position, candidate, reading) in folded {
            found.claim(position, rank: rank, tieBreak: weights.foldedLemmaStep + reading, note: candidate.analysis(spelledLike: index.headword(position)),
                        in: index, glosses: candidate.glosses)
        }
    }

    /// For a query typed in a to z that is a word of the target language and no headword, the
    /// headwords it starts that are `typingMargin` commoner than it (`ter`, sweat in Turkish,
    /// Zipf 4.2, starts term, 5.2): the query is as likely one of them being typed, and the
    /// commonest `mostLikelyCompletions` of them rank before its translations. `su`, `ev`,
    /// `bal` start such, even, ball, about as common as water, house and honey: not them.
    func addLikelyCompletions(of needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary, to found: inout Found) {
        guard let frequencies, let targetFrequencies, needle.count >= 2 else { return }
        let run = dictionary.positions(withPrefix: needle)
        guard !run.isEmpty, run.count <= Self.mostPrefixesWeighed else { return }
        let index = dictionary.index
        let enough = targetFrequencies.zipf(ofFoldedKey: needle) + weights.typingMargin
        let likely = run.map { (position: $0, zipf: frequencies.zipf(ofFoldedKey: index.key($0))) }
            .filter { $0.zipf >= enough }.sorted { $0.zipf > $1.zipf }.prefix(weights.mostLikelyCompletions)
        for (order, completion) in likely.enumerated() where !found.isPlaced(completion.position) {
            found.claim(completion.position, rank: .likelyCompletion, tieBreak: order, note: nil, in: index)
        }
    }

    /// Past this many headwords starting with it, a query is too short to weigh them all.
    static let mostPrefixesWeighed = 5000

    /// Headwords whose definitions hold the query (or, taken apart by the target language's
    /// rules, its lemma): whole translations rank before prefix matches, words of longer
    /// translations after them. The stronger and the shorter headword first.
    /// - Parameter lettersMayBeMissing: only the lemmas of the query read as typed without
    ///   the target language's letters (`kitaplarimizdan`), for a query nothing else found.
    func addTranslations(of query: String, needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                         to found: inout Found, lettersMayBeMissing: Bool = false, isWrittenInTarget: Bool = false) {
        guard dictionary.index.translationKeyCount > 0 else { return }
        // A word of the target language as typed (written with its own letters, or a common
        // word of it spelled so) is no English misspelling: its lemmas' translations rank
        // with the translations (`kitaplar` finds book, `köpeği` dog), a step behind the
        // query's own, or two where it is a whole translation itself, likely a dictionary form
        // of its own (`karı`: wife, then snow through kar+ı). A derivation of such a word is a
        // word of its own, and its lemma only a guess (`acılık`, bitterness: acerbity, and pain
        // through acı+lık with the guesses).
        let isSourceHeadword = !dictionary.positions(withKeyOf: query).isEmpty
        let targetSpelling = lettersMayBeMissing ? nil : spellingInTarget(of: query, needle: needle, isWrittenInTarget: isWrittenInTarget,
                                                                         isSourceHeadword: isSourceHeadword)
        // Typed without the letters, it may as well be a misspelling of the source language
        // (`oder`: öder or order; `ture`: türe or true): its lemmas are read from the word as
        // the language spells it, but wait with the guesses, after the one-typo corrections.
        // Spelled alike in both languages but far commoner in the source (`like`, `give`): its
        // own translations stay, its readings as a form of a target word wait (lik+e, gi+ve).
        let isFarCommonerInSource = isSourceHeadword
            && (frequencies?.zipf(ofFoldedKey: needle) ?? 0) >= (targetFrequencies?.zipf(ofFoldedKey: needle) ?? 0) + weights.sourceReadingMargin
        let isTargetWord = targetSpelling == query && !isFarCommonerInSource
        // The query's own translations, looked up once for all that asks about them.
        let own = lettersMayBeMissing ? [] : dictionary.translations(ofKey: needle)
        let wholeTranslations = own.count { $0.strength < Int(TranslationWords.word) }
        let isWholeTranslation = wholeTranslations > 0
        var lookups = lettersMayBeMissing ? TranslationLookups()
            : lookupsAsTyped(of: query, needle: needle, in: dictionary, own: own, targetSpelling: targetSpelling, isSourceHeadword: isSourceHeadword)
        lookups.append(lemmaLookups(of: targetSpelling ?? query, in: dictionary, lettersMayBeMissing: lettersMayBeMissing,
                                    reading: LemmaReading(isTargetWord: isTargetWord, isFarCommonerInSource: isFarCommonerInSource,
                                                          isWholeTranslation: isWholeTranslation, isInTarget: targetSpelling != nil)))
        // `ter` is sweat in Turkish, but far more likely term being typed.
        if !isWrittenInTarget, targetSpelling != nil, !isSourceHeadword { addLikelyCompletions(of: needle, in: dictionary, to: &found) }
        addCompanionTranslations(of: lookups.companions, needle: needle, in: dictionary, to: &found)
        let foundAsTyped = addTranslations(of: lookups.keys, needle: needle, in: dictionary, to: &found)
        // A dictionary form, as a whole translation is (an inflected query's forms are no reading
        // of it), of few translations: the forms of a word of many would rank past the first page.
        if targetSpelling != nil, (1...weights.fewWholeTranslations).contains(wholeTranslations) {
            addTranslationsOfInflectedWords(of: needle, in: dictionary, to: &found)
        }
        if !lettersMayBeMissing {
            addTranslationsHoldingEveryWord(of: query, needle: needle, in: dictionary, to: &found, isTranslation: !own.isEmpty,
                                            orOfOneWord: !foundAsTyped)
        }
    }

    /// What the translation stage looks up: the translation keys, and the words asked of the
    /// dictionaries the other way round.
    struct TranslationLookups {
        var keys: [TranslationQuery] = []
        var companions: [CompanionQuery] = []

        mutating func append(_ other: TranslationLookups) {
            keys += other.keys
            companions += other.companions
        }
    }

    /// How a query's lemmas in the target language are read (`addTranslations` decides).
    struct LemmaReading {
        /// The query is a word of the target language as typed: its lemmas' translations rank
        /// with the translations, a step behind.
        var isTargetWord: Bool
        /// Spelled alike in both languages but far commoner in the source: its readings wait.
        var isFarCommonerInSource: Bool
        /// The query is a whole translation itself, likely a dictionary form of its own.
        var isWholeTranslation: Bool
        /// The query is spelled as a word of the target language (`spellingInTarget`).
        var isInTarget: Bool
    }

    /// The query as typed: its own translations, as spaced otherwise, and, for a word of the
    /// target language or one that is no headword (a word of no language here is no headword
    /// of a companion either), the companions' articles on it.
    private func lookupsAsTyped(of query: String, needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary, own: [TranslationPosting],
                                targetSpelling: String?, isSourceHeadword: Bool) -> TranslationLookups {
        var lookups = TranslationLookups()
        // A headword typed in a to z is that word: a definition's word only folding like it
        // (içe for ice) is no translation of it.
        let isPlainSourceWord = isSourceHeadword && targetSpelling == nil && query.unicodeScalars.allSatisfy(\.isASCII)
        // In lower case as its own language writes it: ICE typed in English is ice (in Turkish
        // it would be ıce, which no article writes, and every translation would be turned away).
        let typed = LanguageRules.lowercased(query, language: sourceLanguage)
        lookups.keys.append(TranslationQuery(key: Array(needle), note: query, isGuess: false, postings: own,
                                             spelledAs: query.contains(" ") || query.unicodeScalars.allSatisfy(\.isASCII) ? nil : typed,
                                             spelledOnlyAs: isPlainSourceWord ? typed : nil,
                                             waitsForPrefixes: isPlainSourceWord))
        for spelling in Self.otherSpacings(of: needle, in: dictionary) { lookups.keys.append(TranslationQuery(key: spelling, note: query, isGuess: false)) }
        if targetSpelling != nil || dictionary.positions(withKeyOf: query).isEmpty {
            let mayBeTypingAWord = targetSpelling == nil && !dictionary.positions(withPrefix: needle).isEmpty
            lookups.companions.append(CompanionQuery(word: targetSpelling ?? query, note: query, rank: mayBeTypingAWord ? .translationWord : .translation,
                                                     postings: own))
        }
        return lookups
    }

    /// The query's lemmas in the target language (`kitaplar`: kitap), their translations a
    /// step behind the query's own, and their companions' articles where that reading is sure.
    private func lemmaLookups(of word: String, in dictionary: IndexedDictionary, lettersMayBeMissing: Bool, reading: LemmaReading) -> TranslationLookups {
        var lookups = TranslationLookups()
        let lemmaStep = reading.isWholeTranslation ? 2 * weights.lemmaTranslationStep : weights.lemmaTranslationStep
        for candidate in targetLemmatizer?.candidates(for: word, lettersMayBeMissing: lettersMayBeMissing) ?? [] {
            let step = reading.isInTarget && !(candidate.isDerived && reading.isWholeTranslation) ? lemmaStep : nil
            let key = Array(Folding.fold(candidate.lemma).utf8)
            let spelling = key.withUnsafeBufferPointer { targetFrequencies?.spelling(ofFoldedKey: $0) }
            let note = spelling.map(candidate.analysis(spelledLike:)) ?? candidate.analysis
            // Looked up once, for the translation stage and the companions.
            let postings = key.withUnsafeBufferPointer(dictionary.translations(ofKey:))
            lookups.keys.append(TranslationQuery(key: key, note: note, isGuess: true, glosses: candidate.glosses, lemmaStep: reading.isTargetWord ? step : nil,
                                                 lemmaStepUnlessCorrected: reading.isTargetWord || reading.isFarCommonerInSource ? nil : step,
                                                 outranksWeakerReadings: !reading.isWholeTranslation, postings: postings))
            if reading.isTargetWord, let step {
                lookups.companions.append(CompanionQuery(word: spelling ?? candidate.lemma, note: note, step: step, glosses: candidate.glosses, postings: postings))
            } else if lettersMayBeMissing {
                // Nothing else was found: kitaplarimizdan is kitap's, and tur-eng says book.
                lookups.companions.append(CompanionQuery(word: spelling ?? candidate.lemma, note: note, step: weights.lemmaTranslationStep,
                                                         glosses: candidate.glosses, postings: postings))
            }
        }
        return lookups
    }

    /// The query as the target language spells it, when it is a word of that language: the
    /// query itself when written with the language's own letters or a common word of it spelled
    /// so (by its word-frequency list); a common word of it typed without its letters, as the
    /// list spells it (`kullanilir` folds like kullanılır, `kopegi` like köpeği); nil for
    /// anything else, most likely a misspelling of the source language.
    /// A headword of the source language typed as it is (`ice`, `ask`, `gun`) is that word, not
    /// a word of the target language typed without its letters (içe, aşk), unless the latter is
    /// `lettersLeftOutMargin` commoner (`gun`: gün, day, is written ten times as often as gun).
    func spellingInTarget(of query: String, needle: UnsafeBufferPointer<UInt8>, isWrittenInTarget: Bool, isSourceHeadword: Bool = false) -> String? {
        if isWrittenInTarget { return query }
        let targetZipf = targetFrequencies?.zipf(ofFoldedKey: needle) ?? 0
        guard let list = targetFrequencies, targetZipf >= weights.commonCorrectionZipf,
              let spelling = list.spelling(ofFoldedKey: needle) else { return nil }
        let sourceZipf = isSourceHeadword ? frequencies?.zipf(ofFoldedKey: needle) ?? 0 : 0
        if spelling.lowercased() == query.lowercased() || TurkishLemmatizer.lowercased(spelling) == TurkishLemmatizer.lowercased(query) { return query }
        let typedWithoutLetters = query.unicodeScalars.allSatisfy(\.isASCII) && !spelling.unicodeScalars.allSatisfy(\.isASCII)
        let sourceReadingWins = isSourceHeadword && targetZipf < sourceZipf + weights.lettersLeftOutMargin
        return typedWithoutLetters && !sourceReadingWins ? TurkishLemmatizer.lowercased(spelling) : nil
    }

    /// A folded word or phrase to look up among the translations, the note its rows get, and
    /// whether it is a guess at what the query stands for (a lemma, a correction) rather
    /// than the query itself.
    struct TranslationQuery {
        let key: [UInt8]
        let note: String
        let isGuess: Bool
        /// What the endings of `note`, an analysis, mean (`LemmaCandidate.glosses`).
        var glosses: [String?] = []
        /// A lemma of an inflected word of the target language: ranked with the translations.
        /// For a lemma of a word of the target language: how far behind the query's own
        /// translations its translations rank.
        var lemmaStep: Int? = nil
        /// The same for a lemma of a word of the target language typed without its letters,
        /// when no one-typo correction shows it was a misspelling of the source language.
        var lemmaStepUnlessCorrected: Int? = nil
        /// Whether its translations move up a headword the query's own key placed lower: for a
        /// lemma of a query that is no whole translation itself, likely no dictionary form (`git`
        /// reaches go as gitmek; `cami`, mosque, is no form of cam, glass).
        var outranksWeakerReadings = false
        /// The key's translations, when they are known already.
        var postings: [TranslationPosting]? = nil
        /// The query as typed, for the query's own key: a whole translation whose article
        /// only has a word folding like it (şu, that, for su, water) is a step further back.
        var spelledAs: String? = nil
        /// The query as typed in a to z, when it is a headword of the source language: only the
        /// articles that write it so are its translations.
        var spelledOnlyAs: String? = nil
        /// For such a query: its translations are English words inside the definitions (as and
        /// down write "house"), ranked after the words it starts.
        var waitsForPrefixes = false
    }

    /// The headwords whose definitions hold the keys: the query's own keys rank as
    /// translations (or translation words); guesses, the likelier first, are held back to
    /// rank after the one-typo corrections, and a word of a longer translation reached
    /// through a guess is noise.
    /// - Returns: whether a key that is no guess was found.
    @discardableResult
    func addTranslations(of keys: [TranslationQuery], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                         to found: inout Found) -> Bool {
        let index = dictionary.index
        let targetFrequencies = self.targetFrequencies
        var guessesFound = 0, foundAsTyped = false
        for query in keys {
            let all = query.postings ?? query.key.withUnsafeBufferPointer { dictionary.translations(ofKey: $0) }
            // A guess at a common word of the target language is a reading of the query in it.
            let isCommonGuess = query.isGuess && !all.isEmpty
                && query.key.withUnsafeBufferPointer { targetFrequencies?.zipf(ofFoldedKey: $0) ?? 0 } >= weights.commonCorrectionZipf
            defer { if query.isGuess && !all.isEmpty { guessesFound += 1 } }
            if !query.isGuess && !all.isEmpty { foundAsTyped = true }
            // A common word is in the definitions of a tenth of a big dictionary: its whole
            // translations are few and all ranked, the entries merely using it are not worth
            // ranking past a page, and every keystroke must stay within a few milliseconds.
            var words = 0
            let matches = all.filter { match in
                guard match.strength == Int(TranslationWords.word) else { return true }
                words += 1
                return words <= Self.mostTranslationWordMatches
            }
            let spellingApart = query.spelledAs.map { Self.articlesSpelling($0, among: matches, of: dictionary) } ?? []
            let spelledOnly = query.spelledOnlyAs.map { Self.articlesWriting($0, among: matches, of: dictionary) }
            for match in matches.prefix(Self.mostTranslationMatches) {
                // Only a word of longer translations, but four times or more: the article is about
                // it (duck says ördek in "ördek avı", "yaban ördeği", "ördek yavrusu"...), and it
                // ranks with the translations, as a later sense's whole translation would.
                let isWord = match.strength == Int(TranslationWords.word) && match.mentions < TranslationPosting.mostMentions
                if isWord && query.isGuess { continue }
                if let spelledOnly, !spelledOnly.contains(match.position) { continue }
                if IndexedDictionary.isSame(index.key(match.position), needle) { continue }
                var standing = translationStanding(of: match, in: dictionary)
                if !spellingApart.isEmpty, !isWord, !spellingApart.contains(match.position) { standing += weights.otherSpellingStep }
                // The likelier lemma a step ahead, no more: a whole translation of a later guess
                // comes before a lesser one of an earlier guess (bulunamıyor: find, through
                // bul+un, before exist, through bulun; counted in steps of a guess, it came fifth).
                let withLemmas = { (step: Int) in max(0, step + min(3, guessesFound) * 4 + standing) }
                if let step = query.lemmaStep {
                    found.claim(match.position, rank: .translation, tieBreak: withLemmas(step), note: query.note, in: index,
                                movingUp: query.outranksWeakerReadings, answering: query.key, glosses: query.glosses)
                } else if query.isGuess {
                    found.holdBack(match.position, rank: .translationOfLemma, tieBreak: withLemmas(0), note: query.note, isCommonGuess: isCommonGuess,
                                   uncorrected: query.lemmaStepUnlessCorrected.map { (.translation, withLemmas($0)) }, answering: query.key)
                } else {
                    found.claim(match.position, rank: isWord || query.waitsForPrefixes ? .translationWord : .translation, tieBreak: max(0, standing),
                                note: query.note, in: index, answering: query.key)
                }
            }
        }
        return foundAsTyped
    }

    /// For a query of several words that is no translation as a whole (not `isTranslation`:
    /// "abluka etmek"), the headwords whose definitions hold every one of its words
    /// ("denizden abluka etmek"); when
    /// none does, and `orOfOneWord` (nothing was found as the query is, or spaced otherwise),
    /// for a query of a phrase's length, those one of whose translations is the query's most
    /// telling word, the rarest in the language (or the one the fewest definitions have,
    /// without a word-frequency list): "timsahı" of "amerikan timsahı" finds alligator,
    /// "Amerika timsahı", and is its note.
    func addTranslationsHoldingEveryWord(of query: String, needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                                                 to found: inout Found, isTranslation: Bool, orOfOneWord: Bool) {
        // The words as folded, and as typed where folding kept them apart alike.
        let folded = needle.split(separator: 0x20, omittingEmptySubsequences: true)
        let typed = query.split(whereSeparator: \.isWhitespace)
        let kept = folded.indices.filter { folded[$0].count >= 2 }
        let words = kept.map { folded[$0] }
        guard words.count >= 2, !isTranslation, !isSourcePhrase(typed, in: dictionary) else { return }
        let postings = words.map { word in Array(word).withUnsafeBufferPointer { dictionary.translations(ofKey: $0) } }
        // Each word's headwords, in position order; the rarest word's are checked against the
        // others' by binary search, so a common word ("of") costs no more than a lookup.
        let lists = postings.map { $0.map(\.position) }.sorted { $0.count < $1.count }
        var matches = lists[0].prefix(Self.mostTranslationMatches).filter { position in
            lists.dropFirst().allSatisfy { list in
                var low = 0, high = list.count
                while low < high {
                    let middle = (low + high) / 2
                    if list[middle] < position { low = middle + 1 } else { high = middle }
                }
                return low < list.count && list[low] == position
            }
        }
        var note = query
        if matches.isEmpty {
            guard orOfOneWord, words.count <= TranslationWords.mostWordsInPhrase else { return }
            let translations = postings.map { $0.filter { $0.strength < Int(TranslationWords.word) } }
            let targetFrequencies = self.targetFrequencies
            func commonness(_ word: Int) -> (Double, Int) {
                let zipf = Array(words[word]).withUnsafeBufferPointer { targetFrequencies?.zipf(ofFoldedKey: $0) } ?? 0
                return (zipf, translations[word].count)
            }
            guard let telling = translations.indices.filter({ !translations[$0].isEmpty }).min(by: { commonness($0) < commonness($1) })
            else { return }
            matches = translations[telling].prefix(Self.mostTranslationMatches).map(\.position)
            note = typed.count == folded.count ? String(typed[kept[telling]]) : String(decoding: words[telling], as: UTF8.self)
        }
        let index = dictionary.index
        let frequencies = self.frequencies
        for position in matches where !IndexedDictionary.isSame(index.key(position), needle) {
            let rarity = min(39, max(0, Int(3 * (16 - Self.popularity(of: position, in: dictionary, frequencies: frequencies)))))
            found.claim(position, rank: .translationWord, tieBreak: rarity, note: note, in: index)
        }
    }

    /// Whether every word of a query of several is a word of the source language, a headword
    /// or a form of one, and none is written with the target language's own letters: `give
    /// up`, `ice cream`, `looked after` are English phrases in English → Turkish, and the
    /// Turkish words of the definitions that fold like their words (içe for ice) or hold them
    /// apart are no answer.
    func isSourcePhrase(_ words: [Substring], in dictionary: IndexedDictionary) -> Bool {
        words.allSatisfy { word in
            let word = String(word)
            guard !LanguageRules.isWrittenInTarget(word, source: sourceLanguage, target: targetLanguage) else { return false }
            if !dictionary.positions(withKeyOf: word).isEmpty { return true }
            return sourceLemmatizer?.candidates(for: word, lettersMayBeMissing: false)
                .contains { !dictionary.positions(withKeyOf: $0.lemma).isEmpty } ?? false
        }
    }

    /// The query written with a space less or one more, where the definitions write it so:
    /// Turkish spells many compounds both ways ("kuyruklu yıldız" and "kuyrukluyıldız",
    /// "hiçbir şey" and "hiç bir şey"), each a key of the index of translations.
    static func otherSpacings(of needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary) -> [[UInt8]] {
        func isTranslation(_ key: [UInt8]) -> Bool { key.withUnsafeBufferPointer { dictionary.translationCount(ofKey: $0) > 0 } }
        var spellings: [[UInt8]] = []
        let spaces = needle.indices.filter { needle[$0] == 0x20 }
        for space in spaces {
            let joined = Array(needle[..<space]) + Array(needle[(space + 1)...])
            if isTranslation(joined) { spellings.append(joined) }
        }
        var wordStart = 0
        for wordEnd in spaces + [needle.count] {
            defer { wordStart = wordEnd + 1 }
            let word = Array(needle[wordStart..<wordEnd])
            // Cut only between characters, into two words the definitions use (two lookups
            // rule out most cuts before a phrase is made).
            for cut in 2..<max(2, word.count - 1) where word[cut] & 0xC0 != 0x80 {
                let (left, right) = (Array(word[..<cut]), Array(word[cut...]))
                guard isTranslation(left), isTranslation(right) else { continue }
                let split = Array(needle[..<wordStart]) + left + [0x20] + right + Array(needle[wordEnd...])
                if isTranslation(split) { spellings.append(split) }
            }
        }
        return spellings
    }
}
