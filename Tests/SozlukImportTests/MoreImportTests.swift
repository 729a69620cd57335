import Foundation
@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

@Suite struct WordNetAndGCIDEImportTests {
    let info = DictionaryInfo(id: "en", name: "English", sourceLanguage: "en", targetLanguage: "en")

    @Test func wordNetSensesExamplesSynonymsAndAntonyms() throws {
        let file = try DictdImporter().importDictionary(indexPath: Fixtures.folder + "/dictd/wn-excerpt.index", info: info)
        #expect(file.info.description?.contains("WordNet") == true)
        let bank = try #require(file.entries.first { $0.headword == "bank" })
        #expect(bank.senses.count == 18)
        #expect(bank.senses[0] == Sense(partOfSpeech: "noun", definition: "sloping land (especially the slope beside a body of water)",
                                        examples: ["they pulled the canoe up on the bank", "he sat on the bank of the river and watched the currents"]))
        #expect(bank.senses[10].partOfSpeech == "verb")
        #expect(bank.synonyms.contains("depository financial institution"))
        #expect(!bank.synonyms.contains("bank"))
        #expect(bank.seeAlso.contains("withdraw"))
    }

    @Test func gcideHeadersSensesQuotationsAndSynonyms() throws {
        let file = try DictdImporter().importDictionary(indexPath: Fixtures.folder + "/dictd/gcide-excerpt.index", info: info)
        #expect(file.info.description == "The Collaborative International Dictionary of English v.0.48")
        let abandon = try #require(file.entries.first { $0.headword == "Abandon" })
        #expect(abandon.pronunciation == "A·banˈdon")
        #expect(abandon.senses[0].partOfSpeech == "verb (transitive)")
        #expect(abandon.senses[0].definition == "To cast or drive out; to banish; to expel; to reject.")
        #expect(abandon.senses[0].labels == ["Obs."])
        #expect(abandon.senses[0].examples.first == "That he might . . . abandon them from him. —Udall.")
        #expect(abandon.senses[3].labels == ["Mar. Law"])
        #expect(abandon.synonyms.prefix(3) == ["To give up", "yield", "forego"])
        let apple = try #require(file.entries.first { $0.headword == "Apple" })
        #expect(apple.senses[0].definition.hasPrefix("The fleshy pome or fruit of a rosaceous tree (Pyrus malus)"))
        #expect(!apple.senses.contains { $0.definition.contains("Apple blight") }, "phrase lists are left out")
    }

    @Test func theStyleIsToldFromTheDatabaseName() {
        #expect(DictdArticleStyle.detect(description: "WordNet (r) 3.0 (2006)") == .wordnet)
        #expect(DictdArticleStyle.detect(description: "The Collaborative International Dictionary of English v.0.48") == .gcide)
        #expect(DictdArticleStyle.detect(description: "English-Turkish FreeDict Dictionary ver. 0.3") == .freedict)
        #expect(DictdArticleStyle.detect(description: nil) == .freedict)
    }
}

@Suite struct StarDictImportTests {
    let info = DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")

    @Test func readsARealStarDictConvertedFromFreeDict() throws {
        let file = try StarDictImporter().importDictionary(ifoPath: Fixtures.folder + "/stardict/tur-eng.ifo", info: info)
        #expect(file.entries.count == 1026)
        #expect(file.entries.first { $0.headword == "İstanbul" } == DictionaryEntry(headword: "İstanbul", pronunciation: "/ɪstˈanbʊɫ/", senses: [Sense(definition: "Istanbul")]))
        #expect(file.info.description == "freedict-tur-eng.index (tr-en)")
    }

