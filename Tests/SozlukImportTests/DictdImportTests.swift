import Foundation
@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

@Suite struct DictdIndexTests {
    @Test func decodesDictdBase64Numbers() {
        #expect(DictdIndex.decodeNumber(Array("A".utf8)[...]) == 0)
        #expect(DictdIndex.decodeNumber(Array("ig".utf8)[...]) == 34 * 64 + 32)
        #expect(DictdIndex.decodeNumber(Array("B/".utf8)[...]) == 127)
        #expect(DictdIndex.decodeNumber(Array("?".utf8)[...]) == nil)
    }

    @Test func aBrokenLineIsReportedWithItsNumber() {
        #expect(throws: FileProblem(path: "x.index", line: 2, column: 1, message: "expected headword, offset and length separated by tabs")) {
            try DictdIndex(bytes: Array("a\tA\tB\nbroken line\n".utf8), path: "x.index")
        }
    }
}

@Suite struct FreeDictArticleParserTests {
    let parser = FreeDictArticleParser()

    @Test func numberedSensesPronunciationAndLabels() {
        let entry = parser.parse("à la mode /ˌala mˈəʊd/\n1. (Fr.) modaya uygun\n2. dondurmalı.\n", indexHeadword: "a la mode")
        #expect(entry == DictionaryEntry(headword: "à la mode", pronunciation: "/ˌala mˈəʊd/", senses: [
            Sense(definition: "modaya uygun", labels: ["Fr."]), Sense(definition: "dondurmalı."),
        ]))
    }

    @Test func partOfSpeechInAngleBracketsAndLinks() {
        let entry = parser.parse("Haus /haʊs/ <n, neut, sg>\nhouse; home\nsee: Heim\nsynonyms: Gebäude, Bau\n", indexHeadword: "haus")
        #expect(entry == DictionaryEntry(headword: "Haus", pronunciation: "/haʊs/",
                                         senses: [Sense(partOfSpeech: "noun", definition: "house; home", labels: ["neut", "sg"])],
                                         synonyms: ["Gebäude", "Bau"], seeAlso: ["Heim"]))
    }

    /// "(çoğ. calves) baldır" was converted to "(çoğ.) calves) baldır": the cut note goes back
    /// to its label and the meaning is what follows (real articles from eng-tur).
    @Test func aNoteCutByTheConversionIsMended() {
        let calf = parser.parse("calf /kˈɑːf/\n1. (çoğ.) calves) dana, buzağı\n2. dana derisi, vidala\n", indexHeadword: "calf")
        #expect(calf?.senses.first == Sense(definition: "dana, buzağı", labels: ["çoğ. calves"]))
        let bailsman = parser.parse("bailsman /bˈeɪlsmən/\n1. (çoğ.) -men) (huk.) kefil.\n", indexHeadword: "bailsman")
        #expect(bailsman?.senses.first == Sense(definition: "kefil.", labels: ["çoğ. -men", "huk."]))
        let abacus = parser.parse("abacus /ˈabakəs/\n1. hesap tahtası\n2. (mim.) )sütun başlığmdan geçen düz tabla.\n", indexHeadword: "abacus")
        #expect(abacus?.senses.last == Sense(definition: "sütun başlığmdan geçen düz tabla.", labels: ["mim."]))
        let see = parser.parse("a /ˈeɪ/\n1. bir, herhangi bir\n2. (bak.) an)\n", indexHeadword: "a")
        #expect(see?.senses.last == Sense(definition: "an", labels: ["bak."]))
        let smiley = parser.parse("Smiley /smˈaɪli/ <masc, n, sg>\nsmiley, smily:-) [comp.]\n", indexHeadword: "Smiley")
        #expect(smiley?.senses.first?.definition == "smiley, smily:-)", "a bracket that is part of the text stays")
    }

    @Test func expandedAbbreviationsAndHomographNumbersAreRepairedInHeadwords() {
        #expect(FreeDictArticleParser.repairAbbreviations("(colloq.)uial") == "colloquial")
        #expect(FreeDictArticleParser.repairAbbreviations("bird'(s.)-foot") == "bird's-foot")
        #expect(FreeDictArticleParser.repairAbbreviations("ear(1)") == "ear")
        #expect(FreeDictArticleParser.repairAbbreviations("earth (2)") == "earth")
        #expect(FreeDictArticleParser.repairAbbreviations("beguile (a person)") == "beguile (a person)")
    }

    @Test func newerFreeDictGrammarExamplesAndNotes() {
        let article = "Haus /hˈaʊs/ <neut, n, sg>\n1. house <n>\n2. \"ein Haus bauen\"  - build a house\n   Note: a building\n see: {Häuser}\n"
        #expect(parser.parse(article, indexHeadword: "haus") == DictionaryEntry(
            headword: "Haus", pronunciation: "/hˈaʊs/",
            senses: [Sense(partOfSpeech: "noun", definition: "house (a building)", examples: ["ein Haus bauen — build a house"], labels: ["neut", "sg"])],
            seeAlso: ["Häuser"]))
    }

    @Test func labelsInBracketsBeforeOrAfterTheDefinition() {
        #expect(SenseLabels.split("[cook.] hard ginger bread") == (["cook."], "hard ginger bread"))
        #expect(SenseLabels.split("Abdampfvorwärmer [techn.]") == (["techn."], "Abdampfvorwärmer"))
        #expect(SenseLabels.split("(özellikle hükümdarlıktan)tacını") == ([], "(özellikle hükümdarlıktan)tacını"))
    }

    @Test func anExampleWithNoSenseBeforeItIsTheMeaning() {
        // Found importing dict-freedict-deu-eng: this used to crash.
        let entry = parser.parse("Stück\n(x)\n\"ein Stück\"  - a piece\n", indexHeadword: "stück")
        #expect(entry?.senses.map(\.definition) == ["ein Stück — a piece"])
    }

    @Test func anArticleWithoutMeaningsIsSkipped() {
        #expect(parser.parse("lonely /x/\n", indexHeadword: "lonely") == nil)
    }
}

