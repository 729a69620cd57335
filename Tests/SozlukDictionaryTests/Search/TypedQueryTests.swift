@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// Queries as people type them: with spaces around, in capitals, as phrases; and rows that
/// show the part of the article that answers them.
@Suite struct TypedQueryTests {
    let languages = LanguageRules(lemmatizers: [
        "en": EnglishLemmatizer(exceptions: ["gave": ["give"]]),
        "tr": TurkishLemmatizer(),
    ])

    /// English → Turkish with a few articles as the bundled one writes them: phrases as
    /// examples under their first word, and light's "ışık" in its second article.
    func englishToTurkish() -> (SearchEngine, IndexedDictionary) {
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: 8, path: "/data/eng-tur.json")
        let entries = [
            DictionaryEntry(headword: "as", senses: [Sense(definition: "gibi", examples: ["as house — ev gibi"])]),
            DictionaryEntry(headword: "house", senses: [Sense(definition: "ev, mesken")]),
            DictionaryEntry(headword: "houseboat", senses: [Sense(definition: "yüzen ev")]),
            DictionaryEntry(headword: "give", senses: [Sense(definition: "vermek"), Sense(definition: "pes etmek", examples: ["give in — teslim olmak", "give up — vaz geçmek"])]),
            DictionaryEntry(headword: "up", senses: [Sense(definition: "yukarı")]),
            DictionaryEntry(headword: "head", senses: [Sense(definition: "baş", examples: ["give head to — baş vermek, up"])]),
            DictionaryEntry(headword: "ice", senses: [Sense(definition: "buz", examples: ["ice cream — dondurma"])]),
            DictionaryEntry(headword: "cream", senses: [Sense(definition: "krema")]),
            DictionaryEntry(headword: "intro", senses: [Sense(definition: "içe doğru")]),
            DictionaryEntry(headword: "light", senses: [Sense(definition: "konmak"), Sense(definition: "inmek")]),
            DictionaryEntry(headword: "light", senses: [Sense(definition: "hafif")]),
            DictionaryEntry(headword: "light", senses: [Sense(definition: "ışık, aydınlık, ziya"), Sense(definition: "ışık veren şey")]),
            DictionaryEntry(headword: "like", senses: [Sense(definition: "gibi, benzer")]),
            DictionaryEntry(headword: "red", senses: [Sense(definition: "kırmızı, kızıl", examples: ["red light — kırmızı ışık"])]),
            DictionaryEntry(headword: "ship", senses: [Sense(definition: "gemi")]),
            DictionaryEntry(headword: "ness", senses: [Sense(definition: "-lik")]),
            DictionaryEntry(headword: "icicle", senses: [Sense(definition: "buz saçağı (sarkan ice)")]),
        ]
        let file = DictionaryFile(info: info, entries: entries)
        return (SearchEngine(for: info, languages: languages), try! IndexedDictionary(file))
    }

    func hits(_ query: String) -> [SearchHit] {
        let (engine, dictionary) = englishToTurkish()
        return engine.search(query, in: dictionary, limit: 10).hits
    }

    @Test func spacesAroundAndInsideAQueryAreThoseOfTheWordsTyped() {
        #expect(TypedQuery.normalized("  house  ") == "house")
        #expect(TypedQuery.normalized("ice \t cream ") == "ice cream")
        #expect(TypedQuery.normalized(" \n ") == "")
        #expect(TypedQuery.isNormalized("ice cream") && !TypedQuery.isNormalized("house ") && !TypedQuery.isNormalized("a\tb"))
        for typed in ["house ", " house", "  house  "] {
            #expect(hits(typed).first?.headword == "house", "“\(typed)” is house")
            #expect(hits(typed).first?.kind == .exact)
        }
    }

    /// The capital I of an English word is no Turkish ı: LIKE is like, not lık+e.
    @Test func capitalsFoldAsTheLanguageOfTheWordFolds() {
        #expect(hits("LIKE").first?.headword == "like")
        #expect(hits("LIKE").first?.kind == .exact)
        #expect(hits("LIGHT").first?.kind == .exact)
        #expect(hits("IŞIK").first?.headword == "light", "a capital Ş makes the word Turkish")
        #expect(!LanguageRules.isWrittenInTarget("LIKE", source: "en", target: "tr"))
        #expect(LanguageRules.isWrittenInTarget("İSTANBUL", source: "en", target: "tr"))
    }

    /// An English word typed in capitals is that word: ICE finds what ice finds, icicle, whose
    /// definition writes "ice", among them; never what Turkish would make of it (ıce).
    @Test func aWordInCapitalsFindsWhatItsLowerCaseFinds() {
        let lower = hits("ice").map { "\($0.headword) \($0.kind)" }
        #expect(lower.contains("icicle translation"), "\(lower)")
        for typed in ["ICE", "Ice"] {
            #expect(hits(typed).map { "\($0.headword) \($0.kind)" } == lower, "\(typed)")
        }
    }

    @Test func aPhraseFindsTheArticleThatWritesItAndShowsThatLine() {
        let giveUp = hits("give up")
        #expect(giveUp.first?.headword == "give")
        #expect(giveUp.first?.kind == .phrase)
        #expect(giveUp.first?.summary == "give up — vaz geçmek")
        #expect(giveUp.first?.answeringSense == SenseLocation(entry: 0, sense: 1, example: "give up — vaz geçmek"))
        #expect(hits("gave up").first?.summary == "give up — vaz geçmek", "inflection undone word by word")
        #expect(hits("gives up").first?.summary == "give up — vaz geçmek", "give, a headword, before gif and gife (wolves: wolf)")
        #expect(hits("ice cream").first?.summary == "ice cream — dondurma")
    }

    /// head's article holds give and up apart, intro's "içe" folds like ice: neither is a
    /// translation of an English phrase.
    @Test func aWordOfAPhraseMakesNoTranslationRowByItself() {
        #expect(!hits("give up").contains { $0.headword == "head" })
        #expect(!hits("ice cream").contains { $0.headword == "intro" })
    }

    /// light's first article means to alight; the row for ışık shows the sense that says ışık.
    @Test func aRowFoundThroughATranslationShowsTheSenseThatSaysIt() {
        let light = hits("ışık").first { $0.headword == "light" }
        #expect(light?.summary == "ışık, aydınlık, ziya")
        #expect(light?.answeringSense == SenseLocation(entry: 2, sense: 0))
        #expect(hits("light").first?.answeringSense == nil, "an exact match opens at the top")
    }

    /// red says ışık only in an example: the row shows that line and the page opens at it.
    @Test func aTranslationOnlyAnExampleGivesShowsThatExample() throws {
        let red = try #require(hits("ışık").first { $0.headword == "red" })
        #expect(red.summary == "red light — kırmızı ışık")
        #expect(red.answeringSense == SenseLocation(entry: 0, sense: 0, example: "red light — kırmızı ışık"))
    }

    /// ışık is no headword of the small Turkish → English, but one of the other: named, and
    /// only when the rows here answer it poorly.
    @Test func anotherDictionaryThatHasTheWordIsNamed() {
        let small = FakeDictionaryRepository.file(id: "tur-eng", source: "tr", target: "en", [("ılık", "warm"), ("isim", "name")])
        let big = FakeDictionaryRepository.file(id: "wikdict-tur-eng", source: "tr", target: "en", [("ışık", "light")])
        let repository = FakeDictionaryRepository([small, big])
        #expect(repository.dictionaries(withHeadword: "ışık", besides: "tur-eng", loadedOnly: true).map(\.id) == ["wikdict-tur-eng"])
        #expect(repository.dictionaries(withHeadword: "isim", besides: "tur-eng", loadedOnly: true).isEmpty)
        repository.notLoaded = ["wikdict-tur-eng"]
        #expect(repository.dictionaries(withHeadword: "ışık", besides: "tur-eng", loadedOnly: true).isEmpty, "the browser opens none for it")
        let weak = SearchResults(hits: [SearchHit(headword: "ılık", kind: .fuzzy, summary: "warm")], totalCount: 1)
        #expect(weak.answersPoorly)
        #expect(!SearchResults(hits: [SearchHit(headword: "light", kind: .translation, summary: "ışık")], totalCount: 1).answersPoorly)
    }

    /// A page far down the ranking is that part of it: the rows before it are ranked, not read.
    @Test func aPageFarDownIsThatPartOfTheRanking() {
        let words = (0..<300).map { (String(format: "w%03d", $0), "sense \($0)") }
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", words)
        let dictionary = try! IndexedDictionary(file)
        let engine = SearchEngine(for: file.info, languages: languages)
        let whole = engine.search("w", in: dictionary, limit: 300).hits.map(\.headword)
        let page = engine.search("w", in: dictionary, limit: 20, offset: 250)
        #expect(page.firstRow == 250)
        #expect(page.hits.map(\.headword) == Array(whole[250..<270]))
        #expect(engine.search("", in: dictionary, limit: 10, offset: 295).hits.map(\.headword) == (295..<300).map { String(format: "w%03d", $0) })
        #expect(engine.search("", in: dictionary, limit: 10, offset: 400).hits.isEmpty)
    }

    /// Typed with ı and ş, ışık is not the isik folded into bisiklet, nor a form of iş, nor
    /// isim one typo off once folded; typed without them, it may be any of those.
    @Test func lettersTypedAsTheyAreAreNotFoldedAway() {
        let turkish = [("ışık", "light"), ("bisiklet", "bicycle"), ("iş", "work"), ("isim", "name"), ("ılık", "warm"), ("karmakarışık", "chaotic")]
        let file = FakeDictionaryRepository.file(source: "tr", target: "en", turkish)
        let dictionary = try! IndexedDictionary(file)
        let engine = SearchEngine(for: file.info, languages: languages)
        let typed = engine.search("ışıkı", in: dictionary, limit: 10).hits.map(\.headword)
        #expect(typed.first == "ışık")
        #expect(!typed.contains("iş") && !typed.contains("isim"))
        let contained = engine.search("ışı", in: dictionary, limit: 10).hits.map(\.headword)
        #expect(contained.contains("karmakarışık") && !contained.contains("bisiklet"), "bisiklet holds isi, not ışı")
        #expect(engine.search("isi", in: dictionary, limit: 10).hits.map(\.headword).contains("bisiklet"), "typed without the letters, it may")
        let satyr = FakeDictionaryRepository.file(source: "tr", target: "en", [("satir", "satyr"), ("satıcı", "seller")])
        let found = engine.search("satır", in: try! IndexedDictionary(satyr), limit: 5).hits
        #expect(found.first { $0.headword == "satir" }?.kind != .exact, "satir only folds like satır")
    }

    /// ice is an English word typed as it is: içe ("içe doğru", inward) is no translation of it,
    /// nor is ice içe typed without its letters.
    @Test func aHeadwordTypedInAToZIsNotATurkishWordWithoutItsLetters() {
        let rows = hits("ice").map(\.headword)
        #expect(rows.first == "ice")
        #expect(!rows.contains("intro"))
    }

    /// ter is sweat in Turkish, but far likelier term being typed: term first, then the
    /// translations. su starts such, as common as water: water first.
    @Test func aTurkishWordThatStartsAFarCommonerEnglishWordLetsItGoFirst() {
        let rules = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()],
                                  frequencies: ["en": WordFrequencies(["term": 52, "terrible": 47, "such": 58, "sun": 50]),
                                                "tr": WordFrequencies(["ter": 42, "su": 57])])
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", [("term", "dönem, terim"), ("terrible", "korkunç"), ("sweat", "ter"),
                                                                             ("such", "böyle"), ("sun", "güneş"), ("water", "su")])
        let engine = SearchEngine(for: file.info, languages: rules)
        let dictionary = try! IndexedDictionary(file)
        let ter = engine.search("ter", in: dictionary, limit: 5).hits.map(\.headword)
        #expect(ter.first == "term")
        #expect(ter.prefix(3).contains("sweat"), "the Turkish reading stays on the first screen")
        #expect(engine.search("su", in: dictionary, limit: 5).hits.first?.headword == "water")
    }

    /// A phrase that is a headword once its verb's endings are undone is found as its form;
    /// an example's phrase under its first word comes before the same under another word.
    @Test func aPhraseHeadwordIsFoundInflectedAndAnExampleUnderItsFirstWordFirst() {
        let file = FakeDictionaryRepository.file(source: "tr", target: "en", [("aşık olmak", "fall in love"), ("aşık", "lover"), ("olmak", "be")])
        let engine = SearchEngine(for: file.info, languages: languages)
        let rows = engine.search("aşık olduk", in: try! IndexedDictionary(file), limit: 5).hits
        #expect(rows.first?.headword == "aşık olmak")
        #expect(rows.first?.kind == .lemma)
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr")
        let english = DictionaryFile(info: info, entries: [
            DictionaryEntry(headword: "bank", senses: [Sense(definition: "banka", examples: ["blood bank — kan bankası"])]),
            DictionaryEntry(headword: "blood", senses: [Sense(definition: "kan", examples: ["blood bank — kan bankası"])]),
        ])
        let bank = SearchEngine(for: info, languages: languages).search("blood bank", in: try! IndexedDictionary(english), limit: 5).hits
        #expect(bank.map(\.headword) == ["blood", "bank"])
    }
}