    /// Writes a StarDict dictionary in the test, in the variants the fixture does not cover.
    func makeStarDict(in folder: TemporaryDirectory, offsetBits: Int, typeSequence: String?, articles: [(String, [UInt8])], synonyms: [(String, Int)] = []) -> String {
        var dict: [UInt8] = []
        var idx: [UInt8] = []
        for (word, data) in articles {
            idx += Array(word.utf8) + [0]
            let offset = dict.count
            for shift in stride(from: offsetBits - 8, through: 0, by: -8) { idx.append(UInt8((offset >> shift) & 0xFF)) }
            for shift in stride(from: 24, through: 0, by: -8) { idx.append(UInt8((data.count >> shift) & 0xFF)) }
            dict += data
        }
        var ifo = "StarDict's dict ifo file\nversion=3.0.0\nbookname=Test\nwordcount=\(articles.count)\nidxoffsetbits=\(offsetBits)\n"
        if let typeSequence { ifo += "sametypesequence=\(typeSequence)\n" }
        let path = folder.write("d.ifo", ifo)
        FileManager.default.createFile(atPath: folder.path + "/d.idx", contents: Data(idx))
        FileManager.default.createFile(atPath: folder.path + "/d.dict", contents: Data(dict))
        if !synonyms.isEmpty {
            var syn: [UInt8] = []
            for (word, target) in synonyms {
                syn += Array(word.utf8) + [0] + [UInt8(target >> 24 & 0xFF), UInt8(target >> 16 & 0xFF), UInt8(target >> 8 & 0xFF), UInt8(target & 0xFF)]
            }
            FileManager.default.createFile(atPath: folder.path + "/d.syn", contents: Data(syn))
        }
        return path
    }

    @Test func sixtyFourBitOffsetsTypedFieldsAndSynonyms() throws {
        let folder = TemporaryDirectory()
        let path = makeStarDict(in: folder, offsetBits: 64, typeSequence: nil, articles: [
            ("elma", Array("t/ˈælma/".utf8) + [0] + Array("m1. apple\n2. apple tree".utf8) + [0]),
            ("kalem", Array("h<b>pen</b>, pencil &amp; quill<br>kalemtıraş: <i>sharpener</i>".utf8) + [0]),
        ], synonyms: [("elmalar", 0), ("Elma", 0)])
        let file = try StarDictImporter().importDictionary(ifoPath: path, info: info)
        #expect(file.entries == [
            DictionaryEntry(headword: "elma", pronunciation: "/ˈælma/", senses: [Sense(definition: "apple"), Sense(definition: "apple tree")]),
            DictionaryEntry(headword: "kalem", senses: [Sense(definition: "pen, pencil & quill"), Sense(definition: "kalemtıraş: sharpener")]),
            DictionaryEntry(headword: "elmalar", senses: [Sense(definition: "apple"), Sense(definition: "apple tree")], seeAlso: ["elma"]),
        ])
    }

    @Test func xdxfMarkupWithASameTypeSequence() throws {
        let folder = TemporaryDirectory()
        let path = makeStarDict(in: folder, offsetBits: 32, typeSequence: "x", articles: [
            ("ışık", Array("<k>ışık</k>\n<tr>ɯʃɯk</tr><def>light</def><def>lamp</def>".utf8)),
        ])
        let file = try StarDictImporter().importDictionary(ifoPath: path, info: info)
        #expect(file.entries.first?.senses.map(\.definition) == ["ɯʃɯk", "light", "lamp"])
    }

    @Test func brokenFilesAreClearErrors() {
        let folder = TemporaryDirectory()
        let notIfo = folder.write("x.ifo", "hello\n")
        #expect(throws: FileProblem(path: notIfo, line: 1, column: 1, message: "not a StarDict .ifo file (it must start with \"StarDict's dict ifo file\")")) {
            try StarDictImporter().importDictionary(ifoPath: notIfo, info: info)
        }
        let path = makeStarDict(in: folder, offsetBits: 32, typeSequence: "m", articles: [("a", Array("b".utf8))])
        FileManager.default.createFile(atPath: folder.path + "/d.idx", contents: Data([0x61, 0, 0, 0]))
        #expect(throws: FileProblem.self) { try StarDictImporter().importDictionary(ifoPath: path, info: info) }
    }

    /// A 64-bit offset of 2^63 or more, or one so big that adding the size overflows, is an
    /// article pointing past the file, not a crash.
    @Test(arguments: [[0x80, 0, 0, 0, 0, 0, 0, 0], [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF0], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]] as [[UInt8]])
    func aHugeSixtyFourBitOffsetIsAClearError(_ offset: [UInt8]) {
        let folder = TemporaryDirectory()
        let path = makeStarDict(in: folder, offsetBits: 64, typeSequence: "m", articles: [("elma", Array("apple".utf8))])
        FileManager.default.createFile(atPath: folder.path + "/d.idx", contents: Data(Array("elma".utf8) + [0] + offset + [0, 0, 0, 0x20]))
        #expect(throws: FileProblem(path: folder.path + "/d.idx", message: "“elma” points past the end of \(folder.path)/d.dict")) {
            try StarDictImporter().importDictionary(ifoPath: path, info: info)
        }
    }
}

