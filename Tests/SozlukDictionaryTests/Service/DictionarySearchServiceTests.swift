import Dispatch
@testable import SozlukDictionary
import TestSupport
import Testing

/// The search service keeps an engine per direction from search to search; the dictionaries
/// it searches with come with each search.
@Suite struct DictionarySearchServiceTests {
    let folder = TemporaryDirectory()
    let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])

    init() {
        folder.write("eng-tur.json", Fixtures.dictionaryJSON(id: "eng-tur", source: "en", target: "tr",
                                                             entries: [("edge", "kenar, avantaj"), ("benefit", "yarar")]))
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")]))
    }

    @Test func searchesOfADictionaryShareOneEngine() {
        let service = DictionarySearchService(folders: [folder.path], languages: languages)
        let first = service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword)
        for query in ["avantaj", "edge", "ben", "kenar"] { _ = service.search(query, in: "eng-tur", limit: 10) }
        #expect(service.engines.madeCount == 1)
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == first)
        #expect(first == ["benefit", "edge"], "the companion tur-eng is searched with it")
        _ = service.search("avantaj", in: "tur-eng", limit: 10)
        #expect(service.engines.madeCount == 2, "the other direction has an engine of its own")
        folder.write("eng-tur-2.json", Fixtures.dictionaryJSON(id: "eng-tur-2", source: "en", target: "tr", entries: [("edge", "kenar")]))
        let another = DictionarySearchService(folders: [folder.path], languages: languages)
        _ = another.search("edge", in: "eng-tur", limit: 10)
        _ = another.search("edge", in: "eng-tur-2", limit: 10)
        #expect(another.engines.madeCount == 1, "a second dictionary of the direction shares its engine")
    }

    /// A companion bigger than what opening indexes at once, so that it waits to be asked for.
    func writeABigCompanion() {
        let filler = (0..<4_000).map { ("sözcük\($0)", "word number \($0)") }
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")] + filler))
    }

    /// In the browser a companion joins the search once `load` has indexed it: the kept engine
    /// searches with it from then on.
    @Test func aCompanionIndexedSinceJoinsTheKeptEngine() {
        writeABigCompanion()
        let service = DictionarySearchService(folders: [folder.path], policy: .browser, languages: languages)
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["edge"], "tur-eng is not indexed yet")
        #expect(service.engines.madeCount == 1)
        service.load("eng-tur")
        let indexed = DispatchSemaphore(value: 0)
        service.whenCompanionsAreIndexed(of: "eng-tur") { indexed.signal() }
        indexed.wait()
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["benefit", "edge"])
        #expect(service.search("edge", in: "eng-tur", limit: 10).hits.first?.headword == "edge")
        #expect(service.engines.madeCount == 1)
    }

    /// The policy is the service's, handed to the repository with each request: a command's
    /// search indexes the companion it needs at once.
    @Test func aCommandsSearchIndexesTheCompanionItNeeds() {
        writeABigCompanion()
        let repository = JSONDictionaryRepository(folders: [folder.path], languages: languages)
        #expect(!repository.isLoaded("tur-eng"))
        let command = DictionarySearchService(repository, policy: .command)
        #expect(command.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["benefit", "edge"])
        #expect(repository.isLoaded("tur-eng"))
    }
}
