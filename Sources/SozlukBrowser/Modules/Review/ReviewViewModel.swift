import SozlukWordbook

/// Everything the Review screen shows, as plain values.
public struct ReviewViewModel: Equatable, Sendable {
    public var title: String
    /// `3 of 12`.
    public var progress: String
    /// The card's word; nil when there is no card to show (then `message` says why).
    public var headword: String?
    public var dictionary: String
    /// The sentence the word was met in, terminal-safe, one space between words; nil when
    /// the favorite has none.
    public var sentence: String?
    /// Where the word stands in `sentence`, in characters, to be marked; nil when not found.
    public var sentenceWord: Range<Int>?
    /// The senses, once revealed; empty before.
    public var answer: [String]
    public var isRevealed: Bool
    /// Whether a card is up: the done screen has no keys to show or grade.
    public var hasCard: Bool
    /// What each grade would schedule the card for (`10m`, `4d`), once revealed.
    public var gradeWaits: [ReviewGrade: String]
    /// Shown instead of a card: all done, nothing due, or the file could not be read.
    public var message: [String]
    public var status: StatusMessage?

    public init(title: String = "", progress: String = "", headword: String? = nil, dictionary: String = "", sentence: String? = nil,
                sentenceWord: Range<Int>? = nil, answer: [String] = [], isRevealed: Bool = false, hasCard: Bool? = nil,
                gradeWaits: [ReviewGrade: String] = [:], message: [String] = [], status: StatusMessage? = nil) {
        self.sentence = sentence
        self.sentenceWord = sentenceWord
        self.hasCard = hasCard ?? (headword != nil)
        self.gradeWaits = gradeWaits
        self.title = title
        self.progress = progress
        self.headword = headword
        self.dictionary = dictionary
        self.answer = answer
        self.isRevealed = isRevealed
        self.message = message
        self.status = status
    }
}
