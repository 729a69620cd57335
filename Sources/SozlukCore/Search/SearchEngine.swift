import CStringSearch
import Glibc

/// Finds headwords for a query: exact matches first, then those starting with it, then
/// those containing it, then, when those are few, those within two typos of it; ties go to
/// the fewer typos, the shorter headword, then to alphabetical order.
///
/// Exact and prefix matches are one run of the index's sorted keys, found by binary search.
/// The other kinds need a scan of every key, so they are looked for only when the earlier
/// kinds leave the page of results short.
public struct SearchEngine: Sendable {
    /// Typo-tolerant matches are looked for when fewer than this many headwords contain the query.
    public static let fuzzyThreshold = 20
    /// Queries shorter than this get no typo tolerance: two typos in "ab" match anything.
    public static let fuzzyMinimumLength = 3
    /// How many keys are scanned between looks at the cancellation flag.
    static let cancellationStride = 16384

    public init() {}

    public func search(_ query: String, in dictionary: IndexedDictionary, limit: Int, scope: SearchScope = .all,
                       cancellation: Cancellation? = nil) -> SearchResults {
        let index = dictionary.index
        let folded = Folding.fold(query)
        let needle = Array(folded.utf8)
        guard !needle.isEmpty else {
            // Something typed that folds to nothing (combining marks alone, zero-width
            // spaces): it matches nothing, rather than everything.
            guard query.isEmpty else { return .empty }
            // No query: the word list in alphabetical order, like turning the pages.
            let places = (0..<min(limit, index.headwordCount)).map { (place: $0, rank: MatchKind.prefix.rawValue) }
            return SearchResults(hits: hits(places, in: dictionary), totalCount: index.headwordCount)
        }
        var ranking = RankedMatches()
        var results: [(place: Int, rank: Int)]?
        var runLength = 0
        var countIsComplete = true
        let finished = needle.withUnsafeBufferPointer { needle -> Bool in
            let run = dictionary.positions(withPrefix: needle)
            runLength = run.count
            if run.count >= limit || scope == .prefixes {
                // The page fills with prefix matches. Keys containing the query past their
                // start would rank below every row shown: they are not looked for, so the
                // count is a lower bound.
                results = Self.best(min(limit, run.count), of: run, needleLength: needle.count, in: index)
                countIsComplete = false
                return true
            }
            for position in run {
                let kind: MatchKind = index.key(position).count == needle.count ? .exact : .prefix
                ranking.add(place: index.alphabeticalPlace(position), rank: kind.rawValue, length: Int(index.lengths[position]))
            }
            guard addSubstrings(of: needle, outside: run, in: index, to: &ranking, cancellation: cancellation) else { return false }
            let scalars = folded.unicodeScalars.map(\.value)
            guard ranking.count < Self.fuzzyThreshold, scalars.count >= Self.fuzzyMinimumLength else { return true }
            return addTypos(of: scalars, needle: needle, in: index, to: &ranking, cancellation: cancellation)
        }
        guard finished else { return .empty }
        let best = results ?? ranking.best(limit).map { (place: $0.place, rank: min($0.rank, MatchKind.fuzzy.rawValue)) }
        let total = results == nil ? ranking.count : runLength
        return SearchResults(hits: hits(best, in: dictionary), totalCount: total, isCountComplete: countIsComplete)
    }

    /// The best `limit` of a long run of prefix matches, without ranking all of it: count the
    /// run's headwords by length, find the length at which the page fills, and sort only the
    /// headwords up to that length. A one-letter query's run is a tenth of the dictionary.
    static func best(_ limit: Int, of run: Range<Int>, needleLength: Int, in index: DictionaryIndex) -> [(place: Int, rank: Int)] {
        // Exact matches lead the run (a key sorts before the keys it is a prefix of).
        let exact = run.prefix { index.key($0).count == needleLength }
        var result = exact.map { (place: index.alphabeticalPlace($0), rank: MatchKind.exact.rawValue) }.sorted { $0.place < $1.place }
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
        result += candidates.prefix(wanted).map { (place: $0.place, rank: MatchKind.prefix.rawValue) }
        return result
    }

    /// Keys containing the needle past their first byte: one pass of memmem over all keys.
    private func addSubstrings(of needle: UnsafeBufferPointer<UInt8>, outside prefixRun: Range<Int>, in index: DictionaryIndex,
                               to ranking: inout RankedMatches, cancellation: Cancellation?) -> Bool {
        let keys = index.folded
        guard let base = keys.baseAddress, keys.count >= needle.count else { return true }
        var position = 0
        var offset = 0
        var checked = 0
        while offset < keys.count {
            guard let found = sozluk_memmem(base + offset, keys.count - offset, needle.baseAddress!, needle.count) else { break }
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            // The key holding that byte: keys are in order, so walk forward to it.
            while position + 1 < index.foldedStarts.count, Int(index.foldedStarts[position + 1]) <= at { position += 1 }
            guard position < index.headwordCount else { break }
            let keyEnd = Int(index.foldedStarts[position + 1])
            if at + needle.count <= keyEnd, at > Int(index.foldedStarts[position]), !prefixRun.contains(position) {
                ranking.add(place: index.alphabeticalPlace(position), rank: MatchKind.substring.rawValue, length: Int(index.lengths[position]))
                offset = keyEnd // one match per key is enough
            } else {
                offset = at + 1
            }
            checked += 1
            if checked % 1024 == 0, cancellation?.isCancelled == true { return false }
        }
        return true
    }

    /// Keys within two typos of the query that matched no other way; the keys are shared
    /// out over the cores.
    private func addTypos(of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in index: DictionaryIndex,
                          to ranking: inout RankedMatches, cancellation: Cancellation?) -> Bool {
        let mask = LetterMask.of(values: scalars)
        let count = scalars.count
        let found = Parallel.map(index.headwordCount) { range -> [(place: Int, rank: Int, length: Int)]? in
            let matcher = TypoMatcher(scalars, limit: 2)
            var found: [(place: Int, rank: Int, length: Int)] = []
            for position in range {
                if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return nil }
                // Two typos can take at most two of the query's letters away, and change the
                // length by at most two: most keys fail these before any real work.
                guard abs(Int(index.scalarCounts[position]) - count) <= 2,
                      (mask & ~index.letterMasks[position]).nonzeroBitCount <= 2 else { continue }
                let key = index.key(position)
                guard let distance = matcher.distance(toUTF8: key), distance > 0, Self.match(needle, in: key) == nil else { continue }
                found.append((index.alphabeticalPlace(position), MatchKind.fuzzy.rawValue + distance - 1, Int(index.lengths[position])))
            }
            return found
        }
        for piece in found {
            guard let piece else { return false }
            for match in piece { ranking.add(place: match.place, rank: match.rank, length: match.length) }
        }
        return true
    }

    private func hits(_ places: [(place: Int, rank: Int)], in dictionary: IndexedDictionary) -> [SearchHit] {
        let index = dictionary.index
        return places.compactMap { place, rank in
            guard let position = index.position(alphabeticalPlace: place) else { return nil }
            return SearchHit(headword: index.headword(position), kind: MatchKind(rawValue: rank)!, summary: index.summary(position),
                             entryCount: index.entries(position).count)
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
