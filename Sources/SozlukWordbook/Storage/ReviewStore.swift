import SozlukBase

/// Keeps where each favorite stands in its flashcard reviews.
public protocol ReviewStore: AnyObject {
    /// Every card reviewed at least once.
    func cards() throws(FileProblem) -> [ReviewCard]
    /// Saves a card's new schedule, keeping the others (and another instance's changes).
    func save(_ card: ReviewCard) throws(FileProblem)
}
