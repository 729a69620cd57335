import CStringSearch
import Glibc

/// Finds headwords for a query, in stages (`SearchRank`): exact matches; headwords the query
/// is an inflected form of (lemmas); headwords one of whose translations is the query; those
/// starting with it; those with the query as a word of a translation; those containing it;
/// and, when those are few, those within one typo, those translated as a lemma of the query,
/// much longer headwords containing it, and those within two typos. Ties go to the closer (`TypoCloseness`, for typos; the stronger
/// translation), then the shorter headword, then alphabetical order.
///
/// Exact and prefix matches are one run of the index's sorted keys, found by binary search;
/// lemmas and translations are a few binary searches more. The other kinds need a scan of
/// every key, so they are looked for only when the earlier kinds leave the page short.
public struct SearchEngine: Sendable {
    /// At most this many entries merely using the query in a translation are ranked, and at
    /// most this many matches of one key in all.
    static let mostTranslationWordMatches = 500
    static let mostTranslationMatches = 5000
    /// How many keys are scanned between looks at the cancellation flag.
    static let cancellationStride = 16384

    /// Inflections of the dictionary's source language (lemmas) and of its target language
    /// (for translations typed inflected).
    /// Looked up when a query needs them, so the first page of a dictionary does not wait
    /// for its languages' lists to be read.
    private let rules: LanguageRules
    let sourceLanguage: String
    let targetLanguage: String
    var sourceLemmatizer: (any Lemmatizer)? { rules.lemmatizer(for: sourceLanguage) }
    var targetLemmatizer: (any Lemmatizer)? { rules.lemmatizer(for: targetLanguage) }
    /// How common the headwords are, when the source language's frequencies are known.
    var frequencies: WordFrequencies? { rules.frequencies(for: sourceLanguage) }
    /// How common the words of the translations are, likewise.
    var targetFrequencies: WordFrequencies? { rules.frequencies(for: targetLanguage) }
    /// Whether typos that sound like the query rank first (English spelling only).
    var soundsLikeEnglish: Bool { LanguageRules.baseLanguage(sourceLanguage) == "en" }
    /// Dictionaries the other way round (Turkish → English beside English → Turkish), whose
    /// articles on a word of the target language say outright what it translates
    /// (`addCompanionTranslations`).
    let companions: [IndexedDictionary]
    /// The numbers it ranks by.
    let weights: RankingWeights

    /// The engine for a dictionary, with its languages' rules and the dictionaries installed
    /// from its target language into its source language.
    public init(for info: DictionaryInfo, languages: LanguageRules, companions: [IndexedDictionary] = [], weights: RankingWeights = .standard) {
        self.init(source: info.sourceLanguage, target: info.targetLanguage, languages: languages, companions: companions, weights: weights)
    }

    /// - Parameters: source and target: language codes, as in a dictionary's description.
    public init(source: String = "", target: String = "", languages: LanguageRules = .none, companions: [IndexedDictionary] = [],
                weights: RankingWeights = .standard) {
        rules = languages
        sourceLanguage = source
        targetLanguage = target
        self.companions = companions
        self.weights = weights
    }

    /// The rows `offset..<offset + limit` of the ranking for `query` (the browser asks for the
    /// page it shows, however far down a long list; a script, for the first `limit`).
    public func search(_ query: String, in dictionary: IndexedDictionary, limit: Int, offset: Int = 0, scope: SearchScope = .all,
                       cancellation: Cancellation? = nil) -> SearchResults {
        let offset = max(0, min(offset, Int.max / 2)), limit = max(0, min(limit, Int.max / 2))
        var results = rank(query, in: dictionary, upTo: offset + limit, from: offset, scope: scope, cancellation: cancellation)
        results.firstRow = offset
        return results
    }

    /// The longest query read as a word (taken apart, corrected, sounded out): longer, it is
    /// a paste or a sentence, and those stages' work grows with its length (the sound-alike
    /// variants of 4,000 letters took 1.4 GB); it is looked up as it is, exactly and as a prefix.
    static let longestReadQuery = 64

