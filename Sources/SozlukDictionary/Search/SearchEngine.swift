import CStringSearch
import Glibc
import SozlukBase

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
        pass(query, in: dictionary, limit: limit, offset: offset, scope: scope, cancellation: cancellation).rankedRows()
    }

    /// The search of `query` in two steps: its first rows at once, then its whole ranking.
    public func pass(_ query: String, in dictionary: IndexedDictionary, limit: Int, offset: Int = 0, scope: SearchScope = .all,
                     cancellation: Cancellation? = nil) -> SearchPass {
        SearchPass(engine: self, query: query, in: dictionary, limit: limit, offset: offset, scope: scope, cancellation: cancellation)
    }

    /// The longest query read as a word (taken apart, corrected, sounded out): longer, it is
    /// a paste or a sentence, and those stages' work grows with its length (the sound-alike
    /// variants of 4,000 letters took 1.4 GB); it is looked up as it is, exactly and as a prefix.
    static let longestReadQuery = 64

    /// The pass's rows, ranked by the stages `scope` runs (`.prefixes`: its first rows).
    func rank(_ pass: SearchPass, scope: SearchScope) -> SearchResults {
        let (query, dictionary) = (pass.query, pass.dictionary)
        let (offset, limit) = (pass.offset, pass.offset + pass.limit)
        let index = dictionary.index
        guard !pass.needle.isEmpty else {
            // Something typed that folds to nothing (combining marks alone, zero-width
            // spaces): it matches nothing, rather than everything.
            guard query.isEmpty else { return .empty }
            // No query: the word list in alphabetical order, like turning the pages.
            let places = (min(offset, index.headwordCount)..<min(limit, index.headwordCount)).map { (place: $0, rank: SearchRank.prefix.rawValue, tieBreak: 0) }
            return SearchResults(hits: hits(places, found: Found(), in: dictionary), totalCount: index.headwordCount)
        }
        var found = Found(headwords: index.headwordCount)
        let finished = withStageInput(of: pass, scope: scope) { input in runStages(Self.stages(for: scope), on: input, into: &found) }
        guard finished else { return .empty }
        let withSlack = min(limit, Int.max - Self.spellingCopiesSlack) + Self.spellingCopiesSlack
        // Rows before the page are ranked, never read: only the page's articles are opened.
        let read = found.ranking.best(withSlack)
        let rows = hits(Array(read.dropFirst(offset)), found: found, in: dictionary)
        let (page, copies) = Self.withoutSpellingCopies(rows, limit: limit - offset)
        var results = SearchResults(hits: page, totalCount: found.ranking.count + found.extraCount - copies, isCountComplete: found.isCountComplete)
        // A translation row past those read may be a spelling copy of an earlier one, which
        // leaves the count once read (house: unbeknown, as unbeknownst): the count of a short
        // page is then about so many, not exactly (`search --json`'s totalIsComplete).
        if results.isCountComplete, Self.translationCount(in: found.ranking) > read.count(where: { SearchRank(rawValue: $0.rank)?.kind == .translation }) {
            results.isCountComplete = false
            results.isCountEstimate = true
        }
        return results
    }

    /// The rows ranked as translations, which alone may be spelling copies.
    private static func translationCount(in ranking: RankedMatches) -> Int {
        SearchRank.allCases.filter { $0.kind == .translation }.reduce(0) { $0 + ranking.count(of: $1) }
    }

    /// What the stages of `pass` read, ranked by the stages of `scope`.
    func withStageInput<T>(of pass: SearchPass, scope: SearchScope, _ body: (StageInput) -> T) -> T {
        let query = RankedQuery(text: pass.query, folded: pass.folded, scope: scope, limit: pass.offset + pass.limit,
                                sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, index: pass.dictionary.index)
        // A word of a text: the headwords it is as written.
        let asWritten = scope == .meanings ? pass.dictionary.positions(withKey: pass.needle).filter(query.spelledAsTyped) : []
        return pass.needle.withUnsafeBufferPointer { needle in
            body(StageInput(engine: self, query: query, needle: needle, run: pass.run, asWritten: asWritten, dictionary: pass.dictionary,
                            cancellation: pass.cancellation))
        }
    }

    /// Runs the stages that are to run, in order, until one makes the page; false when
    /// cancelled.
    func runStages(_ stages: [any SearchStage], on input: StageInput, into found: inout Found) -> Bool {
        for stage in stages where stage.runs(on: input, after: found) {
            switch stage.place(on: input, into: &found) {
            case .goOn: continue
            case .pageIsMade: return true
            case .cancelled: return false
            }
        }
        return true
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
    func addSubstrings(of needle: UnsafeBufferPointer<UInt8>, outside prefixRun: Range<Int>, in index: DictionaryIndex,
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
            if at + needle.count <= keyEnd, at > Int(index.foldedStarts[position]), !prefixRun.contains(position), !found.isPlaced(position) {
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
