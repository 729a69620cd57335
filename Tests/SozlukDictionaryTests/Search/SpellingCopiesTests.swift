@testable import SozlukDictionary
import TestSupport
import Testing

/// One article under two spellings, as English → Turkish gives gray and grey.
@Suite struct SpellingCopiesTests {
    // grey has an entry of its own too, as in English → Turkish.
    let entries = [("gray", "gri, kurşuni"), ("grey", "gri, kurşuni"), ("grey", "grileşmek"), ("ash", "kül, gri"), ("grew", "büyüdü"),
                   ("great", "büyük, gri")]

    func search(_ query: String) throws -> SearchResults {
        let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", entries)
        return SearchEngine(source: "en", target: "tr", languages: languages).search(query, in: try IndexedDictionary(file), limit: 20)
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
