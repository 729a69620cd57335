@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

/// Every screen of the whole browser at the three sizes people use (a split pane of 40×10,
/// the classic 80×24, a maximised 200×60), in both interface languages, compared with the
/// golden screens in Tests/Snapshots/Layouts: the preview beside the list, below it or
/// hidden; the hint bar keeping Help and Quit; nothing cut that matters.
@Suite @MainActor struct LayoutSnapshotTests {
    static let folder = Fixtures.repositoryRoot + "/Tests/Snapshots/Layouts"
    static let sizes = [(columns: 40, rows: 10), (columns: 80, rows: 24), (columns: 200, rows: 60)]

    static func repository() -> FakeDictionaryRepository {
        func entry(_ headword: String, _ pronunciation: String?, _ senses: [(String?, String, [String])]) -> DictionaryEntry {
            DictionaryEntry(headword: headword, pronunciation: pronunciation,
                            senses: senses.map { Sense(partOfSpeech: $0.0, definition: $0.1, examples: $0.2) })
        }
        let english = DictionaryFile(
            info: DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: 4, path: "/d/eng-tur.json"),
            entries: [entry("apple", "/ˈæp.əl/", [("noun", "elma", ["an apple a day keeps the doctor away — günde bir elma doktoru uzak tutar"]),
                                                 ("noun", "elma ağacı", [])]),
                      entry("apply", "/əˈplaɪ/", [("verb", "uygulamak", []), ("verb", "başvurmak, müracaat etmek", ["apply for a job — bir işe başvurmak"])]),
                      entry("applause", nil, [("noun", "alkış", [])]),
                      entry("pineapple", nil, [("noun", "ananas", [])])])
        let turkish = DictionaryFile(
            info: DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en", entryCount: 1, path: "/d/tur-eng.json"),
            entries: [entry("elma", "/elˈma/", [("noun", "apple", [])])])
        return FakeDictionaryRepository([english, turkish])
    }

    func check(_ browser: Browser, _ screen: String, _ size: (columns: Int, rows: Int), _ language: InterfaceLanguage) throws {
        let name = "\(screen)-\(size.columns)x\(size.rows)-\(language == .english ? "en" : "tr")"
        try Snapshot.check(browser.terminal.screen, named: name, in: Self.folder)
    }

    @Test(arguments: [InterfaceLanguage.english, .turkish]) func everyScreenAtEverySize(_ language: InterfaceLanguage) throws {
        for size in Self.sizes {
            let browser = Browser(rows: size.rows, columns: size.columns, repository: Self.repository(), language: language)
            browser.type("appl")
            try check(browser, "search", size, language)
            browser.press(.control("f"), .enter)
            try check(browser, "word", size, language)
            browser.press(.escape, .function(1))
            try check(browser, "help", size, language)
            browser.press(.escape, .function(2))
            try check(browser, "favorites", size, language)
            browser.press(.escape, .function(4))
            try check(browser, "history", size, language)
            browser.press(.escape, .function(5), .character(" "))
            try check(browser, "review", size, language)
            browser.press(.escape, .function(3))
            try check(browser, "settings", size, language)
            browser.press(.escape, .pasted("An apple a day keeps the doctor away.\n\nApply for a job, and pineapple."), .control("r"), .character("w"))
            try check(browser, "read", size, language)
        }
    }

    /// A word starred from a text: its card shows the sentence under the word, the word as
    /// written there marked, cut to fit a small terminal.
    @Test func aCardWithItsSentence() throws {
        for size in [(columns: 80, rows: 24), (columns: 40, rows: 10)] {
            let browser = Browser(rows: size.rows, columns: size.columns, repository: Self.repository())
            browser.favorites.stored = [Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), addedAt: 1_795_000_000,
                                                 sentence: "My grandmother always said that an Apple a day keeps the doctor away, and she peeled one for us every evening.")]
            browser.press(.function(5))
            try check(browser, "review-sentence", size, .english)
            #expect(browser.screen.contains("Apple"))
        }
    }

    /// Taller than wide (a terminal in a vertical split): the article goes under the list.
    @Test func thePreviewGoesBelowTheListOnATallNarrowTerminal() throws {
        let browser = Browser(rows: 40, columns: 70, repository: Self.repository())
        browser.type("appl")
        browser.press(.down)
        try check(browser, "search-preview-below", (columns: 70, rows: 40), .english)
        #expect(browser.lines.contains { $0.hasPrefix(" apply") }, "the preview follows the highlight to apply")
    }
}