@Suite struct DelimitedTextImportTests {
    let info = DictionaryInfo(id: "tr-en", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")

    @Test func tabSeparatedWithPartOfSpeechAndExample() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("words.tsv", "headword\tdefinition\tpos\texample\nelma\tapple\tnoun\tBir elma aldım.\nelma\tapple tree\nkalem\tpen\n\n")
        let file = try DelimitedTextImporter(options: DelimitedTextOptions(separator: "\t", hasHeader: true)).importDictionary(path: path, info: info)
        #expect(file.entries == [
            DictionaryEntry(headword: "elma", senses: [Sense(partOfSpeech: "noun", definition: "apple", examples: ["Bir elma aldım."]), Sense(definition: "apple tree")]),
            DictionaryEntry(headword: "kalem", senses: [Sense(definition: "pen")]),
        ])
    }

    @Test func csvWithQuotesCommasAndLineBreaks() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("words.csv", "\"kitap, defter\",\"book, notebook\"\r\nsöz,\"a \"\"word\"\"\nor promise\"\r\n")
        let file = try DelimitedTextImporter(options: DelimitedTextOptions(separator: ",")).importDictionary(path: path, info: info)
        #expect(file.entries.map(\.headword) == ["kitap, defter", "söz"])
        #expect(file.entries[1].senses[0].definition == "a \"word\"\nor promise")
    }

    @Test func problemsArePinnedToTheirLine() {
        let folder = TemporaryDirectory()
        let missing = folder.write("a.tsv", "elma\tapple\nkalem\n")
        #expect(throws: FileProblem(path: missing, line: 2, column: 1, message: "expected at least HEADWORD and DEFINITION separated by a tab")) {
            try DelimitedTextImporter(options: DelimitedTextOptions()).importDictionary(path: missing, info: info)
        }
        let unclosed = folder.write("b.csv", "a,b\nc,\"d\n")
        #expect(throws: FileProblem(path: unclosed, line: 2, column: 1, message: "a quoted field is never closed")) {
            try DelimitedTextImporter(options: DelimitedTextOptions(separator: ",")).importDictionary(path: unclosed, info: info)
        }
        let binary = folder.path + "/c.tsv"
        FileManager.default.createFile(atPath: binary, contents: Data([0x61, 0x09, 0x62, 0x0A, 0x63, 0xFF]))
        #expect(throws: FileProblem(path: binary, line: 2, column: 2, message: "invalid UTF-8; save the file as UTF-8")) {
            try DelimitedTextImporter(options: DelimitedTextOptions()).importDictionary(path: binary, info: info)
        }
    }
}

@Suite struct MarkupTextTests {
    @Test func tagsGoEntitiesAreDecodedBreaksStay() {
        #expect(MarkupText.plainLines("<p>a &lt;b&gt; &#231;&#x15F;</p><div>c  d</div>") == ["a <b> çş", "c d"])
        #expect(MarkupText.plainLines("<span foreground=\"red\">red</span> text") == ["red text"])
    }
}
