@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

/// A dictionary turned round: English → Turkish read as Turkish → English.
@Suite struct ReverseImportTests {
    let info = {
        var info = DictionaryInfo(id: "eng-tur-reversed", name: "Turkish → English (reversed)", sourceLanguage: "tr", targetLanguage: "en")
        info.isSecondary = true
        return info
    }()
    let commonness: [String: Double] = ["command": 4.5, "order": 5.5, "do": 7.0, "wreak": 2.0, "other": 6.0, "another": 5.8, "tombstone": 2.5]

    func reversed(_ entries: [DictionaryEntry]) -> [String: [String]] {
        let commonness = commonness
        let file = ReverseImporter(commonness: { commonness[$0] ?? 0 }).reversed(entries, info: info)
        #expect(file.info.entryCount == file.entries.count)
        #expect(file.info.isSecondary)
        return Dictionary(uniqueKeysWithValues: file.entries.map { ($0.headword, $0.senses.map(\.definition)) })
    }

    /// komut is command because command's article says "emir, kumanda, komut"; emir is command
    /// and order, commonest first.
    @Test func eachTranslationAnArticleGivesBecomesAHeadwordWithTheHeadwordsThatGiveIt() {
        let entries = reversed([
            DictionaryEntry(headword: "command", senses: [Sense(definition: "emir, kumanda, komut")]),
            DictionaryEntry(headword: "order", senses: [Sense(definition: "sıra, düzen"), Sense(definition: "emir")]),
        ])
        #expect(entries["komut"] == ["command"])
        #expect(entries["kumanda"] == ["command"])
        #expect(entries["sıra"] == ["order"])
        // order gives emir in a later sense: it stands in emir's second sense.
        #expect(entries["emir"] == ["command", "order"])
    }

    /// yapmak is the whole definition of wreak and one translation of do's first sense: both
    /// first senses, and do, the commoner, first.
    @Test func withinASenseTheCommonestHeadwordComesFirst() {
        let entries = reversed([
            DictionaryEntry(headword: "wreak", senses: [Sense(definition: "yapmak")]),
            DictionaryEntry(headword: "do", senses: [Sense(definition: "etmek, yapmak")]),
            DictionaryEntry(headword: "other", senses: [Sense(definition: "başka, diğer")]),
            DictionaryEntry(headword: "another", senses: [Sense(definition: "diğer")]),
        ])
        #expect(entries["yapmak"] == ["do, wreak"])
        #expect(entries["diğer"] == ["other, another"])
    }

    /// mezar taşı (tombstone) is searched for by its words, but taşı, whose -ı only says
    /// whose stone it is, is no headword; an explanation of more than four words makes none,
    /// nor a label in brackets.
    @Test func aPhraseIsAHeadwordButNotTheWordsInsideIt() {
        let entries = reversed([
            DictionaryEntry(headword: "tombstone", senses: [Sense(definition: "mezar taşı")]),
            DictionaryEntry(headword: "affidavit", senses: [Sense(definition: "yemin edilerek yapılan yazılı ifade belgesi")]),
            DictionaryEntry(headword: "oak", senses: [Sense(definition: "(bot.) meşe")]),
        ])
        #expect(entries["mezar taşı"] == ["tombstone"])
        #expect(entries["taşı"] == nil)
        #expect(entries["mezar"] == nil)
        #expect(entries["yemin"] == nil && entries["belgesi"] == nil)
        #expect(entries["meşe"] == ["oak"])
        #expect(entries["bot"] == nil)
    }

    /// kitaplar (endpapers) and sayısı are forms of kitap and sayı, which are headwords too:
    /// no headwords of their own, or they would outrank kitap for kitaplarımızdan. A word that
    /// only ends like a form stays (kapı, kalem; ağaçlar when ağaç is no headword).
    @Test func aPluralOrPossessiveOfAnotherHeadwordIsNoHeadword() {
        let entries = reversed([
            DictionaryEntry(headword: "endpapers", senses: [Sense(definition: "kitaplar")]),
            DictionaryEntry(headword: "book", senses: [Sense(definition: "kitap")]),
            DictionaryEntry(headword: "seventy", senses: [Sense(definition: "sayısı")]),
            DictionaryEntry(headword: "number", senses: [Sense(definition: "sayı")]),
            DictionaryEntry(headword: "door", senses: [Sense(definition: "kapı")]),
            DictionaryEntry(headword: "pot", senses: [Sense(definition: "kap")]),
            DictionaryEntry(headword: "trees", senses: [Sense(definition: "ağaçlar")]),
        ])
        #expect(entries["kitaplar"] == nil && entries["sayısı"] == nil)
        #expect(entries["kitap"] == ["book"] && entries["sayı"] == ["number"])
        #expect(entries["kapı"] == ["door"] && entries["ağaçlar"] == ["trees"])
    }