    private func rank(_ query: String, in dictionary: IndexedDictionary, upTo limit: Int, from offset: Int, scope: SearchScope,
                      cancellation: Cancellation?) -> SearchResults {
        let query = TypedQuery.isNormalized(query) ? query : TypedQuery.normalized(query)
        let scope = query.unicodeScalars.count > Self.longestReadQuery ? .prefixes : scope
        let index = dictionary.index
        let folded = Folding.fold(query)
        let needle = Array(folded.utf8)
        guard !needle.isEmpty else {
            // Something typed that folds to nothing (combining marks alone, zero-width
            // spaces): it matches nothing, rather than everything.
            guard query.isEmpty else { return .empty }
            // No query: the word list in alphabetical order, like turning the pages.
            let places = (min(offset, index.headwordCount)..<min(limit, index.headwordCount)).map { (place: $0, rank: SearchRank.prefix.rawValue, tieBreak: 0) }
            return SearchResults(hits: hits(places, found: Found(), in: dictionary), totalCount: index.headwordCount)
        }
        var found = Found()
        var countIsComplete = true
        // A query written with the target language's own letters (`dün`, `aç` in English →
        // Turkish) is a word of that language: a headword that only folds like it (dun, ac)
        // is no exact match, and comes after the entries the query translates.
        let readsMeanings = scope == .all || scope == .meanings
        let writtenInTarget = readsMeanings && LanguageRules.isWrittenInTarget(query, source: sourceLanguage, target: targetLanguage)
        let typed = writtenInTarget ? TurkishLemmatizer.lowercased(query) : ""
        // Likewise a headword folding like a query typed with its letters, but spelled otherwise
        // (satir, satyr, for satır): no exact match.
        let letters = TypedLetters(query)
        // A word of a text (`.meanings`) is spelled as written: Suyu is no şüyu. In lower case
        // by the text's language: It is it in English, Işık ışık in Turkish.
        let lowercased = { (text: String) in LanguageRules.lowercased(text, language: sourceLanguage) }
        let asWritten = scope == .meanings ? lowercased(query) : nil
        let spelledAsTyped = { (position: Int) in
            letters.allowsSpelling(index.headword(position)) && (!writtenInTarget || TurkishLemmatizer.lowercased(index.headword(position)) == typed)
                && (asWritten.map { lowercased(index.headword(position)) == $0 } ?? true)
        }
        // A word of a text spelled as headwords of this dictionary is answered by them: exact
        // rows outrank all the meaning stages find, so when they are all the rows asked for
        // the word is not taken apart, split or looked for among the translations (most words
        // of a text, each in every dictionary of its direction).
        let answeredAsWritten = scope == .meanings && dictionary.positions(withKey: needle).filter(spelledAsTyped).count >= limit
        let finished = needle.withUnsafeBufferPointer { needle -> Bool in
            // Lemmas and translations first, so they claim their headwords before the prefix
            // run could; not in the first stage, whose prefix rows must come at once (taking
            // a Turkish word apart costs more than the whole prefix search).
            if readsMeanings && !answeredAsWritten {
                // Taking the word apart costs more than the rest of both stages: once for both.
                // A word of a text is as its writer wrote it: no Turkish letters left out.
                let lemmas = sourceLemmatizer?.candidates(for: query, lettersMayBeMissing: scope != .meanings) ?? []
                addLemmas(lemmas, of: query, needle: needle, in: dictionary, to: &found)
                addWrittenApart(of: query, lemmas: lemmas, in: dictionary, to: &found)
                addPhrases(of: query, in: dictionary, to: &found)
                // A word of a text written with a letter only its own language writes (ı, ğ, ş
                // in Turkish → English) is no word of the other: not looked for among the
                // translations (a Turkish text's words are mostly so; French François is not).
                if scope != .meanings || !LanguageRules.hasLettersOnlyItWrites(query, language: sourceLanguage) {
                    addTranslations(of: query, needle: needle, in: dictionary, to: &found, isWrittenInTarget: writtenInTarget)
                }
            }
            let run = dictionary.positions(withPrefix: needle)
            if scope == .meanings {
                // The headwords that are the query come first in its run of keys.
                for position in run.prefix(while: { index.key($0).count == needle.count }) where !found.claimed.contains(position) && spelledAsTyped(position) {
                    found.ranking.add(place: index.alphabeticalPlace(position), rank: SearchRank.exact.rawValue, length: Int(index.lengths[position]))
                }
                found.placeHeldBack(placedOtherwise: { Self.match(needle, in: index.key($0)) != nil }, in: index, noCorrectionFound: true)
                return true
            }
            if run.count >= max(limit, weights.longPrefixRun) || scope == .prefixes {
                // The page fills with prefix matches. Keys containing the query past their
                // start would rank below every row shown: they are not looked for, so the
                // count is a lower bound.
                for match in Self.best(min(limit + found.claimed.count, run.count), of: run, needleLength: needle.count, in: index) {
                    guard let position = index.position(alphabeticalPlace: match.place), !found.claimed.contains(position) else { continue }
                    let rank = match.rank == SearchRank.exact.rawValue && !spelledAsTyped(position) ? SearchRank.prefix.rawValue : match.rank
                    found.ranking.add(place: match.place, rank: rank, length: Int(index.lengths[position]))
                }
                found.extraCount = run.count - min(limit + found.claimed.count, run.count)
                found.placeHeldBack(placedOtherwise: { run.contains($0) }, in: index)
                countIsComplete = false
                return true
            }
            let needleScalars = folded.unicodeScalars.count
            // A query that is no word of the dictionary (no headword, no inflected form, no
            // translation) and starts none is most likely misspelt: the words containing it
            // further in are then no better guesses than its corrections. One letter longer,
            // they are corrections (`otion`: lotion, motion, option), ranked with them by how
            // common; longer, they come after them. Words it starts stay first: the user may be
            // typing one of them.
            let isMisspelt = scope == .all && needleScalars >= weights.misspeltMinimumLength
                && found.ranking.count(before: SearchRank.prefix.rawValue) == 0 && run.isEmpty
            let frequencies = isMisspelt ? self.frequencies : nil
            let addContaining = { (position: Int, rank: SearchRank, found: inout Found) in
                let (rank, slot) = isMisspelt ? misspeltRank(of: position, needleScalars: needleScalars, in: dictionary, frequencies: frequencies)
                                              : (rank, Int(index.lengths[position]))
                found.ranking.add(place: index.alphabeticalPlace(position), rank: rank.rawValue, length: slot)
            }
            for position in run where !found.claimed.contains(position) {
                let rank: SearchRank = index.key(position).count == needle.count && spelledAsTyped(position) ? .exact : .prefix
                found.ranking.add(place: index.alphabeticalPlace(position), rank: rank.rawValue, length: Int(index.lengths[position]))
            }
            // A word containing the query only as folded is no match for letters typed as they are
            // (ışık is not in bisiklet).
            guard addSubstrings(of: needle, outside: run, in: index, to: &found, cancellation: cancellation, add: { position, rank, found in
                if letters.allowsContaining(index.headword(position)) { addContaining(position, rank, &found) }
            }) else { return false }
            let scalars = folded.unicodeScalars.map(\.value)
            // A query that is no word but starts one (`sorce`: sorcerer) may be
            // typed on, or misspelt: a correction far more common than all of them (source) is
            // the likelier meaning and comes first.
            let startsWordsOnly = scope == .all && needleScalars >= weights.misspeltMinimumLength && !run.isEmpty
                && found.ranking.count(before: SearchRank.likelyCorrection.rawValue) == 0
            // Matches that rank below one-typo corrections do not make the corrections needless;
            // enough matches before them do, but for a correction far more common than the words
            // the query starts (`ture`: true, before tureen and the many words holding "ture").
            let needsCorrections = found.ranking.count(before: SearchRank.oneTypo.rawValue) < weights.fuzzyThreshold
            // Translations of a guessed lemma rank after one-typo corrections: placed once the
            // corrections have been found, a headword that is both ranks as a correction.
            let placeHeldBack = { (found: inout Found, noCorrectionFound: Bool) in
                found.placeHeldBack(placedOtherwise: { Self.match(needle, in: index.key($0)) != nil }, in: index, noCorrectionFound: noCorrectionFound)
            }
            guard needsCorrections || startsWordsOnly, scalars.count >= weights.fuzzyMinimumLength else {
                placeHeldBack(&found, true)
                return true
            }
            let popularEnough = startsWordsOnly ? Self.mostPopular(of: run, in: dictionary, frequencies: self.frequencies) + weights.likelyCorrectionMargin
                                                : .infinity
            guard addTypos(of: scalars, needle: needle, in: dictionary, to: &found, cancellation: cancellation,
                           allowing: needsCorrections ? nil : 1, promotingFrom: popularEnough, letters: letters) else { return false }
            // No word of the source language, no translation, no form of one: perhaps a form of
            // one misspelt, or a word of the target language misspelt.
            if scope == .all, needleScalars >= weights.misspeltMinimumLength, found.ranking.count(before: SearchRank.prefix.rawValue) == 0 {
                addLemmasOfCorrections(of: scalars, letters: letters, in: dictionary, to: &found)
                if found.heldBackPositions.isEmpty, dictionary.translationCount(ofKey: needle) == 0 {
                    addTranslationsOfCorrections(of: scalars, needle: needle, in: dictionary, to: &found,
                                                 withLettersBeyondAToZ: !query.unicodeScalars.allSatisfy(\.isASCII))
                }
            }
            found.placeSoundingAlike()
            placeHeldBack(&found, found.oneTypoCorrections == 0)
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
            if scope == .all && found.ranking.count == 0 && query.unicodeScalars.allSatisfy(\.isASCII) {
                addTranslations(of: query, needle: needle, in: dictionary, to: &found, lettersMayBeMissing: true)
                found.placeHeldBack(placedOtherwise: { _ in false }, in: index)
            }
            // Last, words sounding like it; not for a query that is a word, a form of one or a
            // translation: that is not spelt by ear.
            if scope == .all && found.ranking.count(before: SearchRank.likelyCorrection.rawValue) == 0 {
                addSoundAlikes(of: scalars, needle: needle, in: dictionary, to: &found)
            }
            // Still nothing for a phrase: its words.
            if scope == .all && found.ranking.count == 0 {
                addWordsOfPhrase(query, in: dictionary, to: &found)
            }
            return true
        }
        guard finished else { return .empty }
        let withSlack = min(limit, Int.max - Self.spellingCopiesSlack) + Self.spellingCopiesSlack
        // Rows before the page are ranked, never read: only the page's articles are opened.
        let ranked = hits(Array(found.ranking.best(withSlack).dropFirst(offset)), found: found, in: dictionary)
        let (page, copies) = Self.withoutSpellingCopies(ranked, limit: limit - offset)
        return SearchResults(hits: page, totalCount: found.ranking.count + found.extraCount - copies, isCountComplete: countIsComplete)
    }

