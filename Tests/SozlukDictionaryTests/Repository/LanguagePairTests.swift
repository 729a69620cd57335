@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// A language pair searched as one dictionary: its sources' rows ranked together, a headword
/// two sources have one row, its page both articles under their names.
@Suite struct LanguagePairTests {
    let small = FakeDictionaryRepository.file(id: "tur-eng", name: "Turkish → English", source: "tr", target: "en",
                                              [("kitap", "book"), ("kitaplık", "bookcase"), ("masa", "table")])
    let big = FakeDictionaryRepository.file(id: "wikdict-tur-eng", name: "Turkish → English (Wiktionary)", source: "tr", target: "en",
                                            [("kitap", "book, volume"), ("kitapçı", "bookseller"), ("ışık", "light"), ("zor", "hard")])
    let english = FakeDictionaryRepository.file(id: "eng-tur", name: "English → Turkish", source: "en", target: "tr", [("book", "kitap")])

    func pairs(off: Set<String> = []) -> LanguagePairRepository {
        LanguagePairRepository(FakeDictionaryRepository([english, small, big]), switchedOff: off)
    }

    @Test func dictionariesOfOneDirectionAreOnePair() {
        let repository = pairs()
        #expect(repository.dictionaries.map(\.id) == ["en-tr", "tr-en"])
        #expect(repository.dictionaries.map(\.name) == ["English → Turkish", "Turkish → English"], "one dictionary keeps its name")
        #expect(repository.dictionaries[1].entryCount == 7)
        #expect(repository.sources(of: "tr-en").map(\.id) == ["tur-eng", "wikdict-tur-eng"])
        #expect(repository.pairID(of: "wikdict-tur-eng") == "tr-en")
        #expect(repository.info(of: "tur-eng")?.name == "Turkish → English", "a dictionary's own id still reaches it")
    }

    /// A pair's size: its entries once every source's are known, the files' megabytes before.
    @Test func aPairCountsItsEntriesOnlyWhenEverySourcesAreKnown() {
        var indexed = DictionaryInfo(id: "tur-eng", name: "a", sourceLanguage: "tr", targetLanguage: "en", entryCount: 11_399)
        indexed.fileSize = 110_000
        var unopened = DictionaryInfo(id: "kenet-tur-eng", name: "b", sourceLanguage: "tr", targetLanguage: "en")
        unopened.fileSize = 7_300_000
        let pair = LanguagePair(id: "tr-en", sources: [indexed, unopened])
        #expect(pair.info.entryCount == 0, "not 11,399: the other source's are not known yet")
        #expect(pair.info.fileSize == 7_410_000, "the files' bytes, every source's")
        unopened.entryCount = 73_919
        #expect(LanguagePair(id: "tr-en", sources: [indexed, unopened]).info.entryCount == 85_318)
    }

    /// A keystroke's first rows are every source's first rows, merged, before any source's
    /// whole ranking is made; the ranking is then one more step of each source's same search.
    @Test func aPairsFirstRowsComeBeforeAnySourceIsRanked() throws {
        let base = FakeDictionaryRepository([english, small, big])
        let search = LanguagePairRepository(base).beginSearch("kitap", in: "tr-en", rows: 0..<10, scope: .all, cancellation: nil)
        #expect(base.steps.isEmpty, "nothing searched before a step is asked for")
        let first = search.firstRows()
        #expect(first.hits.map(\.headword) == ["kitap", "kitapçı", "kitaplık"])
        #expect(!first.isWholeRanking)
        #expect(base.steps.map(\.step) == [.firstRows, .firstRows], "one step of each source, no ranking yet")
        let ranked = search.rankedRows()
        #expect(ranked.isWholeRanking)
        #expect(ranked.hits.map(\.headword) == ["kitap", "kitapçı", "kitaplık"])
        #expect(base.steps.map(\.step) == [.firstRows, .firstRows, .ranking, .ranking])
        #expect(base.searches == ["kitap", "kitap"], "one search of each source, in two steps")
        #expect(!ranked.isCountEstimate, "every row read: the count is exact")
        let page = LanguagePairRepository(base).search("k", in: "tr-en", limit: 1)
        #expect(!page.isCountComplete && page.isCountEstimate, "rows past the page may be shared: about so many")
    }

    @Test func aHeadwordBothHaveIsOneRowAndItsPageShowsBoth() {
        let repository = pairs()
        let rows = repository.search("kitap", in: "tr-en", limit: 10).hits
        #expect(rows.map(\.headword) == ["kitap", "kitapçı", "kitaplık"], "ranked together: exact, then prefixes, shortest first")
        #expect(rows[0].sources == ["tur-eng", "wikdict-tur-eng"])
        #expect(rows[0].entryCount == 2)
        #expect(rows[1].sources == ["wikdict-tur-eng"])
        let entries = repository.entries(for: "kitap", in: "tr-en")
        #expect(entries.map(\.source) == ["Turkish → English", "Turkish → English (Wiktionary)"])
        let blocks = ArticleBuilder.blocks(for: entries)
        #expect(blocks.filter { if case .source = $0 { true } else { false } }.count == 2, "each article under its dictionary's name")
        #expect(repository.search("ışık", in: "tr-en", limit: 5).hits.first?.headword == "ışık", "the word only one has")
        let satyr = LanguagePairRepository(FakeDictionaryRepository([
            FakeDictionaryRepository.file(id: "a", source: "tr", target: "en", [("satir", "satyr")]),
            FakeDictionaryRepository.file(id: "b", source: "tr", target: "en", [("satır", "line")]),
        ]))
        #expect(satyr.entries(for: "satır", in: "tr-en").map(\.headword) == ["satır"], "satir only folds like it")
        #expect(repository.search("ışık", in: "tur-eng", limit: 5).hits.first?.headword != "ışık", "not in the other alone")
    }

