@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

@Suite struct JSONHistoryStoreTests {
    let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let pear = WordReference(dictionaryID: "eng-tur", headword: "pear")
    let kitap = WordReference(dictionaryID: "tur-eng", headword: "kitap")

    final class Ticks: @unchecked Sendable {
        var now: Int64 = 1_795_400_000
        func next() -> Int64 { now += 60; return now }
    }

    @Test func lookupsAreCountedWithTheirFirstAndLastTimeTheMostRecentFirst() throws {
        let folder = TemporaryDirectory()
        let ticks = Ticks()
        let store = JSONHistoryStore(path: folder.path + "/history.json", clock: ticks.next)
        try store.recordLookup(of: apple)
        try store.recordLookup(of: pear)
        try store.recordLookup(of: apple)
        #expect(folder.read("history.json") == """
        [
          {"dictionary": "eng-tur", "headword": "apple", "lookups": 2, "first": "2026-11-23T02:14:20Z", "last": "2026-11-23T02:16:20Z"},
          {"dictionary": "eng-tur", "headword": "pear", "lookups": 1, "first": "2026-11-23T02:15:20Z", "last": "2026-11-23T02:15:20Z"}
        ]

        """)
        let reopened = JSONHistoryStore(path: folder.path + "/history.json")
        #expect(try reopened.history() == [
            HistoryEntry(word: apple, lookups: 2, firstLookedUp: 1_795_400_060, lastLookedUp: 1_795_400_180),
            HistoryEntry(word: pear, lookups: 1, firstLookedUp: 1_795_400_120, lastLookedUp: 1_795_400_120),
        ])
        #expect(HistoryOrder.mostLookedUp.sorted(try reopened.history()).map(\.word) == [apple, pear])
    }

    @Test func pastItsCapacityTheWordsLookedUpLongestAgoGo() throws {
        let folder = TemporaryDirectory()
        let ticks = Ticks()
        let store = JSONHistoryStore(path: folder.path + "/history.json", capacity: 2, clock: ticks.next)
        try store.recordLookup(of: apple)
        try store.recordLookup(of: apple)
        try store.recordLookup(of: pear)
        try store.recordLookup(of: kitap)
        #expect(try store.history().map(\.word) == [kitap, pear])
    }

    @Test func lookupsInTwoInstancesAddUp() throws {
        let folder = TemporaryDirectory()
        let first = JSONHistoryStore(path: folder.path + "/history.json")
        let second = JSONHistoryStore(path: folder.path + "/history.json")
        _ = try first.history()
        _ = try second.history()
        try first.recordLookup(of: apple)
        try second.recordLookup(of: apple)
        try second.recordLookup(of: pear)
        #expect(try first.history().first { $0.word == apple }?.lookups == 2)
        #expect(try Set(first.history().map(\.word)) == [apple, pear])
    }

    @Test func removeClearAndMergeChangeOnlyWhatTheySay() throws {
        let folder = TemporaryDirectory()
        let ticks = Ticks()
        let store = JSONHistoryStore(path: folder.path + "/history.json", clock: ticks.next)
        try store.recordLookup(of: apple)
        try store.recordLookup(of: pear)
        try store.remove(pear)
        #expect(try store.history().map(\.word) == [apple])
        try store.merge([HistoryEntry(word: apple, lookups: 3, firstLookedUp: 1_700_000_000, lastLookedUp: 1_700_000_100),
                         HistoryEntry(word: kitap, lookups: 4, firstLookedUp: 1_700_000_000, lastLookedUp: 1_800_000_000)])
        #expect(try store.history() == [
            HistoryEntry(word: kitap, lookups: 4, firstLookedUp: 1_700_000_000, lastLookedUp: 1_800_000_000),
            HistoryEntry(word: apple, lookups: 4, firstLookedUp: 1_700_000_000, lastLookedUp: 1_795_400_060),
        ])
        try store.clear()
        #expect(try store.history().isEmpty)
        #expect(folder.read("history.json") == "[]\n")
    }

    /// A count bigger than any real one (written by hand or another program) is read as the
    /// most there can be, and counting on from it, or importing it twice, stops there.
    @Test func aHugeCountIsReadAsTheMostAndCountingOnStopsThere() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("history.json", #"[{"dictionary": "eng-tur", "headword": "apple", "lookups": 9223372036854775807, "first": "2026-01-01T00:00:00Z", "last": "2026-01-02T00:00:00Z"}]"#)
        let store = JSONHistoryStore(path: path, clock: Ticks().next)
        #expect(try store.history().first?.lookups == HistoryEntry.mostLookups)
        try store.recordLookup(of: apple)
        try store.merge(try store.history())
        try store.merge([HistoryEntry(word: apple, lookups: Int.max, firstLookedUp: 0, lastLookedUp: 1)])
        #expect(try store.history().first?.lookups == HistoryEntry.mostLookups)
        #expect(HistoryEntry.counting(Int.max, plus: Int.max) == HistoryEntry.mostLookups)
    }

    @Test func aBrokenHistoryIsMovedAsideAndANewOneStarted() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("history.json", "[{\"dictionary\": \"eng-tur\", \"headword\": \"apple\", \"lookups\": -1}]")
        let store = JSONHistoryStore(path: path, clock: { 1_795_311_312 })
        do {
            _ = try store.history()
            Issue.record("expected the broken file to be reported")
        } catch {
            #expect(error.description == "\(path):1:60: \"lookups\" must be 0 or more; the file was moved to \(path).broken-2026-11-22T013512Z and a new list started")
        }
        try store.recordLookup(of: pear)
        #expect(try store.history().map(\.word) == [pear])
        #expect(folder.read("history.json.broken-2026-11-22T013512Z")?.contains("apple") == true)
    }
}
