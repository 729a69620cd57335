import SozlukBase

/// A lemmatizer that remembers its latest answers: every dictionary of a language pair, and
/// several stages of one search, take the same word apart (Turkish → English has four
/// dictionaries, so a keystroke took its query apart four times, and `read --gloss` each word).
final class RememberingLemmatizer: Lemmatizer, @unchecked Sendable {
    private let base: any Lemmatizer
    private let lock = Lock()
    private var remembered: [Key: [LemmaCandidate]] = [:]
    /// Answers kept at most; all are forgotten when it is reached (a text's words, a session's
    /// queries: the recent ones are asked again, seldom the old).
    static let capacity = 4_096

    private struct Key: Hashable {
        var word: String
        var lettersMayBeMissing: Bool?
    }

    init(_ base: any Lemmatizer) {
        self.base = base
    }

    func candidates(for word: String) -> [LemmaCandidate] {
        remembering(Key(word: word, lettersMayBeMissing: nil)) { base.candidates(for: word) }
    }

    func candidates(for word: String, lettersMayBeMissing: Bool) -> [LemmaCandidate] {
        remembering(Key(word: word, lettersMayBeMissing: lettersMayBeMissing)) { base.candidates(for: word, lettersMayBeMissing: lettersMayBeMissing) }
    }

    func foldedStems(ofFoldedLemma lemma: String) -> [String] {
        base.foldedStems(ofFoldedLemma: lemma)
    }

    var wordsMostlyBend: Bool { base.wordsMostlyBend }

    private func remembering(_ key: Key, _ make: () -> [LemmaCandidate]) -> [LemmaCandidate] {
        if let known = lock.sync({ remembered[key] }) { return known }
        let made = make()
        lock.sync {
            if remembered.count >= Self.capacity { remembered.removeAll(keepingCapacity: true) }
            remembered[key] = made
        }
        return made
    }
}
