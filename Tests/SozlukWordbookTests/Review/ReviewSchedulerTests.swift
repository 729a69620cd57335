@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

@Suite struct ReviewSchedulerTests {
    let word = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let day = ReviewScheduler.day
    let start: Int64 = 1_795_400_000

    /// Good, Good, Good: 1 day, 6 days, then 6 × 2.5 = 15 days (SM-2's own example).
    @Test func goodAnswersFollowSM2sIntervals() {
        var card = ReviewCard.new(word, at: start)
        var now = start
        var intervals: [Int] = []
        for _ in 0..<4 {
            card = ReviewScheduler.schedule(card, grade: .good, at: now)
            intervals.append(card.intervalDays)
            #expect(card.due == now + Int64(card.intervalDays) * day)
            now = card.due
        }
        #expect(intervals == [1, 6, 15, 38])
        #expect(card.easeThousandths == 2500)
        #expect(card.repetitions == 4)
    }

    /// A card whose file says an interval of a billion days and an ease of a million is
    /// scheduled at most a hundred years on, every grade, never a crash.
    @Test func aHugeIntervalOrEaseIsScheduledAtMostAHundredYearsOn() {
        let card = ReviewCard(word: word, repetitions: Int.max, intervalDays: 1_000_000_000, easeThousandths: 1_000_000, due: start, lapses: Int.max)
        for grade in ReviewGrade.allCases {
            let next = ReviewScheduler.schedule(card, grade: grade, at: start)
            #expect(next.intervalDays <= ReviewScheduler.longestInterval)
            #expect(next.easeThousandths <= ReviewScheduler.maximumEase)
            #expect(next.due <= start + Int64(ReviewScheduler.longestInterval) * day)
        }
        let late = ReviewScheduler.schedule(ReviewCard(word: word, repetitions: 3, intervalDays: 30_000, due: 0), grade: .easy, at: Timestamp.representable.upperBound)
        #expect(late.due == Timestamp.representable.upperBound)
    }

    /// What a review file says is bounded as it is read.
    @Test func aReviewFilesNumbersAreBoundedAsTheyAreRead() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("review.json", #"[{"dictionary": "eng-tur", "headword": "apple", "repetitions": 99999999999, "interval": 9223372036854775807, "ease": 9223372036854775807, "due": "2026-01-01T00:00:00Z", "lapses": 7}]"#)
        let card = try #require(try JSONReviewStore(path: path).cards().first)
        #expect(card.intervalDays == ReviewScheduler.longestInterval && card.easeThousandths == ReviewScheduler.maximumEase)
        #expect(card.repetitions == ReviewScheduler.mostRepetitions && card.lapses == 7)
    }

    @Test func easeMovesWithTheAnswerAndNeverDropsBelowOnePointThree() {
        let card = ReviewCard.new(word, at: start)
        #expect(ReviewScheduler.schedule(card, grade: .easy, at: start).easeThousandths == 2600)
        #expect(ReviewScheduler.schedule(card, grade: .hard, at: start).easeThousandths == 2360)
        #expect(ReviewScheduler.schedule(card, grade: .again, at: start).easeThousandths == 1960)
        var worn = card
        for _ in 0..<5 { worn = ReviewScheduler.schedule(worn, grade: .again, at: start) }
        #expect(worn.easeThousandths == 1300)
    }

    @Test func againStartsOverInTenMinutesAndCountsALapseOfALearntCard() {
        var card = ReviewCard.new(word, at: start)
        card = ReviewScheduler.schedule(card, grade: .again, at: start)
        #expect(card.due == start + 600)
        #expect(card.lapses == 0, "a new card forgotten is not a lapse")
        card = ReviewScheduler.schedule(card, grade: .good, at: start + 600)
        card = ReviewScheduler.schedule(card, grade: .good, at: card.due)
        let reviewed = card.due
        card = ReviewScheduler.schedule(card, grade: .again, at: reviewed)
        #expect(card.repetitions == 0)
        #expect(card.lapses == 1)
        #expect(card.due == reviewed + 600)
        #expect(ReviewScheduler.schedule(card, grade: .good, at: card.due).intervalDays == 1)
    }

    @Test func easyGivesALongerIntervalThanGood() {
        let card = ReviewCard(word: word, repetitions: 2, intervalDays: 6, due: start)
        #expect(ReviewScheduler.schedule(card, grade: .good, at: start).intervalDays == 15)
        #expect(ReviewScheduler.schedule(card, grade: .easy, at: start).intervalDays == 21, "6 × 2.6 = 16, × 1.3")
        #expect(ReviewScheduler.schedule(card, grade: .hard, at: start).intervalDays == 14)
    }

    /// On a new card, and on one seen once, Easy still gives more than Good: a choice that
    /// makes no difference would be no choice (the review's keys say each wait).
    @Test func easyMakesADifferenceFromTheFirstAnswer() {
        let new = ReviewCard.new(word, at: start)
        #expect(ReviewScheduler.schedule(new, grade: .good, at: start).intervalDays == 1)
        #expect(ReviewScheduler.schedule(new, grade: .easy, at: start).intervalDays == 4, "Anki's easy interval")
        let once = ReviewCard(word: word, repetitions: 1, intervalDays: 1, due: start)
        #expect(ReviewScheduler.schedule(once, grade: .good, at: start).intervalDays == 6)
        #expect(ReviewScheduler.schedule(once, grade: .easy, at: start).intervalDays == 8, "6 × 1.3")
    }

    @Test func theDeckHasEveryFavoriteAndPutsSeenCardsBeforeNewOnes() {
        let a = WordReference(dictionaryID: "d", headword: "a")
        let b = WordReference(dictionaryID: "d", headword: "b")
        let c = WordReference(dictionaryID: "d", headword: "c")
        let deck = ReviewDeck(favorites: [Favorite(word: a, addedAt: 10), Favorite(word: b, addedAt: 20), Favorite(word: c, addedAt: 30)],
                              progress: [ReviewCard(word: c, due: 50, lastReviewed: 5), ReviewCard(word: b, due: 5_000, lastReviewed: 5),
                                         ReviewCard(word: WordReference(dictionaryID: "d", headword: "unstarred"), due: 0, lastReviewed: 1)])
        #expect(deck.due(at: 100).map(\.word) == [c, a])
        #expect(deck.nextDue(after: 100) == 5_000)
    }
}

@Suite struct JSONReviewStoreTests {
    @Test func cardsAreSavedOneALineAndReadBack() throws {
        let folder = TemporaryDirectory()
        let store = JSONReviewStore(path: folder.path + "/review.json")
        let card = ReviewCard(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), repetitions: 2, intervalDays: 6,
                              easeThousandths: 2360, due: 1_795_400_000, lastReviewed: 1_794_881_600, lapses: 1)
        try store.save(card)
        try store.save(card)
        #expect(folder.read("review.json") == """
        [
          {"dictionary": "eng-tur", "headword": "apple", "repetitions": 2, "interval": 6, "ease": 2360, "due": "2026-11-23T02:13:20Z", "reviewed": "2026-11-17T02:13:20Z", "lapses": 1}
        ]

        """)
        #expect(try JSONReviewStore(path: folder.path + "/review.json").cards() == [card])
    }
}
