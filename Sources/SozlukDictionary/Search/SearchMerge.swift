import SozlukBase

/// Ranks the rows of a language pair's sources together: by their place in their own
/// dictionary's ranking (`SearchOrder`: the stage, then the tie-break), alphabetically
/// between equals; a headword several sources have is one row, at the best place any gives it,
/// naming them all.
struct SearchMerge {
    let sources: [DictionaryInfo]
    /// The pair's source language's alphabetical order.
    let collation: Collation
    /// Each source's rows from the first, as far as the page asked for.
    let pages: [SearchResults]
    /// How many entries a source has for a headword, to open its page at the right one.
    let entryCount: (String, String) -> Int

    func results(rows: Range<Int>) -> SearchResults {
        var merged: [SearchHit] = []
        var rowOf: [String: Int] = [:]
        for candidate in ordered() {
            var hit = candidate.hit
            let key = hit.headword
            let source = sources[candidate.source]
            if let row = rowOf[key] {
                merged[row].sources.append(source.id)
                merged[row].entryCount += hit.entryCount
                continue
            }
            hit.sources = [source.id]
            // The page shows the sources' articles one after another: this one's come after
            // those of the sources before it (counted from their pages where these have it);
            // only for the rows asked for (read --gloss asks for one of every word's).
            if var sense = hit.answeringSense, candidate.source > 0, merged.count < rows.upperBound {
                sense.entry += (0..<candidate.source).reduce(0) { total, earlier in
                    total + (pages[earlier].hits.first { $0.headword == hit.headword }?.entryCount ?? entryCount(hit.headword, sources[earlier].id))
                }
                hit.answeringSense = sense
            }
            rowOf[key] = merged.count
            merged.append(hit)
        }
        let duplicates = pages.reduce(0) { $0 + $1.hits.count } - merged.count
        // Every source's whole ranking read: the count is exact. Every source's count exact (or
        // about so many) but not all its rows read: the headwords two sources share past the pages are not known,
        // and the count is about (at most) their sum less the shared ones seen. A source's count
        // itself at least so many (a long run of prefix matches): the pair's is at least the
        // biggest of them.
        let sourcesAreExact = pages.allSatisfy { $0.isCountComplete || $0.isCountEstimate }
        let isWhole = pages.allSatisfy { $0.isCountComplete && $0.hits.count >= $0.totalCount }
        let total = isWhole ? merged.count
            : sourcesAreExact ? max(merged.count, pages.reduce(0) { $0 + $1.totalCount } - duplicates)
            : max(merged.count, pages.map(\.totalCount).max() ?? 0)
        var results = SearchResults(hits: Array(merged.dropFirst(rows.lowerBound).prefix(rows.count)), totalCount: total, isCountComplete: isWhole)
        results.firstRow = rows.lowerBound
        results.isCountEstimate = !isWhole && sourcesAreExact
        // The sources' first rows merged are the pair's first rows.
        results.isWholeRanking = pages.allSatisfy(\.isWholeRanking)
        return results
    }

    /// Every source's rows in one order: its place in its ranking, then alphabetical order
    /// in the pair's source language (as each dictionary orders its equals), then the order of
    /// the sources. Each source's rows are in that order already: they are merged, comparing
    /// only the rows at the head of each list, not sorted (a keystroke's first rows come from
    /// two lists of a page each), and each row's alphabetical key is made once, when needed.
    private func ordered() -> [(hit: SearchHit, source: Int)] {
        var next = [Int](repeating: 0, count: pages.count)
        var keys = [[UInt32]?](repeating: nil, count: pages.count)
        var result: [(hit: SearchHit, source: Int)] = []
        result.reserveCapacity(pages.reduce(0) { $0 + $1.hits.count })
        // A secondary source's rows after the others' of the same place.
        func order(_ source: Int) -> (rank: Int, tieBreak: Int, secondary: Int) {
            let order = pages[source].hits[next[source]].order ?? SearchOrder(rank: .max, tieBreak: next[source])
            return (order.rank, order.tieBreak, sources[source].isSecondary ? 1 : 0)
        }
        func key(_ source: Int) -> [UInt32] {
            if let key = keys[source] { return key }
            let key = collation.sortKey(pages[source].hits[next[source]].headword)
            keys[source] = key
            return key
        }
        while true {
            var best: Int?
            for source in pages.indices where next[source] < pages[source].hits.count {
                guard let current = best else { best = source; continue }
                let (a, b) = (order(source), order(current))
                if a < b || (a == b && key(source).lexicographicallyPrecedes(key(current))) { best = source }
            }
            guard let source = best else { return result }
            result.append((pages[source].hits[next[source]], source))
            next[source] += 1
            keys[source] = nil
        }
    }
}
