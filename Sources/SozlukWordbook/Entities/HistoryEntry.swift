import SozlukDictionary

/// A word the user has opened: how often and when, first and last.
public struct HistoryEntry: Equatable, Sendable {
    public var word: WordReference
    public var lookups: Int
    /// Seconds since 1970, UTC.
    public var firstLookedUp: Int64
    public var lastLookedUp: Int64

    /// More lookups than anyone makes in a lifetime: counts stop here, whatever a file says.
    public static let mostLookups = 1_000_000_000

    public init(word: WordReference, lookups: Int, firstLookedUp: Int64, lastLookedUp: Int64) {
        self.word = word
        self.lookups = min(max(lookups, 0), Self.mostLookups)
        self.firstLookedUp = firstLookedUp
        self.lastLookedUp = lastLookedUp
    }
}

extension HistoryEntry {
    /// `lookups` and `more` added, at most `mostLookups`.
    public static func counting(_ lookups: Int, plus more: Int) -> Int {
        let (sum, overflow) = lookups.addingReportingOverflow(more)
        return overflow ? mostLookups : min(max(sum, 0), mostLookups)
    }
}

/// The orders the history can be listed in.
public enum HistoryOrder: Equatable, Sendable {
    case mostRecent, mostLookedUp

    /// Sorts entries: the most recent first, or the most looked-up first (ties: the most recent).
    public func sorted(_ entries: [HistoryEntry]) -> [HistoryEntry] {
        entries.sorted { a, b in
            if self == .mostLookedUp && a.lookups != b.lookups { return a.lookups > b.lookups }
            if a.lastLookedUp != b.lastLookedUp { return a.lastLookedUp > b.lastLookedUp }
            return (a.word.dictionaryID, a.word.headword) < (b.word.dictionaryID, b.word.headword)
        }
    }
}
