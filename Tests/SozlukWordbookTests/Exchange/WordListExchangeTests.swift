@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

@Suite struct WordListExportTests {
    static let apple = ExportedWord(
        word: WordReference(dictionaryID: "eng-tur", headword: "apple"),
        entries: [DictionaryEntry(headword: "apple", pronunciation: "/ˈapəl/", senses: [
            Sense(partOfSpeech: "noun", definition: "elma, \"fruit\" <b>"),
            Sense(definition: "elma ağacı\tand\u{1B}[2J more", labels: ["bot."]),
        ])],
        added: 1_795_400_000,
        history: HistoryEntry(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), lookups: 3,
                              firstLookedUp: 1_795_000_000, lastLookedUp: 1_795_400_000))
    static let missing = ExportedWord(word: WordReference(dictionaryID: "deu-eng", headword: "Haus"), entries: [], added: 1_795_400_000)

    @Test func ankiGetsHeadersAGuidAndHTMLFieldsWithoutTabsOrEscapes() {
        let text = WordListExporter.export([Self.apple, Self.missing], as: .anki, kind: .favorites, at: 0)
        #expect(text == """
        #separator:tab
        #html:true
        #notetype:Basic
        #guid column:1
        #tags column:4
        sozluk:eng-tur:apple\tapple<br>/ˈapəl/\t1. noun. elma, &quot;fruit&quot; &lt;b&gt;<br>2. [bot.] elma ağacı and\u{FFFD}[2J more\tsozluk::eng-tur\t\t/ˈapəl/\t
        sozluk:deu-eng:Haus\tHaus\t\tsozluk::deu-eng\t\t\t

        """)
    }

    @Test func csvFollowsRFC4180() {
        let favorites = WordListExporter.export([Self.apple], as: .csv, kind: .favorites, at: 0)
        #expect(favorites == "\u{FEFF}dictionary,headword,pronunciation,senses,added,sentence,form\r\n"
            + "eng-tur,apple,/ˈapəl/,\"1. noun. elma, \"\"fruit\"\" <b>; 2. [bot.] elma ağacı and\u{FFFD}[2J more\",2026-11-23T02:13:20Z,,\r\n")
        let history = WordListExporter.export([Self.apple], as: .csv, kind: .history, at: 0)
        #expect(history.hasPrefix("\u{FEFF}dictionary,headword,pronunciation,senses,lookups,first,last\r\n"))
        #expect(history.hasSuffix(",3,2026-11-18T11:06:40Z,2026-11-23T02:13:20Z\r\n"))
    }

    /// A dictionary is a stranger's text: a field a spreadsheet would run as a formula is
    /// written after an apostrophe (OWASP), and comes back without it.
    @Test func csvFieldsASpreadsheetWouldRunAreNeutralisedAndComeBack() throws {
        let hostile = ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tx", "-ly", "=\u{301}HYPERLINK(1)", "@\u{FE0F}SUM(1)", "'=1+1", "'+x"]
        let words = hostile.map { ExportedWord(word: WordReference(dictionaryID: "eng-tur", headword: $0), entries: [], added: 1_795_400_000) }
        let text = WordListExporter.export(words, as: .csv, kind: .favorites, at: 0)
        // (A tab is a space by then, which no spreadsheet runs.)
        for line in text.split(separator: "\r\n").dropFirst() where !line.contains(", x,") {
            let second = line.split(separator: ",", maxSplits: 2)[1]
            #expect(second.hasPrefix("\"'"), "\(line)")
        }
        // Split at line ends first: a row's CRLF after its last field is no field's start.
        #expect(!text.split(separator: "\r\n").flatMap { $0.unicodeScalars.split(separator: ",") }
            .contains { $0.first.map(WordListExporter.formulaStarts.contains) == true })
        let back = try WordListImporter.read(Array(text.utf8), path: "x.csv").map(\.headword)
        #expect(back == ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", " x", "-ly", "=\u{301}HYPERLINK(1)", "@\u{FE0F}SUM(1)", "'=1+1", "'+x"],
                "a combining mark after = is still a formula; a word starting with an apostrophe comes back as it was")
    }

    /// Anki's tags are HTML like its fields; a colon in a dictionary's id does not move the
    /// GUID's split between id and word.
    @Test func ankiTagsAreEscapedAndGuidsComeBackWhateverTheId() throws {
        let odd = ExportedWord(word: WordReference(dictionaryID: "my:dict<b>%", headword: "a:b"), entries: [], added: 0)
        let text = WordListExporter.export([odd], as: .anki, kind: .favorites, at: 0)
        #expect(text.contains("\tsozluk::my:dict&lt;b&gt;%\t"), "\(text)")
        #expect(text.contains("sozluk:my%3Adict&lt;b&gt;%25:a:b\t"))
        let back = try WordListImporter.read(Array(text.utf8), path: "x.txt")
        #expect(back == [ImportedWord(headword: "a:b", dictionaryID: "my:dict<b>%")])
    }

    @Test func everyFormatComesBackThroughTheImporter() throws {
        for format in ExportFormat.allCases {
            for kind in [WordListKind.favorites, .history] {
                let text = WordListExporter.export([Self.apple, Self.missing], as: format, kind: kind, at: 1_795_400_000)
                let words = try WordListImporter.read(Array(text.utf8), path: "x")
                #expect(words.map(\.headword) == ["apple", "Haus"], "\(format) \(kind)")
                #expect(words.map(\.dictionaryID) == ["eng-tur", "deu-eng"], "\(format) \(kind)")
                if kind == .history && format != .anki {
                    #expect(words[0].history == Self.apple.history, "\(format)")
                }
                if kind == .favorites && format != .anki {
                    #expect(words[0].added == 1_795_400_000, "\(format)")
                }
            }
        }
    }
}

@Suite struct WordListImportTests {
    @Test func aPlainListIsOneWordALineWithoutComments() throws {
        let words = try WordListImporter.read(Array("\u{FEFF}apple\r\n  kitap \n\n# mine\nbook\tnotes\n".utf8), path: "w.txt")
        #expect(words == [ImportedWord(headword: "apple"), ImportedWord(headword: "kitap"), ImportedWord(headword: "book")])
    }

    /// An Anki file whose header says another separator is split at it, quotes as in CSV; a
    /// note with an empty word is no word.
    @Test func ankiNotesAreSplitAtTheSeparatorTheirHeaderNames() throws {
        let comma = try WordListImporter.read(Array("#separator:comma\n#html:false\n\"fish, chips\",balık\nelma,apple\n,nothing\n".utf8), path: "a.txt")
        #expect(comma.map(\.headword) == ["fish, chips", "elma"])
        let semicolon = try WordListImporter.read(Array("#separator:Semicolon\nkitap;book\n".utf8), path: "a.txt")
        #expect(semicolon.map(\.headword) == ["kitap"])
        let emptyGuid = try WordListImporter.read(Array("#separator:tab\nsozluk:eng-tur:\tx\n".utf8), path: "a.txt")
        #expect(emptyGuid.isEmpty)
    }

    /// An export of another version, format or kind is refused rather than misread; so is a
    /// word with no letters.
    @Test func anExportSozlukCannotReadIsRefusedWithWhy() {
        let cases = [
            (#"{"format": "sozluk-word-list", "version": 2, "kind": "favorites", "words": []}"#, "x:1:43: an export of version 2, which this sozluk cannot read (it reads version 1); update sozluk"),
            (#"{"format": "other", "version": 1, "words": []}"#, #"x:1:12: "format" must be "sozluk-word-list""#),
            (#"{"format": "sozluk-word-list", "kind": "notes", "words": []}"#, #"x:1:40: "kind" must be "favorites" or "history""#),
            (#"[{"dictionary": "eng-tur", "headword": "  "}]"#, "x:1:2: the word is empty"),
        ]
        for (text, message) in cases {
            do {
                _ = try WordListImporter.read(Array(text.utf8), path: "x")
                Issue.record("\(text) was read")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func ankiNotesMadeElsewhereGiveTheirFrontField() throws {
        let words = try WordListImporter.read(Array("#separator:tab\n#html:true\nfish &amp; chips<br>/x/\tbalık\n".utf8), path: "a.txt")
        #expect(words == [ImportedWord(headword: "fish & chips")])
    }

    @Test func sozluksOwnFilesAreImportedToo() throws {
        let favorites = "[{\"dictionary\": \"eng-tur\", \"headword\": \"apple\", \"added\": \"2026-11-23T02:13:20Z\"}]"
        #expect(try WordListImporter.read(Array(favorites.utf8), path: "f.json")
            == [ImportedWord(headword: "apple", dictionaryID: "eng-tur", added: 1_795_400_000)])
    }

    @Test func problemsAreReportedWithWhere() {
        #expect(throws: FileProblem(path: "b.txt", message: "not UTF-8 text; save it as UTF-8 and import it again")) {
            try WordListImporter.read([0x61, 0xFF, 0x0A], path: "b.txt")
        }
        #expect(throws: FileProblem(path: "c.csv", line: 2, column: 1, message: "a quoted field is never closed")) {
            try WordListImporter.read(Array("dictionary,headword\neng-tur,\"apple\n".utf8), path: "c.csv")
        }
        #expect(throws: FileProblem.self) { try WordListImporter.read(Array("{\"words\": [{\"headword\": 1}]}".utf8), path: "j.json") }
    }
}

@Suite struct WordListTransferTests {
    let repository = FakeDictionaryRepository([
        FakeDictionaryRepository.file(id: "eng-tur", name: "English → Turkish", [("apple", "elma"), ("book", "kitap")]),
        FakeDictionaryRepository.file(id: "tur-eng", name: "Turkish → English", source: "tr", [("İstanbul", "Istanbul"), ("kitap", "book")]),
    ])

    @Test func aPlainListIsMatchedToHeadwordsAndTheRestReported() throws {
        let store = InMemoryFavoritesStore([Favorite(word: WordReference(dictionaryID: "tur-eng", headword: "kitap"), addedAt: 5)])
        let transfer = WordListTransfer(dictionaries: repository, clock: { 1_000 })
        let words = try WordListImporter.read(Array("istanbul\nkitap\nyok\nistanbul\n".utf8), path: "w")
        let report = try transfer.importFavorites(words, into: store, dictionaryID: "tur-eng")
        #expect(report.added == 1)
        #expect(report.alreadyThere == 1)
        #expect(report.notFound == ["yok"])
        #expect(store.stored.map(\.word.headword) == ["kitap", "İstanbul"])
        #expect(store.stored[1].addedAt == 1_000)
    }

    @Test func wordsOfDictionariesNotInstalledAreKept() throws {
        let store = InMemoryHistoryStore()
        let transfer = WordListTransfer(dictionaries: repository, clock: { 1_000 })
        let words = [ImportedWord(headword: "Haus", dictionaryID: "deu-eng"), ImportedWord(headword: "apple", dictionaryID: "eng-tur")]
        let report = try transfer.importHistory(words, into: store, dictionaryID: "eng-tur")
        #expect(report.added == 2)
        #expect(report.ofMissingDictionaries == 1)
        #expect(Set(store.stored.map(\.word.headword)) == ["Haus", "apple"])
    }

    @Test func anExportCarriesTheSensesOfEachWord() throws {
        let store = InMemoryFavoritesStore([Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "book"), addedAt: 1_795_400_000)])
        let text = try WordListTransfer(dictionaries: repository).export(.favorites, favorites: store, history: InMemoryHistoryStore(), as: .csv)
        #expect(text == "\u{FEFF}dictionary,headword,pronunciation,senses,added,sentence,form\r\neng-tur,book,,kitap,2026-11-23T02:13:20Z,,\r\n")
    }
}
