import SozlukBase

/// SM-2 (Piotr Woźniak, SuperMemo 2, 1987), the schedule Anki started from, with four
/// answers instead of six:
///
/// - Again: the card starts over (repetitions 0) and is due again in ten minutes, so it
///   comes back in the same session; a card that had been learnt counts a lapse.
/// - Hard, Good, Easy (qualities 3, 4, 5): the first success is due in 1 day, the second in
///   6, then each interval is the last one times the easiness factor; Easy adds a bonus of
///   30% to the interval, and at least a day, and a first success answered Easy is due in 4
///   days (Anki's easy interval), so the choice always makes a difference.
/// - The easiness factor moves by 0.1 − (5 − q)(0.08 + (5 − q)·0.02) after every answer and
///   never drops below 1.3 (Again lowers it by 0.54 at most, Easy raises it by 0.1).
public enum ReviewScheduler {
    public static let againDelay: Int64 = 10 * 60
    /// Days to a new card answered Easy the first time.
    public static let easyFirstInterval = 4
    public static let minimumEase = 1300
    public static let day: Int64 = 86_400
    /// A hundred years: no card waits longer, whatever its file says or its ease makes of it.
    public static let longestInterval = 36_500
    /// An easiness of 10 (SM-2 starts at 2.5 and adds 0.1 at most an answer): the most a
    /// file's ease is read as.
    public static let maximumEase = 10_000
    /// Successes and lapses counted at most.
    public static let mostRepetitions = 1_000_000

    public static func schedule(_ card: ReviewCard, grade: ReviewGrade, at now: Int64) -> ReviewCard {
        var next = card
        let q = grade.quality
        let change = 100 - (5 - q) * (80 + (5 - q) * 20)
        // Every number of the card bounded before arithmetic, whatever made it.
        next.easeThousandths = min(max(minimumEase, min(max(card.easeThousandths, 0), maximumEase) + change), maximumEase)
        next.lastReviewed = now
        guard grade != .again else {
            if card.repetitions > 0 { next.lapses = min(max(card.lapses, 0), mostRepetitions - 1) + 1 }
            next.repetitions = 0
            next.intervalDays = 0
            next.due = now + againDelay
            return next
        }
        var interval: Int
        switch card.repetitions {
        case 0: interval = 1
        case 1: interval = 6
        default:
            let last = min(max(card.intervalDays, 0), longestInterval)
            interval = max(last + 1, (last * next.easeThousandths + 500) / 1000)
        }
        if grade == .easy { interval = card.repetitions == 0 ? easyFirstInterval : max(interval + 1, (interval * 13 + 5) / 10) }
        interval = min(interval, longestInterval)
        next.repetitions = min(max(card.repetitions, 0), mostRepetitions - 1) + 1
        next.intervalDays = interval
        let (due, overflow) = now.addingReportingOverflow(Int64(interval) * day)
        next.due = overflow ? Timestamp.representable.upperBound : min(due, Timestamp.representable.upperBound)
        return next
    }
}
