/// A headword a typed word may be an inflected form of, and how the form was taken apart,
/// for showing it: `stop ← stop+ped`. Candidates are guesses; a search keeps only those the
/// dictionary has.
public struct LemmaCandidate: Equatable, Hashable, Sendable {
    public var lemma: String
    /// The form taken apart, pieces joined by "+" (`stop+ped`), or the form itself for an
    /// irregular one (`mice`, shown as `mouse ← mice`).
    public var analysis: String

    public init(lemma: String, analysis: String) {
        self.lemma = lemma
        self.analysis = analysis
    }
}

/// Finds the possible dictionary forms of a word in one language.
public protocol Lemmatizer: Sendable {
    /// Candidates, most likely first, never the word itself.
    func candidates(for word: String) -> [LemmaCandidate]
}