    /// The best `limit` of a long run of prefix matches, without ranking all of it: count the
    /// run's headwords by length, find the length at which the page fills, and sort only the
    /// headwords up to that length. A one-letter query's run is a tenth of the dictionary.
    static func best(_ limit: Int, of run: Range<Int>, needleLength: Int, in index: DictionaryIndex) -> [(place: Int, rank: Int)] {
        // Exact matches lead the run (a key sorts before the keys it is a prefix of).
        let exact = run.prefix { index.key($0).count == needleLength }
        var result = exact.map { (place: index.alphabeticalPlace($0), rank: SearchRank.exact.rawValue) }.sorted { $0.place < $1.place }
        let rest = exact.upperBound..<run.upperBound
        let wanted = limit - result.count
        guard wanted > 0 else { return Array(result.prefix(limit)) }
        var counts = [Int](repeating: 0, count: 256)
        for position in rest { counts[min(Int(index.lengths[position]), 255)] += 1 }
        var threshold = 0, total = 0
        while threshold < 255, total + counts[threshold] < wanted {
            total += counts[threshold]
            threshold += 1
        }
        var candidates: [(length: Int, place: Int)] = []
        candidates.reserveCapacity(total + counts[threshold])
        for position in rest where min(Int(index.lengths[position]), 255) <= threshold {
            candidates.append((Int(index.lengths[position]), index.alphabeticalPlace(position)))
        }
        candidates.sort { ($0.length, $0.place) < ($1.length, $1.place) }
        result += candidates.prefix(wanted).map { (place: $0.place, rank: SearchRank.prefix.rawValue) }
        return result
    }

