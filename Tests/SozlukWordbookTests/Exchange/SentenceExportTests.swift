@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

/// A favorite's sentence in every export: Anki's Sentence field with the word a cloze, a CSV
/// column, a JSON field; a stranger's text all the same (read mode takes it from any file).
@Suite struct SentenceExportTests {
    static func favorite(_ headword: String, sentence: String?, form: String? = nil, pronunciation: String? = nil) -> ExportedWord {
        ExportedWord(word: WordReference(dictionaryID: "eng-tur", headword: headword),
                     entries: [DictionaryEntry(headword: headword, pronunciation: pronunciation, senses: [Sense(definition: "x")])],
                     added: 1_795_400_000, sentence: sentence, form: form)
    }

    /// The Anki note's fields: GUID, Front, Back, Tags, Sentence, IPA, Audio.
    func ankiFields(_ words: [ExportedWord]) throws -> [[String]] {
        let text = WordListExporter.export(words, as: .anki, kind: .favorites, at: 0)
        let notes = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        return notes.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func ankiMakesTheWordAsWrittenACloze() throws {
        let fields = try ankiFields([Self.favorite("abandon", sentence: "They had to Abandon the ship.", pronunciation: "/əˈbændən/"),
                                     Self.favorite("kitap", sentence: "Kitaplarımızdan biri kayboldu."),
                                     Self.favorite("go", sentence: "She went home."),
                                     Self.favorite("plain", sentence: nil)])
        #expect(fields.map(\.count) == [7, 7, 7, 7], "every note has every column, the first line says how many")
        #expect(fields[0][4] == "They had to {{c1::Abandon}} the ship.")
        #expect(fields[0][5] == "/əˈbændən/", "the IPA field")
        #expect(fields[1][4] == "{{c1::Kitaplarımızdan}} biri kayboldu.", "an inflected form, found by its stem")
        #expect(fields[2][4] == "She went home.", "a form not found: the sentence as it is")
        #expect(fields[3][4] == "" && fields[3][6] == "", "no sentence, no sound")
    }

    /// A favorite starred in read mode knows how its sentence writes it: that is the cloze,
    /// a phrase under its verb or a later word than one merely starting alike.
    @Test func ankiMakesTheFormTheWordWasStarredAsTheCloze() throws {
        let fields = try ankiFields([Self.favorite("give", sentence: "She gave it all and never gave up.", form: "gave up"),
                                     Self.favorite("kitap", sentence: "Kitapçıda bu kitabı buldum.", form: "kitabı"),
                                     Self.favorite("ship", sentence: "The ship sailed.", form: "boat")])
        #expect(fields[0][4] == "She gave it all and never {{c1::gave up}}.")
        #expect(fields[1][4] == "Kitapçıda bu {{c1::kitabı}} buldum.")
        #expect(fields[2][4] == "The {{c1::ship}} sailed.", "a form the sentence does not have: the headword found as before")
    }

    /// Markup, a cloze of its own, tabs and line breaks, escapes: in a field they are text.
    @Test func aHostileSentenceStaysTextInItsAnkiField() throws {
        let hostile = "<script>alert(1)</script> {{c2::x}} \"q\" & go\tnow\nabandon \u{1B}]0;owned\u{7}!"
        let fields = try ankiFields([Self.favorite("abandon", sentence: hostile)])
        let sentence = try #require(fields.first?[4])
        #expect(fields.first?.count == 7, "a tab or a line break in it ends no field, no note")
        #expect(!sentence.contains("<script") && sentence.contains("&lt;script&gt;"))
        #expect(!sentence.contains("{{c2") && sentence.contains("&#123;&#123;c2::x&#125;&#125;"), "no second cloze")
        #expect(sentence.contains("&quot;q&quot; &amp; go now {{c1::abandon}}"))
        #expect(!sentence.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func csvHasASentenceColumnAHostileOneNeutralised() throws {
        let words = [Self.favorite("abandon", sentence: "=HYPERLINK(\"http://evil\",\"x\")"),
                     Self.favorite("ship", sentence: "@SUM(1)\tthen\nmore"), Self.favorite("plain", sentence: nil)]
        let text = WordListExporter.export(words, as: .csv, kind: .favorites, at: 0)
        let lines = text.split(separator: "\r\n").map(String.init)
        #expect(lines[0] == "\u{FEFF}dictionary,headword,pronunciation,senses,added,sentence,form")
        #expect(lines[1].hasSuffix(",2026-11-23T02:13:20Z,\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\","), "\(lines[1])")
        #expect(lines[2].hasSuffix(",\"'@SUM(1) then more\","), "\(lines[2])")
        #expect(lines[3].hasSuffix(",2026-11-23T02:13:20Z,,"))
        let back = try WordListImporter.read(Array(text.utf8), path: "x.csv").map(\.sentence)
        #expect(back == ["=HYPERLINK(\"http://evil\",\"x\")", "@SUM(1) then more", nil])
    }

    @Test func jsonHasASentenceFieldWhenThereIsOne() throws {
        let text = WordListExporter.export([Self.favorite("abandon", sentence: "Go\t\"now\""), Self.favorite("plain", sentence: nil)],
                                           as: .json, kind: .favorites, at: 0)
        #expect(text.contains(#""added": "2026-11-23T02:13:20Z", "sentence": "Go\t\"now\""}"#), "\(text)")
        #expect(!text.contains(#""headword": "plain", "senses": [{"definition": "x"}], "added": "2026-11-23T02:13:20Z", "sentence""#))
    }

    /// Every format brings the sentence back (what a terminal or a field cannot hold, tabs and
    /// line breaks, comes back a space), and an import stars the words with it.
    @Test func theSentenceComesBackThroughEveryFormat() throws {
        let sentence = "Brace {yourself}: a <b>bold</b> & \"quoted\" abandon: go!"
        let words = [Self.favorite("abandon", sentence: sentence, form: "abandon"), Self.favorite("a:b", sentence: "x a:b y", form: "a:b"),
                     Self.favorite("plain", sentence: nil)]
        for format in ExportFormat.allCases {
            let text = WordListExporter.export(words, as: format, kind: .favorites, at: 0)
            let imported = try WordListImporter.read(Array(text.utf8), path: "x")
            #expect(imported.map(\.sentence) == [sentence, "x a:b y", nil], "\(format)")
            #expect(imported.map(\.form) == ["abandon", "a:b", nil], "the form too: \(format)")
            let store = InMemoryFavoritesStore()
            let transfer = WordListTransfer(dictionaries: FakeDictionaryRepository(), clock: { 0 })
            _ = try transfer.importFavorites(imported, into: store, dictionaryID: "eng-tur")
            #expect(store.stored.map(\.sentence) == [sentence, "x a:b y", nil], "\(format)")
            #expect(store.stored.map(\.form) == ["abandon", "a:b", nil], "\(format)")
        }
    }

    /// A Turkish word the dictionary gives no pronunciation has one made by rule, as its page
    /// shows it: the IPA field, and the pronunciation of the other formats.
    @Test func aTurkishWordGetsItsIPAByRule() throws {
        let repository = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "tur-eng", source: "tr", [("kitap", "book")])])
        let store = InMemoryFavoritesStore([Favorite(word: WordReference(dictionaryID: "tur-eng", headword: "kitap"), addedAt: 0, sentence: "Kitabı aldım.")])
        let text = try WordListTransfer(dictionaries: repository).export(.favorites, favorites: store, history: InMemoryHistoryStore(), as: .anki)
        let note = try #require(text.split(separator: "\n").last).split(separator: "\t", omittingEmptySubsequences: false)
        #expect(note[4] == "{{c1::Kitabı}} aldım.")
        #expect(note[5] == "/kitap/")
    }
}
