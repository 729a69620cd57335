/// Ranks the rows of a language pair's sources together: by their place in their own
/// dictionary's ranking (`SearchOrder`: the stage, then the tie-break), alphabetically
/// between equals; a headword several sources have is one row, at the best place any gives it,
/// naming them all.
struct SearchMerge {
    let sources: [DictionaryInfo]
    /// Each source's rows from the first, as far as the page asked for.
    let pages: [SearchResults]
    /// How many entries a source has for a headword, to open its page at the right one.
    let entryCount: (String, String) -> Int

    func results(rows: Range<Int>) -> SearchResults {
        var merged: [SearchHit] = []
        var rowOf: [String: Int] = [:]
        for candidate in ordered() {
            var hit = candidate.hit
            let key = hit.headword.lowercased()
            let source = sources[candidate.source]
            if let row = rowOf[key] {
                merged[row].sources.append(source.id)
                merged[row].entryCount += hit.entryCount
                continue
            }
            hit.sources = [source.id]
            // The page shows the sources' articles one after another: this one's come after
            // those of the sources before it.
            if var sense = hit.answeringSense, candidate.source > 0 {
                sense.entry += sources[..<candidate.source].reduce(0) { $0 + entryCount(hit.headword, $1.id) }
                hit.answeringSense = sense
            }
            rowOf[key] = merged.count
            merged.append(hit)
        }
        let duplicates = pages.reduce(0) { $0 + $1.hits.count } - merged.count
        var results = SearchResults(hits: Array(merged.dropFirst(rows.lowerBound).prefix(rows.count)),
                                    totalCount: max(merged.count, pages.reduce(0) { $0 + $1.totalCount } - duplicates),
                                    isCountComplete: pages.allSatisfy(\.isCountComplete))
        results.firstRow = rows.lowerBound
        return results
    }

    /// Every source's rows in one order: its place in its ranking, then alphabetical order
    /// (folded), then the order of the sources.
    private func ordered() -> [(hit: SearchHit, source: Int)] {
        let rows = pages.enumerated().flatMap { source, page in
            page.hits.enumerated().map { (hit: $1, source: source, place: $0, folded: Folding.fold($1.headword)) }
        }
        return rows.sorted { a, b in
            let (orderA, orderB) = (a.hit.order ?? SearchOrder(rank: .max, tieBreak: a.place), b.hit.order ?? SearchOrder(rank: .max, tieBreak: b.place))
            if orderA != orderB { return orderA < orderB }
            if a.folded != b.folded { return a.folded < b.folded }
            return a.source < b.source
        }.map { ($0.hit, $0.source) }
    }
}
