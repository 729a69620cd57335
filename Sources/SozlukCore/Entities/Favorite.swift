/// A starred word, with when it was starred so the list can show the newest first.
public struct Favorite: Equatable, Sendable {
    public var word: WordReference
    /// Seconds since 1970, UTC.
    public var addedAt: Int64
    /// The sentence of a text the word was starred from (read mode), shown on its card.
    /// Bounded when made: see `bounded(_:)`.
    public var sentence: String?

    /// The longest sentence kept, in characters: a sentence, not a pasted page, which would
    /// make every look at the list slow and a card unreadable.
    public static let longestSentence = 1_000

    public init(word: WordReference, addedAt: Int64, sentence: String? = nil) {
        self.word = word
        self.addedAt = addedAt
        self.sentence = Self.bounded(sentence)
    }

    /// The sentence as kept: white space around it gone, nil when nothing is left; one longer
    /// than `longestSentence` cut at the last space before that (a word is never halved,
    /// unless it is the only one) and ended with "…".
    public static func bounded(_ sentence: String?) -> String? {
        guard let sentence else { return nil }
        let trimmed = sentence.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        guard !trimmed.isEmpty else { return nil }
        let characters = Array(trimmed)
        guard characters.count > longestSentence else { return String(characters) }
        var end = longestSentence
        if let space = characters[..<longestSentence].lastIndex(where: \.isWhitespace) {
            end = space
            while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        }
        return String(characters[..<end]) + "…"
    }
}
