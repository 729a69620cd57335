import Foundation
@testable import SozlukDictionary
import TestSupport
import Testing

@Suite struct SearchEngineTests {
    func search(_ query: String, _ words: [String], language: String = "en", limit: Int = 100) -> [String] {
        let file = FakeDictionaryRepository.file(source: language, words.map { ($0, "def of \($0)") })
        return SearchEngine().search(query, in: try! IndexedDictionary(file), limit: limit).hits.map(\.headword)
    }

    @Test func exactThenPrefixThenSubstringShorterFirst() {
        let words = ["carpet", "scar", "car", "cart", "oscar", "card", "vicar", "bus"]
        #expect(search("car", words) == ["car", "card", "cart", "carpet", "scar", "oscar", "vicar"])
    }

    @Test func aQueryOfCombiningMarksAloneMatchesNothingAnEmptyOneEverything() {
        let words = ["car", "bus", "tram"]
        #expect(search("\u{301}\u{301}", words).isEmpty)
        #expect(search("\u{200B}", words).isEmpty)
        #expect(search("", words) == ["bus", "car", "tram"])
    }

    @Test func matchingIgnoresCaseAccentsAndTurkishI() {
        #expect(search("cafe", ["café", "cafeteria", "Cafe"]) == ["Cafe", "café", "cafeteria"])
        #expect(search("istanbul", ["İstanbul"], language: "tr") == ["İstanbul"])
        #expect(search("isik", ["ışık", "ışıklı"], language: "tr") == ["ışık", "ışıklı"])
        #expect(search("IŞIK", ["ışık"], language: "tr") == ["ışık"])
    }

    @Test func tiesFollowTheDictionaryLanguagesAlphabet() {
        #expect(search("a", ["çay", "cay", "bay"], language: "tr").suffix(3) == ["bay", "cay", "çay"])
    }

    @Test func anEmptyQueryListsEveryWordAlphabetically() {
        #expect(search("", ["b", "c", "a"]) == ["a", "b", "c"])
    }

    @Test func homographsAreOneRowAndTheTotalCountsAllMatches() {
        let file = FakeDictionaryRepository.file([("ab", "one"), ("ab", "two"), ("abc", "x"), ("xab", "y")])
        let results = SearchEngine().search("ab", in: try! IndexedDictionary(file), limit: 3)
        #expect(results.hits.map(\.headword) == ["ab", "abc", "xab"])
        #expect(results.hits[0].entryCount == 2)
        #expect(results.hits[0].summary == "one")
        #expect(results.totalCount == 3)
        #expect(results.isCountComplete)
    }

    @Test func aLongRunOfPrefixMatchesIsRankedAsIfAllWereSorted() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcçdeıioöşuü")
        let words = (0..<3000).map { _ in String((0..<Int.random(in: 1...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }) }
        let dictionary = try! IndexedDictionary(FakeDictionaryRepository.file(source: "tr", words.map { ($0, "d") }))
        for query in ["a", "ç", "ab", "i", "ı", "öş", "cd"] {
            let everything = SearchEngine().search(query, in: dictionary, limit: 100_000).hits.map(\.headword)
            for limit in [1, 5, 50] {
                #expect(SearchEngine().search(query, in: dictionary, limit: limit).hits.map(\.headword) == Array(everything.prefix(limit)), "\(query) \(limit)")
            }
        }
    }

    @Test func aPageFullOfPrefixMatchesSkipsTheSubstringScanAndSaysTheCountIsALowerBound() {
        // A run as long as a page of the browser; a shorter one is ranked whole, whatever the limit.
        let run = (0..<RankingWeights.standard.longPrefixRun).map { ("ab" + String($0, radix: 26), "x") }
        let file = FakeDictionaryRepository.file([("ab", "one"), ("xab", "y")] + run)
        let results = SearchEngine().search("ab", in: try! IndexedDictionary(file), limit: 2)
        #expect(results.hits.map(\.headword) == ["ab", "ab0"])
        #expect(results.totalCount == RankingWeights.standard.longPrefixRun + 1, "xab, past the start, is not counted")
        #expect(!results.isCountComplete)
    }

    @Test func noMatchesIsAnEmptyList() {
        #expect(search("zzz", ["a", "b"]).isEmpty)
    }

    @Test func typosAreForgivenWhenExactMatchesAreFew() {
        let words = ["receive", "deceive", "recipe", "relieve", "apple"]
        // One typo before two; a swap (receive) before a changed letter (relieve); of the two-typo
        // words, recipe keeps the first letter and deceive changes it, a rarer slip.
        #expect(search("recieve", words) == ["receive", "relieve", "recipe", "deceive"])
        #expect(search("aple", words) == ["apple"])
        #expect(search("xq", ["xa", "qx"]).isEmpty, "short queries get no typo tolerance")
    }

    /// Among corrections one typo away, equally common: a letter left out is the likeliest
    /// slip, a slip on the first letter the rarest.
    @Test func aLetterLeftOutBeforeAChangedOneAndTheFirstLetterLast() {
        #expect(search("amout", ["about", "amount"]) == ["amount", "about"])
        #expect(search("sast", ["last", "salt"]) == ["salt", "last"])
    }

    @Test func typoMatchesRankAfterRealMatches() {
        let file = FakeDictionaryRepository.file([("banks", "x"), ("bank", "y"), ("bans", "z")])
        let hits = SearchEngine().search("bank", in: try! IndexedDictionary(file), limit: 10).hits
        #expect(hits.map(\.headword) == ["bank", "banks", "bans"])
        #expect(hits.map(\.kind) == [.exact, .prefix, .fuzzy])
    }
}

