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
        let needle = Array(Folding.fold(query).utf8)
        let count = dictionary.headwords.count
        guard !needle.isEmpty else {
            // No query: the word list in alphabetical order, like turning the pages.
            let shown = (0..<min(limit, count)).map { hit(at: $0, kind: .prefix, in: dictionary) }
            return SearchResults(hits: shown, totalCount: count)
        }
        var ranking = RankedMatches()
        let needleMask = LetterMask.of(Folding.fold(query).unicodeScalars)
        let needleScalars = Array(String(decoding: needle, as: UTF8.self).unicodeScalars)
        dictionary.keyBytes.withUnsafeBufferPointer { keys in
            needle.withUnsafeBufferPointer { needle in
                for position in 0..<count {
                    if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return }
                    let key = UnsafeBufferPointer(rebasing: keys[dictionary.keyStarts[position]..<dictionary.keyStarts[position + 1]])
                    guard let kind = Self.match(needle, in: key) else { continue }
                    ranking.add(position, rank: kind.rawValue, length: dictionary.lengths[position])
                }
            }
        }
        if cancellation?.isCancelled == true { return .empty }
        if ranking.count < Self.fuzzyThreshold, needleScalars.count >= Self.fuzzyMinimumLength {
            for position in 0..<count {
                if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return .empty }
                // Two typos can take at most two of the query's letters away, and change
                // the length by at most two: most keys fail these before any real work.
                guard abs(Int(dictionary.scalarCounts[position]) - needleScalars.count) <= 2,
                      (needleMask & ~dictionary.letterMasks[position]).nonzeroBitCount <= 2 else { continue }
                let key = dictionary.key(at: position)
                let keyScalars = Array(String(decoding: key, as: UTF8.self).unicodeScalars)
                guard let distance = TypoDistance.within(2, needleScalars, keyScalars), distance > 0,
                      match(needle, in: key) == nil else { continue }
                ranking.add(position, rank: MatchKind.fuzzy.rawValue + distance - 1, length: dictionary.lengths[position])
            }
        }
        let hits = ranking.best(limit).map { hit(at: $0.position, kind: MatchKind(rawValue: min($0.rank, MatchKind.fuzzy.rawValue))!, in: dictionary) }
        return SearchResults(hits: hits, totalCount: ranking.count)
    }

    private func hit(at position: Int, kind: MatchKind, in dictionary: LoadedDictionary) -> SearchHit {
        let entries = dictionary.entries(atPosition: position)
        let summary = entries.first?.senses.first?.definition ?? ""
        return SearchHit(headword: dictionary.headwords[position], kind: kind, summary: summary, entryCount: entries.count)
    }

    /// The same test over raw buffers, for the scan over every key.
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

    func match(_ needle: [UInt8], in key: ArraySlice<UInt8>) -> MatchKind? {
        guard key.count >= needle.count else { return nil }
        if key.starts(with: needle) {
            return key.count == needle.count ? .exact : .prefix
        }
        let first = needle[0]
        var start = key.startIndex + 1
        let lastStart = key.endIndex - needle.count
        while start <= lastStart {
            if key[start] == first && key[start..<start + needle.count].elementsEqual(needle) {
                return .substring
            }
            start += 1
        }
        return nil
    }
}
