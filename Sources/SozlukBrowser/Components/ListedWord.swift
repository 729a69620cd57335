import SozlukDictionary

/// An item of a list of words (a favorite, a word of the history): what every such list
/// opens, previews and filters by.
public protocol ListedWord: Equatable, Sendable {
    var word: WordReference { get }
    /// Nil when the word's dictionary is not loaded.
    var dictionaryName: String? { get }
}

extension DictionaryRepository {
    /// What a list of words shows of one beside it: its dictionary's name, and the first
    /// definition of its first entry; nil and "" when that dictionary is not loaded.
    func listing(of word: WordReference) -> (dictionaryName: String?, summary: String) {
        guard let name = info(of: word.dictionaryID)?.name else { return (nil, "") }
        return (name, entries(for: word.headword, in: word.dictionaryID).first?.senses.first?.definition ?? "")
    }
}
