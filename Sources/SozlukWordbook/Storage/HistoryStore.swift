import SozlukBase
import SozlukDictionary

/// Keeps the words the user opened, with how often.
public protocol HistoryStore: AnyObject {
    /// Every word looked up, the most recent first.
    func history() throws(FileProblem) -> [HistoryEntry]
    /// Counts one more lookup of the word, now.
    func recordLookup(of word: WordReference) throws(FileProblem)
    /// Adds entries from elsewhere (an import): counts add up, the times widen.
    func merge(_ entries: [HistoryEntry]) throws(FileProblem)
    func remove(_ word: WordReference) throws(FileProblem)
    func clear() throws(FileProblem)
}
