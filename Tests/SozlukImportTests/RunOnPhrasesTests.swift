@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

/// FreeDict English → Turkish senses as Debian ships them, with the phrases run on into them.
@Suite struct RunOnPhrasesTests {
    let phrases = RunOnPhrases(headwords: ["brain", "child", "fever", "brainpan", "beat", "one", "white", "elephant", "write", "down",
                                           "in", "golf", "film", "tea", "bag"])

    @Test func aPhraseRunOnWithoutAStopBecomesAnExample() {
        let sense = phrases.split(Sense(definition: "fil white elephant elde bulundurması güç olan ender rastlanır kıymetli (mal.)"), headword: "elephant")
        #expect(sense == Sense(definition: "fil", examples: ["white elephant — elde bulundurması güç olan ender rastlanır kıymetli (mal.)"]))
    }

    @Test func phrasesAfterStopsEachBecomeAnExampleInOrder() {
        let text = "kavrayış, zeka, akıl, zihin, kafa. brain child (k.dili.) fikri eser, buluş. brain fever beyin humması. brainpan  kafatası."
        let sense = phrases.split(Sense(definition: text, labels: ["çoğ."]), headword: "brain")
        #expect(sense == Sense(definition: "kavrayış, zeka, akıl, zihin, kafa",
                               examples: ["brain child — (k.dili.) fikri eser, buluş", "brain fever — beyin humması", "brainpan — kafatası"],
                               labels: ["çoğ."]))
        let beat = phrases.split(Sense(definition: "birdenbire akla gelen parlak fikir. beat one's brain kafa yormak, kafa patlatmak."), headword: "brain")
        #expect(beat.definition == "birdenbire akla gelen parlak fikir")
        #expect(beat.examples == ["beat one's brain — kafa yormak, kafa patlatmak"])
    }

    /// A headword Turkish uses too ("golf", "film") is a translation, not a phrase; so is a
    /// headword alone after a stop, and a sense that starts with it.
    @Test func theHeadwordAsAWordOfTheTranslationStaysInIt() {
        for (text, headword) in [("golf, golf oyunu", "golf"), ("sinema. film çekmek", "film"), ("tea bag çay torbası", "tea"),
                                 ("çay. tea, demli içecek", "tea")] {
            #expect(phrases.split(Sense(definition: text), headword: headword) == Sense(definition: text), "\(text)")
        }
    }

    /// A note of the headword's forms before the meaning is a label; a note of context stays.
    @Test func aNoteOfTheFormsBeforeTheMeaningBecomesALabel() {
        #expect(phrases.split(Sense(definition: "(wrote, written eski writ) yazı yazmak"), headword: "write")
            == Sense(definition: "yazı yazmak", labels: ["wrote, written eski writ"]))
        #expect(phrases.split(Sense(definition: "(-ed, -ing veya -led, -ling) tünel, yeraltı yolu"), headword: "tunnel")
            == Sense(definition: "tünel, yeraltı yolu", labels: ["-ed, -ing veya -led, -ling"]))
        #expect(phrases.split(Sense(definition: "(cleped veya clept) , (eski) adlandırmak."), headword: "clepe").definition == "(eski) adlandırmak.")
        let context = Sense(definition: "(radyo, televizyon) tedricen değişmek")
        #expect(phrases.split(context, headword: "fade") == context)
    }

    /// The translation of one phrase ends where the next phrase starts, and a phrase needs a
    /// translation: "write down write in" is not two phrases with nothing between.
    @Test func aPhraseHasATranslationBeforeTheNextOne() {
        let sense = phrases.split(Sense(definition: "kâtiplik etmek. write down yazmak, yazı ile yermek. write in bir metne ilave yapmak"), headword: "write")
        #expect(sense.definition == "kâtiplik etmek")
        #expect(sense.examples == ["write down — yazmak, yazı ile yermek", "write in — bir metne ilave yapmak"])
        let crowded = phrases.split(Sense(definition: "yazmak. write down write in"), headword: "write")
        #expect(crowded.examples.count <= 1 && crowded.examples.allSatisfy { !$0.hasSuffix("— ") && $0.contains(" — ") }, "\(crowded)")
    }

    /// English → German's "leasing: Miete, Pacht oder Leasing, …" looks like a phrase ("oder"
    /// is an English headword too), but such finds are one sense in thousands there: a
    /// dictionary not written with run-on phrases is left as it is.
    @Test func aDictionaryWithPhrasesOnlyByChanceIsLeftAlone() {
        let leasing = DictionaryEntry(headword: "leasing", senses: [Sense(definition: "Miete, Pacht oder Leasing, Vermietung, Verpachtung oder Verleasen")])
        let others = (0..<150).map { DictionaryEntry(headword: "word\($0)", senses: [Sense(definition: "Wort \($0)")]) }
        let entries = [leasing, DictionaryEntry(headword: "oder", senses: [Sense(definition: "Oder (Fluss)")])] + others
        #expect(RunOnPhrases(headwords: entries.map(\.headword)).splitting(leasing) != leasing, "the rule alone would split it")
        #expect(RunOnPhrases.splitting(entries) == entries)
        #expect(RunOnPhrases.splitting(Array(entries.prefix(2)))[0] != leasing, "one sense in two is a dictionary written so")
    }

    /// The importer splits FreeDict's articles, with the dictionary's own headwords telling
    /// English words from Turkish ones, and mends the words the conversion cut (`WordAbbreviations`).
    @Test func theDictdImporterSplitsFreeDictArticles() throws {
        let folder = TemporaryDirectory()
        let articles = [
            ("elephant", "elephant /ˈɛlɪfənt/\n1. fil white elephant elde bulundurması güç olan ender rastlanır kıymetli (mal.)\n2. külfetli (mal.)\n"),
            ("white", "white /wˈaɪt/\n1. beyaz, ak\n"),
            ("cigarette", "cigarette /sˌɪɡəɹˈɛt/\n1. (sig.)ara.\n"),
        ]
        var body = "", index = ""
        for (headword, article) in articles {
            index += "\(headword)\t\(Self.dictdNumber(body.utf8.count))\t\(Self.dictdNumber(article.utf8.count))\n"
            body += article
        }
        folder.write("eng-tur.dict", body)
        let indexPath = folder.write("eng-tur.index", index)
        let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr")
        let file = try DictdImporter().importDictionary(indexPath: indexPath, info: info, style: .freedict)
        let elephant = try #require(file.entries.first { $0.headword == "elephant" })
        #expect(elephant.senses.map(\.definition) == ["fil", "külfetli (mal.)"])
        #expect(elephant.senses[0].examples == ["white elephant — elde bulundurması güç olan ender rastlanır kıymetli (mal.)"])
        #expect(file.entries.first { $0.headword == "cigarette" }?.senses.first?.definition == "sigara.", "an abbreviation inside a word mended too")
    }

    /// dictd's base64 numbers (A-Z a-z 0-9 + /, most significant first).
    private static func dictdNumber(_ value: Int) -> String {
        let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var value = value, text = ""
        repeat {
            text = String(digits[value % 64]) + text
            value /= 64
        } while value > 0
        return text
    }
}
