import Testing
import TestSupport
@testable import SozlukCore

/// A word of the target language looked up in the dictionary the other way round as well:
/// Turkish → English beside English → Turkish says outright what a Turkish word is.
@Suite struct CompanionSearchTests {
    let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])

    let englishToTurkish = [("edge", ["kenar, avantaj"]), ("benefit", ["yarar, fayda"]), ("advantage", ["üstünlük"]),
                            ("mind", ["akıl, zihin"]), ("brain", ["beyin", "akıl"]), ("wit", ["akıl, zekâ"]),
                            ("pasta", ["makarna"]), ("cake", ["kek, pasta"]), ("tart", ["turta"])]
    let turkishToEnglish = [("avantaj", "benefit, advantage"), ("akıl", "brain"), ("pasta", "cake, tart")]

    func rows(_ query: String, withCompanion: Bool = true) throws -> [String] {
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: englishToTurkish.count)
        let file = DictionaryFile(info: info, entries: englishToTurkish.map { DictionaryEntry(headword: $0.0, senses: $0.1.map { Sense(definition: $0) }) })
        let companion = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", turkishToEnglish)
        let engine = SearchEngine(for: file.info, languages: languages, companion: withCompanion ? try IndexedDictionary(companion) : nil)
        return engine.search(query, in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
    }

    static func row(_ hit: SearchHit) -> String {
        hit.headword + (hit.explanation.map { " ← " + $0 } ?? "") + (hit.translatedBy.map { " · " + $0 } ?? "")
    }

    @Test func aWordTheCompanionTranslatesFindsWhatTheDictionaryNeverLinksToIt() throws {
        #expect(try rows("avantaj", withCompanion: false) == ["edge ← avantaj"])
        let rows = try rows("avantaj")
        #expect(rows.contains("benefit ← avantaj · tur-eng") && rows.contains("advantage ← avantaj · tur-eng") && rows.contains("edge ← avantaj"))
        let benefit = try #require(rows.firstIndex(of: "benefit ← avantaj · tur-eng"))
        let advantage = try #require(rows.firstIndex(of: "advantage ← avantaj · tur-eng"))
        #expect(benefit < advantage, "in the companion's order")
    }

    /// akıl is all the companion's article on it says: brain first, though eng-tur has akıl
    /// only in brain's second sense.
    @Test func theCompanionsWholeTranslationComesFirst() throws {
        #expect(try rows("akıl", withCompanion: false) == ["mind ← akıl", "wit ← akıl", "brain ← akıl"])
        #expect(try rows("akıl") == ["brain ← akıl", "mind ← akıl", "wit ← akıl"], "eng-tur says it too: no companion note")
    }

    /// brain, the companion's third translation, is also one of eng-tur's: it comes before the
    /// companion's first, which eng-tur does not link to akıl.
    @Test func aTranslationBothDictionariesGiveComesBeforeOnesOnlyOneGives() throws {
        let englishToTurkish = [("brain", ["beyin", "akıl"]), ("wit", ["zekâ"]), ("reason", ["sebep"]), ("mind", ["akıl, zihin"])]
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: englishToTurkish.count)
        let file = DictionaryFile(info: info, entries: englishToTurkish.map { DictionaryEntry(headword: $0.0, senses: $0.1.map { Sense(definition: $0) }) })
        let companion = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("akıl", "reason, wit, brain")])
        let engine = SearchEngine(for: file.info, languages: languages, companion: try IndexedDictionary(companion))
        #expect(engine.search("akıl", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
                == ["brain ← akıl", "mind ← akıl", "reason ← akıl · tur-eng", "wit ← akıl · tur-eng"])
    }

    @Test func anInflectedWordIsLookedUpInTheCompanionAsItsLemma() throws {
        #expect(try rows("avantajımız") == ["benefit ← avantaj+ımız · tur-eng", "edge ← avantaj+ımız", "advantage ← avantaj+ımız · tur-eng"])
    }

    /// pasta is an English headword as well as Turkish for cake: typed in English → Turkish
    /// without anything marking it Turkish, it is the English word.
    @Test func aHeadwordOfTheDictionaryIsNotLookedUpInTheCompanion() throws {
        let rows = try rows("pasta")
        #expect(rows.first == "pasta")
        #expect(!rows.contains { $0.hasPrefix("tart") })
    }
}
