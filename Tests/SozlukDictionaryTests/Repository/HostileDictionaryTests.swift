import Foundation
import SafeText
@testable import SozlukDictionary
import TerminalUI
import TestSupport
import Testing

/// Dictionaries made to hurt: each is opened the way the app opens it, searched, its words
/// read, and checked; problems come back with their position, and nothing takes longer than
/// a second per megabyte (a hang detector, not a benchmark: debug builds are slow).
@Suite struct HostileDictionaryTests {
    let folder = TemporaryDirectory()

    static let head = #"{"format": "sozluk.dictionary", "version": 1, "id": "hostile", "name": "Hostile", "sourceLanguage": "ar", "targetLanguage": "en", "entries": ["#

    /// Opens, indexes and searches the file; returns the repository and the seconds it took.
    func open(_ text: String, queries: [String] = ["a", "ab", "zzz"]) -> (DictionarySearchService, Double) {
        folder.write("hostile.json", text)
        let start = Date()
        let repository = DictionarySearchService(folders: [folder.path], indexFolder: folder.path + "/index")
        repository.loadAll()
        for query in queries {
            for hit in repository.search(query, in: "hostile", limit: 50).hits {
                _ = repository.entries(for: hit.headword, in: "hostile")
                _ = repository.neighbours(of: hit.headword, in: "hostile")
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let megabytes = max(1, Double(text.utf8.count) / 1_000_000)
        // Sanitizers slow everything several times over (CI runs the suite under AddressSanitizer).
        #expect(seconds < megabytes * Sanitizers.slowdown, "took \(seconds) s for \(megabytes) MB")
        return (repository, seconds)
    }

    @Test func aFiftyMegabyteDefinitionLoadsAndIsShownCut() {
        let definition = String(repeating: "çok uzun bir tanım ", count: 50_000_000 / 20)
        let (repository, _) = open(Self.head + #"{"headword": "uzun", "senses": [{"definition": ""# + definition + #""}]}]}"#, queries: ["uzun"])
        let hit = repository.search("uzun", in: "hostile", limit: 5).hits.first
        #expect(hit?.headword == "uzun")
        #expect((hit?.summary.utf8.count ?? 0) <= IndexContents.summaryLimit)
        #expect(repository.entries(for: "uzun", in: "hostile").first?.senses.first?.definition.utf8.count == definition.utf8.count)
    }

    @Test func aMillionTinyEntries() {
        var text = Self.head
        text.reserveCapacity(50_000_000)
        for number in 0..<1_000_000 {
            text += #"{"headword":"w"# + String(number, radix: 36) + #"","senses":[{"definition":"d"}]},"#
        }
        text.removeLast()
        text += "]}"
        let (repository, _) = open(text, queries: ["w", "wabc", "w2bi"])
        #expect(repository.dictionaries.first?.entryCount == 1_000_000)
        #expect(repository.search("wlflr", in: "hostile", limit: 5).hits.first?.headword == "wlflr")
    }

    @Test func controlAndEscapeSequencesInEveryFieldAreKeptAwayFromTheTerminal() throws {
        let evil = #"\u001b[2J\u001b]0;pwned\u0007\u0000\u009b31m\r\b"#
        let entry = #"{"headword": "evil\#(evil)", "pronunciation": "\#(evil)", "senses": [{"partOfSpeech": "\#(evil)", "definition": "bad\#(evil)", "examples": ["\#(evil)"], "labels": ["\#(evil)"]}], "synonyms": ["\#(evil)"], "seeAlso": ["\#(evil)"]}"#
        let (repository, _) = open(Self.head + entry + "]}", queries: ["evil"])
        let hit = try #require(repository.search("evil", in: "hostile", limit: 1).hits.first)
        let shown = TerminalSafeText.sanitize(hit.headword + hit.summary)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func rightToLeftScriptsCombiningStormsAndZeroWidthCharactersAreSearchable() {
        let storm = "a" + String(repeating: "\u{301}\u{308}\u{323}", count: 20_000)
        let entries = [("كتاب", "book"), ("کتاب", "book (Persian)"), ("ספר", "book (Hebrew)"), (storm, "storm"),
                       ("zero\u{200B}width\u{200D}joiner\u{2060}", "hidden characters"), ("\u{202E}override", "bidi override")]
        let list = entries.map { #"{"headword": "\#($0.0)", "senses": [{"definition": "\#($0.1)"}]}"# }.joined(separator: ",")
        let (repository, _) = open(Self.head + list + "]}", queries: ["كتاب", "a", "ספר", "zerowidthjoiner", "override"])
        // Arabic and Persian kaf fold alike, so one spelling finds both.
        #expect(repository.search("كتاب", in: "hostile", limit: 5).hits.map(\.summary) == ["book", "book (Persian)"])
        #expect(repository.search("ספר", in: "hostile", limit: 5).hits.map(\.summary) == ["book (Hebrew)"])
        #expect(repository.search("zerowidthjoiner", in: "hostile", limit: 5).hits.map(\.summary) == ["hidden characters"])
        #expect(repository.search("a", in: "hostile", limit: 5).hits.map(\.summary).contains("storm"))
        let width = DisplayWidth.of(TerminalSafeText.sanitize(storm))
        #expect(width == 1)
    }

    @Test func brokenFilesAreReportedWithTheirPositionAndNothingElseStops() {
        folder.write("good.json", Fixtures.dictionaryJSON(id: "good", entries: [("kitap", "book")]))
        let cases: [(String, String)] = [
            (Self.head + #"{"headword": "   ", "senses": [{"definition": "x"}]}]}"#, "hostile.json:1:156: the headword is empty"),
            (Self.head + #"{"headword": "a\#u{0}b", "senses": [{"definition": "x"}]}]}"#, "hostile.json:1:158: control character 0x0 in a string; write it as an escape"),
            (Self.head + #"{"headword": "a", "senses": [{"definition": "x"}], "deep": "# + String(repeating: "[", count: 100_000), "nested more than 256 levels deep"),
            (Self.head + #"{"headword": "a", "senses": [{"definition": "x"}]}"#, "hostile.json:1:193: expected ',' or ']' in the array"),
        ]
        for (text, message) in cases {
            folder.write("hostile.json", text)
            let repository = DictionarySearchService(folders: [folder.path], indexFolder: folder.path + "/index")
            repository.loadAll()
            #expect(repository.problems.count == 1)
            #expect(repository.problems.first?.description.contains(message) == true, "\(repository.problems)")
            #expect(repository.search("kitap", in: "good", limit: 1).hits.map(\.headword) == ["kitap"])
        }
    }
}
