import Dispatch
@testable import SozlukDictionary
import TestSupport
import Testing

/// The search service searches with the front end's policy and, every time, with the
/// companions the repository has indexed by then.
@Suite struct DictionarySearchServiceTests {
    let folder = TemporaryDirectory()
    let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])

    init() {
        folder.write("eng-tur.json", Fixtures.dictionaryJSON(id: "eng-tur", source: "en", target: "tr",
                                                             entries: [("edge", "kenar, avantaj"), ("benefit", "yarar")]))
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")]))
    }

    @Test func everySearchOfADictionaryHasItsCompanion() {
        let service = DictionarySearchService(folders: [folder.path], languages: languages)
        let first = service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword)
        for query in ["avantaj", "edge", "ben", "kenar"] { _ = service.search(query, in: "eng-tur", limit: 10) }
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == first)
        #expect(first == ["benefit", "edge"], "the companion tur-eng is searched with it")
        #expect(service.search("avantaj", in: "tur-eng", limit: 10).hits.map(\.headword) == ["avantaj"], "the other direction searches its own way")
    }

    /// A companion bigger than what opening indexes at once, so that it waits to be asked for.
    func writeABigCompanion() {
        let filler = (0..<4_000).map { ("sözcük\($0)", "word number \($0)") }
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")] + filler))
    }

    /// In the browser a companion joins the search once `load` has indexed it, and every
    /// search from then on has it.
    @Test func aCompanionIndexedSinceJoinsTheNextSearch() {
        writeABigCompanion()
        let service = DictionarySearchService(folders: [folder.path], policy: .browser, languages: languages)
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["edge"], "tur-eng is not indexed yet")
        service.load("eng-tur")
        let indexed = DispatchSemaphore(value: 0)
        service.whenCompanionsAreIndexed(of: "eng-tur") { indexed.signal() }
        indexed.wait()
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["benefit", "edge"])
        #expect(service.search("edge", in: "eng-tur", limit: 10).hits.first?.headword == "edge")
        #expect(service.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["benefit", "edge"])
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
