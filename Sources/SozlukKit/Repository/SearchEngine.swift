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

    public func search(_ query: String, in dictionary: IndexedDictionary, limit: Int, cancellation: Cancellation? = nil) -> SearchResults {
        let index = dictionary.index
        let folded = Folding.fold(query)
        let needle = Array(folded.utf8)
        guard !needle.isEmpty else {
            // No query: the word list in alphabetical order, like turning the pages.
            let places = (0..<min(limit, index.headwordCount)).map { (place: $0, rank: MatchKind.prefix.rawValue) }
            return SearchResults(hits: hits(places, in: dictionary), totalCount: index.headwordCount)
        }
        var ranking = RankedMatches()
        var countIsComplete = true
        let finished = needle.withUnsafeBufferPointer { needle -> Bool in
            let run = dictionary.positions(withPrefix: needle)
            for position in run {
                let kind: MatchKind = index.key(position).count == needle.count ? .exact : .prefix
                ranking.add(place: index.alphabeticalPlace(position), rank: kind.rawValue, length: Int(index.lengths[position]))
            }
            guard ranking.count < limit else {
                // Keys containing the query past their start would rank below every row
                // shown: they are not looked for, so the count is a lower bound.
                countIsComplete = false
                return true
            }
            guard addSubstrings(of: needle, outside: run, in: index, to: &ranking, cancellation: cancellation) else { return false }
            let scalars = folded.unicodeScalars.map(\.value)
            guard ranking.count < Self.fuzzyThreshold, scalars.count >= Self.fuzzyMinimumLength else { return true }
            return addTypos(of: scalars, needle: needle, in: index, to: &ranking, cancellation: cancellation)
        }
        guard finished else { return .empty }
        let best = ranking.best(limit).map { (place: $0.place, rank: min($0.rank, MatchKind.fuzzy.rawValue)) }
        return SearchResults(hits: hits(best, in: dictionary), totalCount: ranking.count, isCountComplete: countIsComplete)
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

    /// Keys within two typos of the query that matched no other way.
    private func addTypos(of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in index: DictionaryIndex,
                          to ranking: inout RankedMatches, cancellation: Cancellation?) -> Bool {
        var matcher = TypoMatcher(scalars, limit: 2)
        let mask = scalars.reduce(UInt64(0)) { $0 | (1 << ($1 % 64)) }
        let count = scalars.count
        for position in 0..<index.headwordCount {
            if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return false }
            // Two typos can take at most two of the query's letters away, and change the
            // length by at most two: most keys fail these before any real work.
            guard abs(Int(index.scalarCounts[position]) - count) <= 2,
                  (mask & ~index.letterMasks[position]).nonzeroBitCount <= 2 else { continue }
            let key = index.key(position)
            guard let distance = matcher.distance(toUTF8: key), distance > 0, Self.match(needle, in: key) == nil else { continue }
            ranking.add(place: index.alphabeticalPlace(position), rank: MatchKind.fuzzy.rawValue + distance - 1, length: Int(index.lengths[position]))
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
