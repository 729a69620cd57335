import SozlukBase

/// One query's search of one dictionary, in two steps that share what they both need (the
/// query normalized and folded, the run of headwords it starts): the first rows, at once
/// (the headwords it is or starts), then the whole ranking. The browser shows the first while
/// the ranking is made, without searching twice; a script asks for the ranking alone.
public struct SearchPass: Sendable {
    let engine: SearchEngine
    let dictionary: IndexedDictionary
    /// The query as typed, normalized (`TypedQuery.normalized`).
    let query: String
    /// What the ranking reads: a query too long to be a word is looked up as it is (`.prefixes`).
    let scope: SearchScope
    let folded: String
    let needle: [UInt8]
    /// The keys starting with the folded query; not looked for by a word of a text (`.meanings`).
    let run: Range<Int>
    /// The rows `offset..<offset + limit` are wanted.
    let offset: Int
    let limit: Int
    let cancellation: Cancellation?

    init(engine: SearchEngine, query typed: String, in dictionary: IndexedDictionary, limit: Int, offset: Int, scope: SearchScope,
         cancellation: Cancellation?) {
        self.engine = engine
        self.dictionary = dictionary
        self.offset = max(0, min(offset, Int.max / 2))
        self.limit = max(0, min(limit, Int.max / 2))
        self.cancellation = cancellation
        query = TypedQuery.isNormalized(typed) ? typed : TypedQuery.normalized(typed)
        self.scope = query.unicodeScalars.count > SearchEngine.longestReadQuery ? .prefixes : scope
        folded = Folding.fold(query)
        let needle = Array(folded.utf8)
        self.needle = needle
        run = self.scope == .meanings || needle.isEmpty ? 0..<0 : needle.withUnsafeBufferPointer { dictionary.positions(withPrefix: $0) }
    }

    /// The headwords the query is or starts, best first: what a keystroke shows before the
    /// whole ranking comes (`isWholeRanking` false). A row of the ranking may still come
    /// before them (a lemma, a translation) or in their place.
    public func firstRows() -> SearchResults {
        var results = rows(scope == .meanings ? .meanings : .prefixes)
        results.isWholeRanking = scope == .prefixes || scope == .meanings
        return results
    }

    /// The rows asked for of the whole ranking.
    public func rankedRows() -> SearchResults {
        rows(scope)
    }

    private func rows(_ scope: SearchScope) -> SearchResults {
        var results = engine.rank(self, scope: scope)
        results.firstRow = offset
        return results
    }
}
