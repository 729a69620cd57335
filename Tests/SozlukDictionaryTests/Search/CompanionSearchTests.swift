@testable import SozlukDictionary
import TestSupport
import Testing

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
        let engine = SearchEngine(for: file.info, languages: languages, companions: withCompanion ? [try IndexedDictionary(companion)] : [])
        return engine.search(query, in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
    }

    static func row(_ hit: SearchHit) -> String {
        hit.row + (hit.translatedBy.map { " · " + $0 } ?? "")
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
        let engine = SearchEngine(for: file.info, languages: languages, companions: [try IndexedDictionary(companion)])
        #expect(engine.search("akıl", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
                == ["brain ← akıl", "mind ← akıl", "reason ← akıl · tur-eng", "wit ← akıl · tur-eng"])
    }

    /// Two companions: brain, third in the first's article on akıl and first in the second's,
    /// comes before reason, which only the first gives.
    @Test func aTranslationTwoCompanionsGiveComesBeforeOneOnlyOneGives() throws {
        let englishToTurkish = [("brain", ["beyin"]), ("reason", ["sebep"]), ("wit", ["zekâ"]), ("mind", ["zihin"])]
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: englishToTurkish.count)
        let file = DictionaryFile(info: info, entries: englishToTurkish.map { DictionaryEntry(headword: $0.0, senses: $0.1.map { Sense(definition: $0) }) })
        let first = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("akıl", "reason, wit, brain")])
        let second = FakeDictionaryRepository.file(id: "wikdict-tur-eng", source: "tr", target: "en", [("akıl", "brain, mind")])
        let rows = { (companions: [DictionaryFile]) in
            try SearchEngine(for: file.info, languages: self.languages, companions: companions.map(IndexedDictionary.init))
                .search("akıl", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
        }
        #expect(try rows([first]) == ["reason ← akıl · tur-eng", "wit ← akıl · tur-eng", "brain ← akıl · tur-eng"])
        #expect(try rows([first, second]) == ["brain ← akıl · tur-eng", "reason ← akıl · tur-eng", "mind ← akıl · wikdict-tur-eng",
                                              "wit ← akıl · tur-eng"])
    }

    @Test func anInflectedWordIsLookedUpInTheCompanionAsItsLemma() throws {
        #expect(try rows("avantajımız") == ["benefit ← avantaj+ımız · tur-eng", "edge ← avantaj+ımız", "advantage ← avantaj+ımız · tur-eng"])
    }

    /// Typed without Turkish letters, an inflected word nothing else finds is taken apart, and
    /// its lemma looked up in the companion too.
    @Test func anInflectedWordTypedWithoutItsLettersIsLookedUpInTheCompanionAsItsLemma() throws {
        let file = FakeDictionaryRepository.file(id: "eng-tur", source: "en", target: "tr", [("benefit", "yarar, fayda"), ("edge", "kenar")])
        let companion = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("avantaj", "benefit")])
        let rows = try SearchEngine(for: file.info, languages: languages, companions: [IndexedDictionary(companion)])
            .search("avantajlarimizi", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
        #expect(rows.first?.hasPrefix("benefit ← avantaj+lar") == true && rows.first?.hasSuffix(" · tur-eng") == true, "\(rows)")
    }

    /// AB is Turkish for the EU; ab is most likely the start of abandon.
    @Test func anAbbreviationOfTheCompanionIsAskedForInCapitalsOnly() throws {
        let file = FakeDictionaryRepository.file(id: "eng-tur", source: "en", target: "tr", [("eu", "Avrupa Birliği"), ("abandon", "bırakmak")])
        let companion = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("AB", "EU")])
        let rows = { (query: String) in
            try SearchEngine(for: file.info, languages: self.languages, companions: [IndexedDictionary(companion)])
                .search(query, in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
        }
        #expect(try rows("ab") == ["abandon"])
        #expect(try rows("AB") == ["abandon", "eu ← AB · tur-eng"], "after abandon, which it starts")
    }

    /// bec is no Turkish word the engine knows, and starts English headwords: the user may be
    /// typing because, and beç's translation waits for them. istihza starts none.
    @Test func aQueryThatStartsHeadwordsHasTheCompanionsRowsAfterThem() throws {
        let file = FakeDictionaryRepository.file(id: "eng-tur", source: "en", target: "tr",
                                                 [("beck", "dere"), ("became", "oldu"), ("mad", "deli"), ("irony", "ironi")])
        let companion = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("beç", "mad"), ("istihza", "irony")])
        let rows = { (query: String) in
            try SearchEngine(for: file.info, languages: self.languages, companions: [IndexedDictionary(companion)])
                .search(query, in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
        }
        #expect(try rows("bec") == ["beck", "became", "mad ← bec · tur-eng"])
        #expect(try rows("istihza") == ["irony ← istihza · tur-eng"])
    }

    /// Haus starts hausfrau, but English → German gives house as Haus outright: that rank holds
    /// whatever the companion's rows wait for.
    @Test func aTranslationTheDictionaryGivesItselfKeepsItsRankWhenTheCompanionsRowsWait() throws {
        let file = FakeDictionaryRepository.file(id: "eng-deu", source: "en", target: "de", [("house", "Haus, Heim"), ("hausfrau", "Hausfrau")])
        let companion = FakeDictionaryRepository.file(id: "deu-eng", source: "de", target: "en", [("Haus", "house")])
        let rows = try SearchEngine(for: file.info, languages: languages, companions: [IndexedDictionary(companion)])
            .search("Haus", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
        #expect(rows == ["house ← Haus", "hausfrau"])
    }

    /// şu (that) and su (water) are one key of the index of translations; typed with its
    /// letter, şu finds what spells it so first, in the dictionary and in the companion.
    @Test func aWordTypedWithItsLettersFindsWhatSpellsItSoFirst() throws {
        let english = [("water", "su"), ("that", "şu, o"), ("this", "bu, şu")]
        let file = FakeDictionaryRepository.file(id: "eng-tur", source: "en", target: "tr", english)
        #expect(try SearchEngine(for: file.info, languages: languages).search("şu", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
                == ["that ← şu", "this ← şu", "water ← şu"])
        #expect(try SearchEngine(for: file.info, languages: languages).search("su", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row)
                .first == "water ← su")
        // A companion that has su but no şu says nothing of şu.
        let companion = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("su", "water")])
        let rules = LanguageRules(lemmatizers: ["tr": TurkishLemmatizer()], frequencies: ["tr": WordFrequencies(["su": 60])])
        #expect(try SearchEngine(for: file.info, languages: rules, companions: [IndexedDictionary(companion)])
                .search("şu", in: try IndexedDictionary(file), limit: 20).hits.map(Self.row).first == "that ← şu")
    }

    /// pasta is an English headword as well as Turkish for cake: typed in English → Turkish
    /// without anything marking it Turkish, it is the English word.
    @Test func aHeadwordOfTheDictionaryIsNotLookedUpInTheCompanion() throws {
        let rows = try rows("pasta")
        #expect(rows.first == "pasta")
        #expect(!rows.contains { $0.hasPrefix("tart") })
    }

    /// Turkish → English searched with English → Turkish: water's article says göl (lake),
    /// which is no gol (goal), a headword only folding like it.
    @Test func aCompanionsTranslationIsTheHeadwordItSpells() throws {
        let turkish = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("göl", "lake"), ("gol", "goal"), ("su", "water")])
        let english = FakeDictionaryRepository.file(id: "eng-tur", source: "en", target: "tr", [("water", "su, göl")])
        let engine = SearchEngine(for: turkish.info, languages: languages, companions: [try IndexedDictionary(english)])
        let rows = engine.search("water", in: try IndexedDictionary(turkish), limit: 10).hits.map(\.headword)
        #expect(rows.contains("göl"))
        #expect(!rows.contains("gol"))
    }
}