@Suite struct DictdImporterTests {
    let info = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", license: "GPL-2.0-or-later")

    @Test func importsARealFreeDictExcerpt() throws {
        let file = try DictdImporter().importDictionary(indexPath: Fixtures.folder + "/dictd/freedict-eng-tur-excerpt.index", info: info)
        #expect(file.entries.map(\.headword) == ["a", "a", "aarons rod", "abacus", "abandon", "abdomen", "colloquial"])
        #expect(file.info.entryCount == 7)
        #expect(file.info.description == "English-Turkish FreeDict Dictionary ver. 0.3")
        let abandon = file.entries[4]
        #expect(abandon.pronunciation == "/ɐbˈandən/")
        #expect(abandon.senses.map(\.definition) == ["tamamıyle bırakmak, terketmek, başından atmak", "kendini tamamıyla vermek", "kendini kaptırmak."])
        #expect(file.entries[0].senses[2] == Sense(definition: "la notası, la perdesi", labels: ["müz."]))
    }

    @Test func readsCompressedBodies() throws {
        let turkish = DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")
        let file = try DictdImporter().importDictionary(indexPath: Fixtures.folder + "/dictd/freedict-tur-eng-excerpt.index", info: turkish)
        #expect(file.entries.first == DictionaryEntry(headword: "Afrika", pronunciation: "/afrikˈa/", senses: [Sense(definition: "Africa")]))
        #expect(file.entries.contains { $0.headword == "İstanbul" })
    }

    @Test func importThenLoadThenSearchRoundTrips() throws {
        let folder = TemporaryDirectory()
        let file = try DictdImporter().importDictionary(indexPath: Fixtures.folder + "/dictd/freedict-eng-tur-excerpt.index", info: info)
        folder.write("eng-tur.json", DictionaryFileEncoder().encode(file))
        let repository = DictionarySearchService(folders: [folder.path])
        #expect(repository.problems.isEmpty)
        #expect(repository.dictionaries.first?.license == "GPL-2.0-or-later")
        #expect(repository.search("ABAND", in: "eng-tur", limit: 5).hits.map(\.headword) == ["abandon"])
        #expect(repository.entries(for: "a", in: "eng-tur").count == 2)
    }

    @Test func aMissingBodyIsAClearError() {
        let folder = TemporaryDirectory()
        let index = folder.write("x.index", "word\tA\tB\n")
        #expect(throws: FileProblem.self) { try DictdImporter().importDictionary(indexPath: index, info: info) }
    }

    /// A few kilobytes that inflate to more than the limit (a "zip bomb") stop at the limit,
    /// with an error, never taking the memory they would.
    @Test func dataInflatingPastTheLimitStopsThere() throws {
        let folder = TemporaryDirectory()
        let zeros = folder.path + "/zeros"
        FileManager.default.createFile(atPath: zeros, contents: Data(count: 5 << 20))
        #expect(try Subprocess.run(["gzip", "-9", zeros]).status == 0)
        let bomb = try FileSystem.readFile(zeros + ".gz")
        #expect(bomb.count < 10_000)
        #expect(throws: FileProblem(path: "b.dz", message: "inflates to more than 4 MB; sozluk reads files of up to 1 GB")) {
            try Gzip.decompress(bomb, path: "b.dz", limit: 4 << 20)
        }
        #expect(try Gzip.decompress(bomb, path: "b.dz", limit: 5 << 20).count == 5 << 20)
    }

    @Test func aTruncatedCompressedBodyIsAClearError() throws {
        let compressed = try FileSystem.readFile(Fixtures.folder + "/dictd/freedict-tur-eng-excerpt.dict.dz")
        #expect(throws: FileProblem(path: "t.dz", message: "the compressed file is truncated")) {
            try Gzip.decompress(Array(compressed.prefix(compressed.count / 2)), path: "t.dz")
        }
    }
}
