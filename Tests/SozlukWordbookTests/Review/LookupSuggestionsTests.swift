@testable import SozlukDictionary
@testable import SozlukWordbook
import Testing

/// The words offered as cards: looked up three times or more, not starred, commonest first.
@Suite struct LookupSuggestionsTests {
    func entry(_ headword: String, _ lookups: Int, last: Int64 = 100) -> HistoryEntry {
        HistoryEntry(word: WordReference(dictionaryID: "en-tr", headword: headword), lookups: lookups, firstLookedUp: 1, lastLookedUp: last)
    }

    @Test func lookedUpOftenNotStarredTheCommonestFirst() {
        let history = [entry("abandon", 2), entry("give", 3), entry("house", 7), entry("the", 9), entry("serendipity", 5), entry("run", 3, last: 200)]
        let zipf = ["give": 5.7, "house": 5.5, "the": 7.7, "run": 5.7]
        let suggested = LookupSuggestions.suggest(history: history, isStarred: { $0.headword == "the" }, commonness: { zipf[$0.headword] ?? 0 })
        #expect(suggested.map(\.word.headword) == ["run", "give", "house", "serendipity"],
                "two looks are not enough (abandon), a starred word is a card already (the); equally common: the later first")
    }
}
