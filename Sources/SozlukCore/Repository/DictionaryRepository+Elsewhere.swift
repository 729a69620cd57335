extension DictionaryRepository {
    /// The other dictionaries that have the query as a headword, for a query the one searched
    /// answers poorly: `ışık` in Turkish → English (FreeDict, a thousand words) is a headword of
    /// Turkish → English (Wiktionary). Only the headword index is asked (a binary search, and
    /// the article of a headword found), so this costs a keystroke nothing worth measuring.
    /// - Parameter loadedOnly: ask only the dictionaries already open (the browser must not
    ///   index a big dictionary it was not asked for); the command line opens them all.
    public func dictionaries(withHeadword query: String, besides dictionaryID: String, loadedOnly: Bool,
                             cancellation: Cancellation? = nil) -> [DictionaryInfo] {
        let word = TypedQuery.normalized(query)
        guard !word.isEmpty else { return [] }
        return dictionaries.filter { other in
            guard other.id != dictionaryID, !loadedOnly || isLoaded(other.id), cancellation?.isCancelled != true else { return false }
            return !entries(for: word, in: other.id).isEmpty
        }
    }
}

extension SearchResults {
    /// Whether the rows answer the query poorly: none is the query, a phrase or a translation
    /// of it, so that another dictionary that has it as a headword is worth naming.
    public var answersPoorly: Bool {
        !hits.contains { [.exact, .phrase, .translation].contains($0.kind) }
    }
}