    static func mostPopular(of run: Range<Int>, in dictionary: IndexedDictionary, frequencies: WordFrequencies?) -> Double {
        run.map { popularity(of: $0, in: dictionary, frequencies: frequencies) }.max() ?? 0
    }

    /// Where a key containing a misspelt query ranks: with the one-typo corrections when it
    /// is one letter longer (its first letter left out: `otion`, motion), else after them.
    /// Among the corrections, a little before the slightest slips of as common a word
    /// (`correctionSlot` less one): weighed as a slip on the first letter, or as the slightest
    /// slip, they lost three and one of the tuning pairs' first three.
    func misspeltRank(of position: Int, needleScalars: Int, in dictionary: IndexedDictionary,
                      frequencies: WordFrequencies?) -> (SearchRank, Int) {
        let index = dictionary.index
        guard Int(index.scalarCounts[position]) == needleScalars + 1 else { return (.distantSubstring, Int(index.lengths[position])) }
        let popularity = Self.popularity(of: position, in: dictionary, frequencies: frequencies)
        return (.oneTypo, correctionSlot(closeness: 1, keepsFirstLetter: true, popularity: popularity) - 1)
    }

    /// Keys containing the needle past their first byte: one pass of memmem over all keys.
    private func addSubstrings(of needle: UnsafeBufferPointer<UInt8>, outside prefixRun: Range<Int>, in index: DictionaryIndex,
                               to found: inout Found, cancellation: Cancellation?,
                               add: (Int, SearchRank, inout Found) -> Void) -> Bool {
        let needleScalars = needle.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        let keys = index.folded
        guard let base = keys.baseAddress, keys.count >= needle.count else { return true }
        var position = 0
        var offset = 0
        var checked = 0
        while offset < keys.count {
            guard let hit = sozluk_memmem(base + offset, keys.count - offset, needle.baseAddress!, needle.count) else { break }
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            // The key holding that byte: keys are in order, so walk forward to it.
            while position + 1 < index.foldedStarts.count, Int(index.foldedStarts[position + 1]) <= at { position += 1 }
            guard position < index.headwordCount else { break }
            let keyEnd = Int(index.foldedStarts[position + 1])
            if at + needle.count <= keyEnd, at > Int(index.foldedStarts[position]), !prefixRun.contains(position), !found.claimed.contains(position) {
                let distant = Int(index.scalarCounts[position]) >= weights.distantLengthFactor * needleScalars
                add(position, distant ? .distantSubstring : .substring, &found)
                offset = keyEnd // one match per key is enough
            } else {
                offset = at + 1
            }
            checked += 1
            if checked % 1024 == 0, cancellation?.isCancelled == true { return false }
        }
        return true
    }

