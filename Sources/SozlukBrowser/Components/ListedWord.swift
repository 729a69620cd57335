import SozlukDictionary

/// An item of a list of words (a favorite, a word of the history): what every such list
/// opens, previews and filters by.
public protocol ListedWord: Equatable, Sendable {
    var word: WordReference { get }
    /// Nil when the word's dictionary is not loaded.
    var dictionaryName: String? { get }
}