    /// A word written in capitals by one article and in lower case by another is one headword,
    /// lower-cased the Turkish way (KIRMIZI is kırmızı); a name stays a name.
    @Test func spellingsOfOneWordAreOneHeadwordInLowerCaseWhereAnArticleWritesItSo() {
        let entries = reversed([
            DictionaryEntry(headword: "red", senses: [Sense(definition: "KIRMIZI")]),
            DictionaryEntry(headword: "crimson", senses: [Sense(definition: "kırmızı")]),
            DictionaryEntry(headword: "Ankara", senses: [Sense(definition: "Ankara")]),
        ])
        #expect(entries["kırmızı"]?.first?.split(separator: ",").count == 2)
        #expect(entries["KIRMIZI"] == nil)
        #expect(entries["Ankara"] == ["Ankara"])
    }

    /// "apple, red apple": apple is a translation of its own, kept beside the phrase.
    @Test func aWordBesideAPhraseHoldingItIsKept() {
        let entries = reversed([
            DictionaryEntry(headword: "apple", senses: [Sense(definition: "elma, kırmızı elma")]),
            DictionaryEntry(headword: "baptism", senses: [Sense(definition: "vaftiz, vaftiz ayini")]),
        ])
        #expect(entries["elma"] == ["apple"] && entries["kırmızı elma"] == ["apple"])
        #expect(entries["vaftiz"] == ["baptism"])
    }

    /// Labels, abbreviations, references, affixes, one-letter headwords and the input's own
    /// words in its definitions make no headword; nor does a word only one later sense gives.
    @Test func whatIsNoTranslationMakesNoHeadword() {
        let commonness: [String: Double] = ["old": 6.0, "slang": 3.0, "weird": 4.0]
        let file = ReverseImporter(commonness: { commonness[$0] ?? 0 }, sourceCommonness: { $0 == "hem" ? 5.0 : 0 }).reversed([
            DictionaryEntry(headword: "weird", senses: [Sense(definition: "(argo) tuhaf, ABD, A.B.D., bkz. strange")]),
            DictionaryEntry(headword: "y", senses: [Sense(definition: "olan, -li")]),
            DictionaryEntry(headword: "aged", senses: [Sense(definition: "yaşlı, old")]),
            DictionaryEntry(headword: "haw", senses: [Sense(definition: "hem")]),
            DictionaryEntry(headword: "hum", senses: [Sense(definition: "mırıldanmak"), Sense(definition: "Bak. hem.")]),
            DictionaryEntry(headword: "queer", senses: [Sense(definition: "garip"), Sense(definition: "tuhaf, şekilde")]),
            DictionaryEntry(headword: "turn", senses: [Sense(definition: "dön mek")]),
        ], info: info)
        let headwords = Set(file.entries.map(\.headword))
        #expect(headwords == ["tuhaf", "yaşlı", "hem", "mırıldanmak", "garip"], "\(headwords.sorted())")
    }

    /// "bir" stands in hundreds of articles: a sense lists at most a few; a headword with a
    /// comma of its own is kept whole.
    @Test func aSenseListsAFewTranslationsAndKeepsAHeadwordWithACommaWhole() {
        let many = (0..<30).map { DictionaryEntry(headword: "word\($0)", senses: [Sense(definition: "bir")]) }
        let entries = reversed(many + [DictionaryEntry(headword: "Washington, D.C.", senses: [Sense(definition: "Vaşington")])])
        #expect(entries["bir"]?.first?.split(separator: ",").count == ReverseImporter.mostTranslationsPerSense)
        #expect(entries["Vaşington"] == ["Washington, D.C."])
    }

    /// The new file is in the order of the Turkish alphabet, as people read it too.
    @Test func theHeadwordsAreInTheNewSourceLanguagesOrder() {
        let file = ReverseImporter().reversed([
            DictionaryEntry(headword: "cat", senses: [Sense(definition: "kedi")]),
            DictionaryEntry(headword: "tree", senses: [Sense(definition: "ağaç")]),
            DictionaryEntry(headword: "door", senses: [Sense(definition: "çıkış")]),
            DictionaryEntry(headword: "exit", senses: [Sense(definition: "cadde")]),
        ], info: info)
        #expect(file.entries.map(\.headword) == ["ağaç", "cadde", "çıkış", "kedi"])
    }
}
