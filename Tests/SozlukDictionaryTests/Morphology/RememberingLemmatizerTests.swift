@testable import SozlukDictionary
import Testing

/// A lemmatizer that remembers answers gives the answers it remembers, and asks again past
/// its capacity.
@Suite struct RememberingLemmatizerTests {
    final class Counting: Lemmatizer, @unchecked Sendable {
        var asked = 0
        func candidates(for word: String) -> [LemmaCandidate] {
            asked += 1
            return [LemmaCandidate(lemma: String(word.dropLast()), analysis: word)]
        }
        func foldedStems(ofFoldedLemma lemma: String) -> [String] { [lemma] }
        var wordsMostlyBend: Bool { true }
    }

    @Test func theSameWordIsTakenApartOnceWithTheSameAnswer() {
        let base = Counting()
        let remembering = RememberingLemmatizer(base)
        let first = remembering.candidates(for: "evler", lettersMayBeMissing: true)
        #expect(remembering.candidates(for: "evler", lettersMayBeMissing: true) == first)
        #expect(base.asked == 1)
        _ = remembering.candidates(for: "evler", lettersMayBeMissing: false)
        #expect(base.asked == 2, "asked otherwise, answered anew")
        for number in 0..<RememberingLemmatizer.capacity { _ = remembering.candidates(for: "w\(number)") }
        _ = remembering.candidates(for: "evler", lettersMayBeMissing: true)
        #expect(base.asked == 3 + RememberingLemmatizer.capacity, "forgotten once the capacity was reached")
        #expect(remembering.wordsMostlyBend)
    }
}
