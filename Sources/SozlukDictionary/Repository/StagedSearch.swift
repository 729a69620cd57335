/// A repository's search of one query, in the two steps of `SearchPass`: the first rows at
/// once, then the whole ranking, which does not repeat the first step's work. For a language
/// pair, each step is every source's, merged: every source's first rows come before any
/// source's ranking is made.
public struct StagedSearch: Sendable {
    /// The headwords the query is or starts, best first (`isWholeRanking` false).
    public let firstRows: @Sendable () -> SearchResults
    /// The rows asked for of the whole ranking.
    public let rankedRows: @Sendable () -> SearchResults

    public init(firstRows: @escaping @Sendable () -> SearchResults, rankedRows: @escaping @Sendable () -> SearchResults) {
        self.firstRows = firstRows
        self.rankedRows = rankedRows
    }
}
