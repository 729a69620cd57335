import SozlukDictionary
import SozlukWordbook

/// A review under way: the cards due when it started, in order (a card answered Again goes
/// to the end to come back), where it is, and how many answers were given. It outlives the
/// screen: leaving Review and coming back goes on with it.
public struct ReviewSession: Equatable, Sendable {
    public private(set) var queue: [ReviewCard]
    public private(set) var position = 0
    /// Grades given, Again included: one card forgotten once takes two.
    public private(set) var answers = 0

    public init(cards: [ReviewCard]) {
        queue = cards
    }

    public var current: ReviewCard? { position < queue.count ? queue[position] : nil }
    public var isFinished: Bool { current == nil }

    /// The different cards of the session (a card coming back is still one card).
    public var cardCount: Int { Set(queue.map(\.word)).count }

    /// Which card the current one is, counting each card once: the place of its word among
    /// the words of the session, however often a card came back.
    public var cardNumber: Int {
        guard let current else { return cardCount }
        var seen: Set<WordReference> = []
        for card in queue where seen.insert(card.word).inserted {
            if card.word == current.word { return seen.count }
        }
        return seen.count
    }

    /// The cards still to answer, the current one included.
    public var cardsLeft: Int { max(0, queue.count - position) }

    /// Whether the current card was answered Again earlier in the session.
    public var isComingBack: Bool {
        guard let current else { return false }
        return queue.prefix(position).contains { $0.word == current.word }
    }

    /// The current card answered, with its new schedule: Again sends it round once more.
    public mutating func answer(_ grade: ReviewGrade, next: ReviewCard) {
        answers += 1
        if grade == .again { queue.append(next) }
        position += 1
    }
}

/// Holds the review under way between visits of the Review screen, for the whole run of the
/// browser (made once by the app's assembly).
@MainActor
public final class ReviewSessionKeeper {
    public var session: ReviewSession?

    public init() {}
}
