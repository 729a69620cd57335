import SozlukBase

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

extension DictionaryRepository {
    /// The dictionaries of the pair switched off that have the query as a headword: a word
    /// the pair no longer finds because its user left that dictionary out.
    public func switchedOffSources(withHeadword query: String, of dictionaryID: String) -> [DictionaryInfo] {
        let word = TypedQuery.normalized(query)
        guard !word.isEmpty else { return [] }
        return switchedOffSources(of: dictionaryID).filter { isLoaded($0.id) && !entries(for: word, in: $0.id).isEmpty }
    }
}

extension SearchResults {
    /// Whether the rows answer the query poorly: none is the query, a phrase or a translation
    /// of it, so that another dictionary that has it as a headword is worth naming.
    public var answersPoorly: Bool {
        !hits.contains { [.exact, .phrase, .translation].contains($0.kind) }
    }
}
