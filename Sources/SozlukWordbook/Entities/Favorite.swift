import SozlukDictionary

/// A starred word, with when it was starred so the list can show the newest first.
public struct Favorite: Equatable, Sendable {
    public var word: WordReference
    /// Seconds since 1970, UTC.
    public var addedAt: Int64
    /// The sentence of a text the word was starred from (read mode), shown on its card.
    /// Bounded when made: see `bounded(_:)`.
    public var sentence: String?
    /// The word as the sentence writes it (gave up for give up, kitabı for kitap), so a card
    /// marks that word and not another starting alike; nil without a sentence, or when an
    /// older sozluk starred it. Bounded like the sentence, to `longestForm`.
    public var form: String?

    /// The longest sentence kept, in characters: a sentence, not a pasted page, which would
    /// make every look at the list slow and a card unreadable.
    public static let longestSentence = 1_000
    /// The longest form kept: a phrase of a few words, never more than its sentence.
    public static let longestForm = 100

    public init(word: WordReference, addedAt: Int64, sentence: String? = nil, form: String? = nil) {
        self.word = word
        self.addedAt = addedAt
        self.sentence = Self.bounded(sentence)
        self.form = self.sentence == nil ? nil : Self.bounded(form, to: Self.longestForm)
    }

    /// The sentence (or form) as kept: white space around it gone, nil when nothing is left;
    /// one longer than `longest` cut at the last space before that (a word is never halved,
    /// unless it is the only one) and ended with "…".
    public static func bounded(_ sentence: String?, to longest: Int = longestSentence) -> String? {
        guard let sentence else { return nil }
        let trimmed = sentence.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        guard !trimmed.isEmpty else { return nil }
        let characters = Array(trimmed)
        guard characters.count > longest else { return String(characters) }
        var end = longest
        if let space = characters[..<longest].lastIndex(where: \.isWhitespace) {
            end = space
            while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        }
        return String(characters[..<end]) + "…"
    }
}
