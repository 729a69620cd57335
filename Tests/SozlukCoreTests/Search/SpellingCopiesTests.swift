import Testing
@testable import SozlukCore

/// One article under two spellings, as English → Turkish gives gray and grey.
@Suite struct SpellingCopiesTests {
    // grey has an entry of its own too, as in English → Turkish.
    let entries = [("gray", "gri, kurşuni"), ("grey", "gri, kurşuni"), ("grey", "grileşmek"), ("ash", "kül, gri"), ("grew", "büyüdü"),
                   ("great", "büyük, gri")]

    func search(_ query: String) throws -> SearchResults {
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: entries.count)
        let file = DictionaryFile(info: info, entries: entries.map { DictionaryEntry(headword: $0.0, senses: [Sense(definition: $0.1)]) })
        let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])
        return SearchEngine(for: info, languages: languages).search(query, in: try IndexedDictionary(file), limit: 20)
    }

    @Test func aTranslationFoundUnderTwoSpellingsTakesOneRow() throws {
        let results = try search("gri")
        #expect(results.hits.first?.headword == "gray")
        #expect(results.hits.map(\.headword).sorted() == ["ash", "gray", "great"], "no row for grey")
        #expect(results.totalCount == 3)
    }

    @Test func eachSpellingKeepsItsRowWhenTyped() throws {
        #expect(try search("grey").hits.map(\.headword).first == "grey")
        #expect(try search("gr").hits.map(\.headword).sorted() == ["gray", "great", "grew", "grey"])
    }
}
