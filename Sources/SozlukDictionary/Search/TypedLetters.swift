import SozlukBase

/// The letters a query was typed with where folding would join words the typist kept apart:
/// `ışık` typed with ı and ş is no `isik` in bisiklet, and no form of iş. A query without
/// such letters (typed on any keyboard, `isik`) matches as folded.
struct TypedLetters {
    /// Letters only Turkish writes among the languages sozluk knows; a capital I is any
    /// language's.
    static let turkishOnly: Set<Character> = ["ç", "ğ", "ı", "ö", "ş", "ü", "Ç", "Ğ", "İ", "Ö", "Ş", "Ü"]

    /// The query lower-cased the Turkish way without its circumflexes, when it holds a letter
    /// only Turkish writes; nil otherwise.
    let typed: String?

    init(_ query: String) {
        typed = query.contains { Self.turkishOnly.contains($0) } ? Self.comparable(query) : nil
    }

    // The word is an autoclosure: search asks about every headword a scan finds (a third of a
    // million for a one-letter query), and reading one from the index makes a String, which a
    // query typed without such letters never needs (that was half of such a keystroke's time).

    /// Whether a word found by its folded form holds the query's letters as typed: always,
    /// for a query typed without such letters.
    func allowsContaining(_ word: @autoclosure () -> String) -> Bool {
        guard let typed else { return true }
        return Self.comparable(word()).contains(typed)
    }

    /// Whether a word spells the query's letters as typed, whole (kâr and kar alike).
    func allowsSpelling(_ word: @autoclosure () -> String) -> Bool {
        guard let typed else { return true }
        return Self.comparable(word()) == typed
    }

    /// Whether a word is within `typos` of the query as typed, not only once both are folded.
    func allowsCorrection(_ word: @autoclosure () -> String, within typos: Int = 1) -> Bool {
        guard let typed else { return true }
        return TypoDistance.within(typos, Array(typed.unicodeScalars), Array(Self.comparable(word()).unicodeScalars)) != nil
    }

    /// Lower case the Turkish way, â î û as a i u (kâr and kar differ in meaning, but
    /// dictionaries differ in writing the circumflex).
    static func comparable(_ text: String) -> String {
        String(TurkishLemmatizer.lowercased(text).map { character -> Character in
            switch character {
            case "â": "a"
            case "î": "i"
            case "û": "u"
            default: character
            }
        })
    }
}