    /// The rows, each with the part of its article that answers the query: read from the
    /// article for the rows found through a translation, and for those only.
    private func hits(_ places: [(place: Int, rank: Int, tieBreak: Int)], found: Found, in dictionary: IndexedDictionary) -> [SearchHit] {
        let index = dictionary.index
        return places.compactMap { place, rank, tieBreak in
            guard let position = index.position(alphabeticalPlace: place), let rank = SearchRank(rawValue: rank) else { return nil }
            var summary = found.summaries[place], sense = found.answeringSenses[place]
            if summary == nil, rank.kind == .translation, let key = found.answerKeys[place],
               let answer = dictionary.sense(answering: key, atPosition: position) {
                (summary, sense) = (answer.definition, answer.location)
            }
            var hit = SearchHit(headword: index.headword(position), kind: rank.kind, summary: summary ?? index.summary(position),
                                entryCount: index.entries(position).count, explanation: found.notes[place], translatedBy: found.translatedBy[place],
                                answeringSense: sense, order: SearchOrder(rank: rank.rawValue, tieBreak: tieBreak))
            hit.glosses = found.glosses[place] ?? []
            return hit
        }
    }

    /// How a folded key matches the folded query, if it does.
    static func match(_ needle: UnsafeBufferPointer<UInt8>, in key: UnsafeBufferPointer<UInt8>) -> MatchKind? {
        let n = needle.count
        guard key.count >= n, n > 0 else { return nil }
        if memcmp(key.baseAddress!, needle.baseAddress!, n) == 0 {
            return key.count == n ? .exact : .prefix
        }
        return sozluk_memmem(key.baseAddress!, key.count, needle.baseAddress!, n) != nil ? .substring : nil
    }
}
