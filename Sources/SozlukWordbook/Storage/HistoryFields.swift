import SozlukBase
import SozlukDictionary

/// The fields a word of the history gives it in a file: in the history file, and in a word
/// list exported as sozluk's JSON, which an import reads back the same way.
struct HistoryFields {
    var lookups: Int?
    var first: Int64?
    var last: Int64?

    /// Reads the value of `key` when it is one of these fields; false for any other key.
    mutating func read(_ key: String, from reader: JSONReader) throws -> Bool {
        switch key {
        case "lookups": lookups = try reader.readCount(key, atMost: HistoryEntry.mostLookups)
        case "first": first = try reader.readTime(key)
        case "last": last = try reader.readTime(key)
        default: return false
        }
        return true
    }

    /// The entry of `word`: looked up at least once, last at `last` (or `first`, or, with
    /// neither, `orAt`), first no later than that; nil without a time.
    func entry(of word: WordReference, orAt time: Int64? = nil) -> HistoryEntry? {
        guard let lastTime = last ?? first ?? time else { return nil }
        return HistoryEntry(word: word, lookups: max(1, lookups ?? 1), firstLookedUp: min(first ?? lastTime, lastTime), lastLookedUp: lastTime)
    }
}
