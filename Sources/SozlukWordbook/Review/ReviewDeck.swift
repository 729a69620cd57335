/// The cards of the favorites: each starred word with its schedule, new ones due at once.
public struct ReviewDeck: Equatable, Sendable {
    public var cards: [ReviewCard]

    /// - Parameters:
    ///   - favorites: the starred words, oldest first.
    ///   - progress: the schedules saved so far (of words perhaps no longer starred).
    public init(favorites: [Favorite], progress: [ReviewCard]) {
        let saved = Dictionary(progress.map { ($0.word, $0) }, uniquingKeysWith: { first, _ in first })
        cards = favorites.map { saved[$0.word] ?? .new($0.word, at: $0.addedAt) }
    }

    /// The cards due at `time`: those seen before first, the most overdue first, then the new
    /// ones in the order they were starred.
    public func due(at time: Int64) -> [ReviewCard] {
        let due = cards.enumerated().filter { $0.element.due <= time }
        let seen = due.filter { $0.element.lastReviewed != nil }.sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }
        let new = due.filter { $0.element.lastReviewed == nil }
        return (seen + new).map(\.element)
    }

    /// When the next card falls due after `time`; nil when none will.
    public func nextDue(after time: Int64) -> Int64? {
        cards.lazy.map(\.due).filter { $0 > time }.min()
    }
}
