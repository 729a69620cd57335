import Testing
import TestSupport
@testable import SozlukCore

/// The repository searches a dictionary with the first one installed the other way round.
@Suite struct CompanionDictionaryTests {
    let folder = TemporaryDirectory()
    let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])

    init() {
        folder.write("eng-tur.json", Fixtures.dictionaryJSON(id: "eng-tur", source: "en", target: "tr",
                                                             entries: [("edge", "kenar, avantaj"), ("benefit", "yarar")]))
        folder.write("deu-eng.json", Fixtures.dictionaryJSON(id: "deu-eng", source: "de", target: "en", entries: [("Vorteil", "benefit")]))
    }

    func headwords(_ query: String, searchingCompanions: Bool = true) -> [String] {
        let repository = JSONDictionaryRepository(folders: [folder.path], languages: languages, searchesCompanions: searchingCompanions)
        return repository.search(query, in: "eng-tur", limit: 10).hits.map(\.headword)
    }

    @Test func aDictionaryTheOtherWayRoundIsSearchedWithIt() {
        #expect(headwords("avantaj") == ["edge"], "German → English is no companion of English → Turkish")
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")]))
        #expect(headwords("avantaj") == ["benefit", "edge"])
        #expect(headwords("avantaj", searchingCompanions: false) == ["edge"])
    }

    @Test func aBrokenCompanionLeavesTheSearchAsItWas() {
        folder.write("tur-eng.json", "{\"format\": \"sozluk.dictionary\", \"sourceLanguage\": \"tr\", \"targetLanguage\": \"en\", \"entries\": [")
        #expect(headwords("avantaj") == ["edge"])
    }
}
