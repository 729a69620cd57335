import SozlukDictionary

/// Where a favorite stands in its flashcard reviews (SM-2, see `ReviewScheduler`).
public struct ReviewCard: Equatable, Sendable {
    public var word: WordReference
    /// Reviews in a row answered Hard or better; 0 after Again.
    public var repetitions: Int
    /// Days until the next review, as last scheduled; 0 for a card to see again today.
    public var intervalDays: Int
    /// SM-2's easiness factor in thousandths (2500 = 2.5), kept whole so the file reads well.
    public var easeThousandths: Int
    /// When the card is next due, seconds since 1970 UTC.
    public var due: Int64
    public var lastReviewed: Int64?
    /// How often it was forgotten (Again after having been learnt).
    public var lapses: Int

    public static let startingEase = 2500

    public init(word: WordReference, repetitions: Int = 0, intervalDays: Int = 0, easeThousandths: Int = startingEase,
                due: Int64, lastReviewed: Int64? = nil, lapses: Int = 0) {
        self.word = word
        self.repetitions = repetitions
        self.intervalDays = intervalDays
        self.easeThousandths = easeThousandths
        self.due = due
        self.lastReviewed = lastReviewed
        self.lapses = lapses
    }

    /// A favorite never reviewed: due at once.
    public static func new(_ word: WordReference, at time: Int64) -> ReviewCard {
        ReviewCard(word: word, due: time)
    }
}

/// How well the user remembered a card.
public enum ReviewGrade: Int, CaseIterable, Equatable, Sendable {
    /// Forgotten: shown again in ten minutes.
    case again = 1
    /// Remembered with difficulty.
    case hard
    case good
    /// Remembered at once.
    case easy

    /// SM-2's quality of response (0-5) for the grade.
    var quality: Int {
        switch self {
        case .again: 1
        case .hard: 3
        case .good: 4
        case .easy: 5
        }
    }
}
