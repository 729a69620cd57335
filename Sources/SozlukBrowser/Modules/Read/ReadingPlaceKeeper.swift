import SozlukBase

/// The text last read and the word the cursor was on, kept while the browser runs (made
/// once by the app's assembly): Esc leaves the read mode for Search, and Ctrl-R there goes
/// back to the same word.
@MainActor
public final class ReadingPlaceKeeper {
    public struct Place: Equatable, Sendable {
        public var text: ReadingText
        /// The language the user gave for it, if they did.
        public var language: String?
        public var word: Int
    }

    public private(set) var place: Place?
    /// Set when the read mode is left; Search says once how to come back.
    private var hasJustLeft = false

    public init() {}

    public func keep(_ text: ReadingText, language: String?, word: Int, leaving: Bool) {
        place = Place(text: text, language: language, word: word)
        if leaving { hasJustLeft = true }
    }

    /// Where the cursor was in this text, if it is the one kept.
    public func word(in text: ReadingText) -> Int? {
        place.flatMap { $0.text == text ? $0.word : nil }
    }

    /// Whether the read mode was left since the last time this was asked.
    public func takeJustLeft() -> Bool {
        defer { hasJustLeft = false }
        return hasJustLeft
    }
}