    @Test func aDictionarySwitchedOffIsLeftOutUnlessItIsTheLastOne() {
        #expect(pairs(off: ["wikdict-tur-eng"]).search("ışık", in: "tr-en", limit: 5).hits.first?.headword != "ışık")
        #expect(pairs(off: ["wikdict-tur-eng"]).entries(for: "kitap", in: "tr-en").map(\.source) == [nil], "one dictionary: no names")
        let off = pairs(off: ["wikdict-tur-eng"])
        #expect(off.switchedOffSources(withHeadword: "ışık", of: "tr-en").map(\.id) == ["wikdict-tur-eng"], "named for the user")
        #expect(off.switchedOffSources(withHeadword: "masa", of: "tr-en").isEmpty)
        let allOff = pairs(off: ["tur-eng", "wikdict-tur-eng"])
        #expect(allOff.search("ışık", in: "tr-en", limit: 5).hits.first?.headword == "ışık", "a pair is never empty")
    }

    @Test func browsingGoesThroughBothDictionariesInAlphabeticalOrder() {
        let repository = pairs()
        #expect(repository.search("", in: "tr-en", limit: 10).hits.map(\.headword) == ["ışık", "kitap", "kitapçı", "kitaplık", "masa", "zor"])
        #expect(repository.search("", in: "tr-en", rows: 3..<5, scope: .all, cancellation: nil).hits.map(\.headword) == ["kitaplık", "masa"])
        #expect(repository.neighbours(of: "kitaplık", in: "tr-en") == ("kitapçı", "masa"))
        #expect(repository.neighbours(of: "masa", in: "tr-en") == ("kitaplık", "zor"), "zor is only in the other one")
    }

    /// Lemmas of two dictionaries rank together by the lemmatizer's order: listele is the
    /// whole verb listelemek, which only the secondary dictionary has, before liste+le.
    @Test func lemmasOfTheDictionariesOfAPairRankTogether() throws {
        var kenet = FakeDictionaryRepository.file(id: "kenet", source: "tr", target: "en", [("listelemek", "list")])
        kenet.info.isSecondary = true
        let files = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("liste", "list")]), kenet])
        let engineLanguages = LanguageRules(lemmatizers: ["tr": TurkishLemmatizer()])
        // The fake searches with the engine's defaults: give it the Turkish rules through a real engine.
        let rows = ["tur-eng", "kenet"].map { id in
            SearchEngine(for: files.loaded.first { $0.info.id == id }!.info, languages: engineLanguages)
                .search("listele", in: files.loaded.first { $0.info.id == id }!, limit: 5)
        }
        let merged = SearchMerge(sources: files.loaded.map(\.info), collation: Collation(language: "tr"), pages: rows, entryCount: { _, _ in 1 })
            .results(rows: 0..<5).hits.map(\.headword)
        #expect(merged.first == "listelemek")
    }

    /// A pair's count not read to its end: about the sources' sum less the rows they share,
    /// when each source's count is exact; at least the biggest source's, when a source's is
    /// itself at least so many (a long run of prefix matches): never "at least" a sum that
    /// may be more than there are.
    @Test func aPairsCountIsAboutOrAtLeastAsItsSourcesCountsAre() {
        let sources = [small.info, big.info]
        func page(_ words: [String], total: Int, exact: Bool) -> SearchResults {
            SearchResults(hits: words.map { SearchHit(headword: $0, kind: .prefix, summary: "") }, totalCount: total, isCountComplete: exact)
        }
        func merged(_ pages: [SearchResults]) -> SearchResults {
            SearchMerge(sources: sources, collation: Collation(language: "tr"), pages: pages, entryCount: { _, _ in 1 }).results(rows: 0..<2)
        }
        let exactSources = merged([page(["ka", "kb"], total: 300, exact: true), page(["ka", "kc"], total: 200, exact: true)])
        #expect(exactSources.totalCount == 499 && exactSources.isCountEstimate && !exactSources.isCountComplete, "about 300 + 200 - 1 shared")
        let atLeast = merged([page(["ka", "kb"], total: 3_000, exact: false), page(["ka", "kc"], total: 200, exact: true)])
        #expect(atLeast.totalCount == 3_000 && !atLeast.isCountEstimate && !atLeast.isCountComplete, "at least the biggest")
        let whole = merged([page(["ka", "kb"], total: 2, exact: true), page(["ka", "kc"], total: 2, exact: true)])
        #expect(whole.totalCount == 3 && whole.isCountComplete)
    }
}
