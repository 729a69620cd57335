/// Finds headwords for a query: exact matches first, then those starting with it, then
/// those containing it, then, when those are few, those within two typos of it; ties go to
/// the fewer typos, the shorter headword, then to alphabetical order.
public struct SearchEngine: Sendable {
    /// Typo-tolerant matches are looked for when fewer than this many headwords contain the query.
    public static let fuzzyThreshold = 20
    /// Queries shorter than this get no typo tolerance: two typos in "ab" match anything.
    public static let fuzzyMinimumLength = 3

    public init() {}

    public func search(_ query: String, in dictionary: LoadedDictionary, limit: Int) -> SearchResults {
        let needle = Array(Folding.fold(query).utf8)
        let count = dictionary.headwords.count
        guard !needle.isEmpty else {
            // No query: the word list in alphabetical order, like turning the pages.
            let shown = (0..<min(limit, count)).map { hit(at: $0, kind: .prefix, in: dictionary) }
            return SearchResults(hits: shown, totalCount: count)
        }
        var matches: [(kind: MatchKind, distance: Int, length: Int, position: Int)] = []
        for position in 0..<count {
            let key = dictionary.key(at: position)
            guard let kind = match(needle, in: key) else { continue }
            matches.append((kind, 0, dictionary.lengths[position], position))
        }
        let needleScalars = Array(String(decoding: needle, as: UTF8.self).unicodeScalars)
        if matches.count < Self.fuzzyThreshold, needleScalars.count >= Self.fuzzyMinimumLength {
            for position in 0..<count {
                let key = dictionary.key(at: position)
                // Cheap length filter on bytes before decoding (a scalar is at most 4 bytes).
                guard abs(key.count - needle.count) <= 8 else { continue }
                let keyScalars = Array(String(decoding: key, as: UTF8.self).unicodeScalars)
                guard let distance = TypoDistance.within(2, needleScalars, keyScalars), distance > 0,
                      match(needle, in: key) == nil else { continue }
                matches.append((.fuzzy, distance, dictionary.lengths[position], position))
            }
        }
        matches.sort { a, b in
            if a.kind != b.kind { return a.kind < b.kind }
            if a.distance != b.distance { return a.distance < b.distance }
            if a.length != b.length { return a.length < b.length }
            return a.position < b.position
        }
        let hits = matches.prefix(limit).map { hit(at: $0.position, kind: $0.kind, in: dictionary) }
        return SearchResults(hits: hits, totalCount: matches.count)
    }

    private func hit(at position: Int, kind: MatchKind, in dictionary: LoadedDictionary) -> SearchHit {
        let entries = dictionary.entries(atPosition: position)
        let summary = entries.first?.senses.first?.definition ?? ""
        return SearchHit(headword: dictionary.headwords[position], kind: kind, summary: summary, entryCount: entries.count)
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