@Suite struct JSONDictionaryRepositoryTests {
    @Test func loadsGoodFilesAndReportsBrokenOnesWithPositions() {
        let folder = TemporaryDirectory()
        folder.write("a.json", Fixtures.dictionaryJSON(id: "aa", name: "A", entries: [("apple", "elma")]))
        folder.write("b.json", "{\n \"format\": \"sozluk.dictionary\",\n \"version\": \"one\"}")
        folder.write("c.json", Fixtures.dictionaryJSON(id: "aa", name: "Again", entries: [("x", "y")]))
        folder.write("notes.txt", "not a dictionary")
        let repository = DictionarySearchService(folders: [folder.path, folder.path + "/missing"])
        #expect(repository.dictionaries.map(\.id) == ["aa"])
        #expect(repository.problems.map(\.description) == [
            "\(folder.path)/b.json:3:13: expected a number, found a string",
            "\(folder.path)/c.json: the id \"aa\" is already used by \(folder.path)/a.json; this file is not loaded",
        ])
        #expect(repository.search("app", in: "aa", limit: 10).hits.map(\.headword) == ["apple"])
    }

    @Test func earlierFoldersWinSoUserDictionariesOverrideBundledOnes() {
        let user = TemporaryDirectory()
        let bundled = TemporaryDirectory()
        user.write("mine.json", Fixtures.dictionaryJSON(id: "eng-tur", name: "Mine", entries: [("a", "b")]))
        bundled.write("eng-tur.json", Fixtures.dictionaryJSON(id: "eng-tur", name: "Bundled", entries: [("a", "b")]))
        let repository = DictionarySearchService(folders: [user.path, bundled.path])
        #expect(repository.dictionaries.map(\.name) == ["Mine"])
    }

    @Test func entriesAndNeighboursOfAHeadword() {
        let folder = TemporaryDirectory()
        folder.write("d.json", Fixtures.dictionaryJSON(entries: [("bee", "arı"), ("apple", "elma"), ("cat", "kedi"), ("Apple", "şirket")]))
        let repository = DictionarySearchService(folders: [folder.path])
        #expect(repository.entries(for: "apple", in: "test-en").map(\.senses[0].definition) == ["elma"])
        #expect(repository.entries(for: "APPLE", in: "test-en").map(\.senses[0].definition).sorted() == ["elma", "şirket"])
        #expect(repository.neighbours(of: "bee", in: "test-en") == ("apple", "cat"))
        #expect(repository.neighbours(of: "cat", in: "test-en").next == nil)
    }

    @Test func theBundledDictionariesLoadWithoutProblems() {
        let repository = DictionarySearchService(folders: [Fixtures.bundledDictionaries])
        #expect(repository.problems.isEmpty)
        #expect(Set(repository.dictionaries.map(\.id)).isSuperset(of: ["eng-tur", "tur-eng"]))
        #expect(repository.search("abandon", in: "eng-tur", limit: 3).hits.first?.headword == "abandon")
        #expect(repository.search("istanbul", in: "tur-eng", limit: 3).hits.first?.headword == "İstanbul")
    }

    /// A dictionary bigger than the part read at start, so only its description is read.
    func bigDictionary(id: String, entries count: Int = 3000) -> String {
        Fixtures.dictionaryJSON(id: id, name: "Big \(id)", entries: (0..<count).map { ("word\($0)", "a definition long enough to fill the file \($0)") })
    }

    @Test func bigDictionariesAreReadWhenFirstUsed() {
        let folder = TemporaryDirectory()
        folder.write("big.json", bigDictionary(id: "big"))
        let repository = DictionarySearchService(folders: [folder.path])
        #expect(repository.dictionaries.map(\.name) == ["Big big"])
        #expect(!repository.isLoaded("big"))
        #expect(repository.dictionaries[0].entryCount == 0)
        #expect(repository.dictionaries[0].fileSize > JSONDictionaryRepository.headerPrefix)
        #expect(repository.search("word2999", in: "big", limit: 5).hits.first?.headword == "word2999")
        #expect(repository.isLoaded("big"))
        #expect(repository.dictionaries[0].entryCount == 3000)
    }

    @Test func entriesBeforeTheDescriptionMeanReadingTheWholeFile() {
        let folder = TemporaryDirectory()
        let text = bigDictionary(id: "late")
        let start = text.range(of: "  \"entries\"")!.lowerBound
        let entries = text[start..<text.range(of: "\n  ]\n")!.upperBound]
        let reordered = "{\n" + entries + ",\n" + text[text.index(text.startIndex, offsetBy: 2)..<start].dropLast(2) + "\n}\n"
        folder.write("late.json", String(reordered))
        let repository = DictionarySearchService(folders: [folder.path])
        #expect(repository.problems.isEmpty)
        #expect(repository.isLoaded("late"))
        #expect(repository.dictionaries.first?.entryCount == 3000)
    }

    @Test func aProblemDeepInsideABigFileShowsWhenItIsRead() {
        let folder = TemporaryDirectory()
        let broken = bigDictionary(id: "broken").replacingOccurrences(of: "\"word2500\"", with: "2500")
        folder.write("broken.json", broken)
        folder.write("fine.json", Fixtures.dictionaryJSON(id: "fine", entries: [("a", "b")]))
        let repository = DictionarySearchService(folders: [folder.path])
        #expect(repository.dictionaries.map(\.id) == ["broken", "fine"])
        #expect(repository.search("word", in: "broken", limit: 5).hits.isEmpty)
        #expect(repository.dictionaries.map(\.id) == ["fine"])
        #expect(repository.problems.map(\.description) == ["\(folder.path)/broken.json:2509:18: expected a string, found a number"])
    }
}
