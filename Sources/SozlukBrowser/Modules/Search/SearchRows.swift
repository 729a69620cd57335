import SozlukDictionary

/// The rows of the Search screen: the words looked up lately (while the query is empty),
/// then the ranking, of which one page is loaded at a time: the first, or one far down a
/// long list that End, PgDn or the wheel reached (the 37,000 words of English → Turkish, the
/// 460,000 of English → German).
struct SearchRows: Equatable {
    var recent: [SearchHit] = []
    /// The loaded page of the ranking; `results.firstRow` says where it starts.
    var results = SearchResults.empty
    /// Whether the recent words lead the rows (the query is empty).
    var showsRecent = false

    var recentCount: Int { showsRecent ? recent.count : 0 }

    /// How many rows the ranking has, loaded or not (at least those loaded; a page asked past
    /// the end, which a count known only roughly allows, holds none and says how many there are).
    var rankedCount: Int {
        results.hits.isEmpty ? results.totalCount : max(results.totalCount, results.firstRow + results.hits.count)
    }

    /// Every row, loaded or not.
    var count: Int { recentCount + rankedCount }

    /// The rows loaded, as places in the whole list.
    var loaded: Range<Int> {
        let end = recentCount + results.firstRow + results.hits.count
        return (results.firstRow == 0 ? 0 : recentCount + results.firstRow)..<end
    }

    /// The loaded rows a list `pageSize` rows tall can show while `row` is highlighted: a
    /// list keeps its highlight in sight, so none further than a page from it. Only these are
    /// made into view models (a keystroke loads 200 rows; a terminal shows twenty-odd).
    func shown(around row: Int, pageSize: Int) -> Range<Int> {
        let reach = max(1, pageSize)
        let start = min(max(loaded.lowerBound, row - reach), loaded.upperBound)
        return start..<max(start, min(loaded.upperBound, row + reach + 1))
    }

    /// The row at `row` of the whole list, or nil when its page is not loaded.
    func hit(at row: Int) -> SearchHit? {
        if row < recentCount { return recent[row] }
        let ranked = row - recentCount - results.firstRow
        return results.hits.indices.contains(ranked) ? results.hits[ranked] : nil
    }

    /// The page of the ranking to load so that `row` has a screen of loaded rows on both
    /// sides, or nil when it has (or the list ends there).
    func pageToLoad(around row: Int, margin: Int, size: Int) -> Range<Int>? {
        // A recent word highlighted: the ranking's first rows are those under it.
        let ranked = max(0, row - recentCount)
        let first = results.firstRow, end = results.firstRow + results.hits.count
        let coveredBefore = first == 0 || ranked - first >= margin
        let coveredAfter = end >= rankedCount || end - ranked > margin
        if (first..<max(first + 1, end)).contains(ranked), coveredBefore, coveredAfter { return nil }
        let start = max(0, min(ranked - size / 2, rankedCount - size))
        return start..<(start + size)
    }
}
