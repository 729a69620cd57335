import Glibc

/// Finds headwords for a query: exact matches first, then those starting with it, then
/// those containing it, then, when those are few, those within two typos of it; ties go to
/// the fewer typos, the shorter headword, then to alphabetical order.
public struct SearchEngine: Sendable {
    /// Typo-tolerant matches are looked for when fewer than this many headwords contain the query.
    public static let fuzzyThreshold = 20
    /// Queries shorter than this get no typo tolerance: two typos in "ab" match anything.
    public static let fuzzyMinimumLength = 3

    public init() {}

    /// How many keys are scanned between looks at the cancellation flag.
    static let cancellationStride = 4096

    public func search(_ query: String, in dictionary: LoadedDictionary, limit: Int, cancellation: Cancellation? = nil) -> SearchResults {
        let folded = Folding.fold(query)
        let needle = Array(folded.utf8)
        let count = dictionary.headwords.count
        guard !needle.isEmpty else {
            // No query: the word list in alphabetical order, like turning the pages.
            let shown = (0..<min(limit, count)).map { hit(at: $0, kind: .prefix, in: dictionary) }
            return SearchResults(hits: shown, totalCount: count)
        }
        let needleScalars = Array(folded.unicodeScalars)
        let needleMask = LetterMask.of(needleScalars)
        var ranking = RankedMatches()
        let finished: Bool = dictionary.keyBytes.withUnsafeBufferPointer { keys in
            needle.withUnsafeBufferPointer { needle in
                func key(_ position: Int) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: keys[dictionary.keyStarts[position]..<dictionary.keyStarts[position + 1]])
                }
                for position in 0..<count {
                    if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return false }
                    guard let kind = Self.match(needle, in: key(position)) else { continue }
                    ranking.add(position, rank: kind.rawValue, length: dictionary.lengths[position])
                }
                guard ranking.count < Self.fuzzyThreshold, needleScalars.count >= Self.fuzzyMinimumLength else { return true }
                for position in 0..<count {
                    if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return false }
                    // Two typos can take at most two of the query's letters away, and change
                    // the length by at most two: most keys fail these before any real work.
                    guard abs(Int(dictionary.scalarCounts[position]) - needleScalars.count) <= 2,
                          (needleMask & ~dictionary.letterMasks[position]).nonzeroBitCount <= 2 else { continue }
                    let keyScalars = Array(String(decoding: key(position), as: UTF8.self).unicodeScalars)
                    // Keys the first pass matched are ranked already.
                    guard let distance = TypoDistance.within(2, needleScalars, keyScalars), distance > 0,
                          Self.match(needle, in: key(position)) == nil else { continue }
                    ranking.add(position, rank: MatchKind.fuzzy.rawValue + distance - 1, length: dictionary.lengths[position])
                }
                return true
            }
        }
        guard finished else { return .empty }
        let hits = ranking.best(limit).map { hit(at: $0.position, kind: MatchKind(rawValue: min($0.rank, MatchKind.fuzzy.rawValue))!, in: dictionary) }
        return SearchResults(hits: hits, totalCount: ranking.count)
    }

    private func hit(at position: Int, kind: MatchKind, in dictionary: LoadedDictionary) -> SearchHit {
        let entries = dictionary.entries(atPosition: position)
        let summary = entries.first?.senses.first?.definition ?? ""
        return SearchHit(headword: dictionary.headwords[position], kind: kind, summary: summary, entryCount: entries.count)
    }

    /// How a folded key matches the folded query, if it does.
    static func match(_ needle: UnsafeBufferPointer<UInt8>, in key: UnsafeBufferPointer<UInt8>) -> MatchKind? {
        let n = needle.count
        guard key.count >= n else { return nil }
        if memcmp(key.baseAddress!, needle.baseAddress!, n) == 0 {
            return key.count == n ? .exact : .prefix
        }
        let first = needle[0]
        var start = 1
        while start <= key.count - n {
            if key[start] == first && memcmp(key.baseAddress! + start, needle.baseAddress!, n) == 0 { return .substring }
            start += 1
        }
        return nil
    }
}
