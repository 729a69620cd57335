import SozlukDictionary

/// Words the user keeps looking up without starring them: offered as cards (Review, `sozluk
/// history --suggest`), the commonest words first, since those are met again soonest.
public enum LookupSuggestions {
    /// Looked up this often, a word is one the user does not know yet.
    public static let leastLookups = 3

    /// The history's words looked up at least `leastLookups` times and not starred: the
    /// commonest first (`commonness`: a Zipf frequency, 0 when unknown), then the most looked
    /// up, then the latest.
    public static func suggest(history: [HistoryEntry], isStarred: (WordReference) -> Bool, commonness: (WordReference) -> Double) -> [HistoryEntry] {
        history.filter { $0.lookups >= leastLookups && !isStarred($0.word) }
            .map { (entry: $0, commonness: commonness($0.word)) }
            .sorted { a, b in
                if a.commonness != b.commonness { return a.commonness > b.commonness }
                if a.entry.lookups != b.entry.lookups { return a.entry.lookups > b.entry.lookups }
                return a.entry.lastLookedUp > b.entry.lastLookedUp
            }
            .map(\.entry)
    }
}
