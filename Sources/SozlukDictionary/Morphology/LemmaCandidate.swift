/// A headword a typed word may be an inflected form of, and how the form was taken apart,
/// for showing it: `stop ← stop+ped`. Candidates are guesses; a search keeps only those the
/// dictionary has.
public struct LemmaCandidate: Equatable, Hashable, Sendable {
    public var lemma: String
    /// The form taken apart, pieces joined by "+" (`stop+ped`), or the form itself for an
    /// irregular one (`mice`, shown as `mouse ← mice`).
    public var analysis: String
    /// Not a lemma but the irregular form a regular inflection stands for when the word has
    /// one (`catched`: caught, `childs`: children): a learner's slip, unless the query is a
    /// common word itself (`lied` is no slip for lay).
    public var isIrregularForm: Bool
    /// Taken apart through a derivation, which makes a word of its own (acı+lık, bitterness,
    /// of acı, pain) where an inflection only bends one (kitap+lar).
    public var isDerived: Bool
    /// What each ending of `analysis` means, in English, where its language's rules can tell
    /// (`kitap+lar+ımız+dan`: plural, our, from); nil for one they cannot (ı: its, or the
    /// object). Empty where the language has no glosses.
    public var glosses: [String?]

    public init(lemma: String, analysis: String, isIrregularForm: Bool = false, isDerived: Bool = false, glosses: [String?] = []) {
        self.glosses = glosses
        self.lemma = lemma
        self.analysis = analysis
        self.isIrregularForm = isIrregularForm
        self.isDerived = isDerived
    }
}

/// Finds the possible dictionary forms of a word in one language.
public protocol Lemmatizer: Sendable {
    /// Candidates, most likely first, never the word itself.
    func candidates(for word: String) -> [LemmaCandidate]
    /// The same, for a word that may have been typed on a keyboard without the language's own
    /// letters (`kitaplarimizdan`): asked for the dictionary's source language, where a query
    /// is a word of that language; in the target language, a word typed so is as likely a
    /// misspelling of the source language's.
    func candidates(for word: String, lettersMayBeMissing: Bool) -> [LemmaCandidate]
    /// How the start of a folded lemma may be written when endings follow: the lemma itself,
    /// and in Turkish kitab- (kitabı), burn- (burnu). Forms of the lemma start with one of these.
    func foldedStems(ofFoldedLemma lemma: String) -> [String]
    /// Whether most words of running text are forms rather than dictionary forms (Turkish,
    /// where a noun has hundreds): a misspelt word is then most likely a misspelt form.
    var wordsMostlyBend: Bool { get }
}

extension Lemmatizer {
    /// A language whose letters every keyboard has.
    public func candidates(for word: String, lettersMayBeMissing: Bool) -> [LemmaCandidate] {
        candidates(for: word)
    }

    /// A language whose words keep their start when they bend (study → studies is caught by
    /// the start stud-, which every form has).
    public func foldedStems(ofFoldedLemma lemma: String) -> [String] { [lemma] }

    /// A language whose text is mostly dictionary forms (English: few endings, most of them
    /// on few words).
    public var wordsMostlyBend: Bool { false }
}
