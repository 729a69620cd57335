import Foundation
import Testing
import TestSupport

/// Words typed as a Turkish reader would type them, in the real binary on the bundled
/// dictionaries: an inflected form, a Turkish word in English → Turkish, a misspelling.
@Suite(.serialized) final class FindingWhatIsMeantEndToEndTests {
    let terminals = BrowserSessions()

    func startBrowser() throws -> TmuxSession {
        // These tests read whole rows; the preview pane has tests of its own.
        try terminals.startOnSearchScreen(preview: false)
    }

    /// Types `query` on the search line and returns the first result row once `text` shows.
    func firstRow(typing query: String, until text: String, in session: TmuxSession) throws -> String {
        try session.type(query)
        return try session.waitFor(text).components(separatedBy: "\n")[2]
    }

    @Test func anInflectedTurkishFormFindsItsHeadwordAndSaysHow() throws {
        let session = try startBrowser()
        try session.chooseDictionary("Turkish → English", with: "Down")
        #expect(try firstRow(typing: "kitaplarımızdan", until: "← kitap+lar+ımız+dan", in: session).hasPrefix("   kitap "),
                "the headword leads the first row")
        try session.waitFor("book")
        try session.press("Enter")
        try session.waitFor("/kitˈap/", "kitaplarımızdan = kitap + -lar (plural) + -ımız (our) + -dan (from)")
    }

    /// On a keyboard without Turkish letters, in both directions: kitaplarimizdan is
    /// kitaplarımızdan.
    @Test func anInflectedTurkishFormTypedWithoutTurkishLettersFindsItsHeadword() throws {
        let session = try startBrowser()
        try session.chooseDictionary("Turkish → English", with: "Down")
        #expect(try firstRow(typing: "kitaplarimizdan", until: "← kitap+lar+ımız+dan", in: session).hasPrefix("   kitap "))
        try session.chooseDictionary("English → Turkish", with: "Up")
        try session.press("C-u")
        try session.type("kitaplarimizdan")
        // The rows come in stages (headwords first, translations after): the wait is for the
        // final rows, and fails, as the expectation does, if book never reaches the first six.
        func bookIsAmongTheFirstRows(_ rows: [String]) -> Bool {
            rows.prefix(6).contains { $0.hasPrefix("   book ") && $0.contains("translation: kitap+lar+ımız+dan") }
        }
        let rows = try session.waitUntil("book among the first rows, through kitap") { bookIsAmongTheFirstRows($0.components(separatedBy: "\n")) }
            .components(separatedBy: "\n")
        #expect(bookIsAmongTheFirstRows(rows),
                "the same query in English → Turkish finds book, through the translations of kitap")
    }

    /// What a person types, as they type it: a word with the space that starts a phrase, a
    /// phrase, a Turkish word whose row shows the sense that says it and opens its page there.
    @Test func aQueryAsTypedFindsWhatAnswersIt() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        #expect(try firstRow(typing: "house ", until: "ev, mesken", in: session).hasPrefix("   house "), "house␠ is house")
        try session.press("C-u")
        #expect(try firstRow(typing: "give up", until: "phrase: give up", in: session).hasPrefix("   give "))
        #expect(try session.screen().contains("give up — vaz geçmek"), "the row shows the line that writes the phrase")
        try session.press("C-u")
        let light = try firstRow(typing: "ışık", until: "translation: ışık  ışık, aydınlık", in: session)
        #expect(light.hasPrefix("   light "), "light, with its sense that says ışık")
        try session.press("Enter")
        let page = try session.waitFor("light  translation: ışık")
        #expect(page.contains("1. ışık, aydınlık, ziya, nur"), "the page opens at that sense")
        #expect(!page.contains("1. konmak"), "not at light's first article")
    }

    /// Tab swaps the direction and keeps the query: kitap, book in English → Turkish, is a
    /// headword of every dictionary of Turkish → English: one row, and one page with each
    /// dictionary's article under its name.
    @Test func tabSwapsTheDirectionKeepingTheQuery() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        try session.type("kitap")
        try session.waitFor("translation: kitap")
        try session.press("Tab")
        let screen = try session.waitFor("Now searching Turkish → English")
        #expect(screen.contains("› kitap"), "the query is kept")
        let rows = try session.waitUntil("kitap, of every dictionary, first") { $0.components(separatedBy: "\n")[2].hasPrefix("   kitap ") }
        #expect(rows.components(separatedBy: "\n")[2].contains("4 dictionaries"), "one row for the four that have it")
        try session.press("Enter")
        let page = try session.waitFor("— Turkish → English —", "— Turkish → English (Wiktionary) —", "— Turkish → English (FreeDict, reversed) —",
                                       "— Turkish → English (KeNet) —")
        #expect(page.contains("book"))
        try session.press("Escape")
        try session.press("Tab")
        try session.waitFor("Now searching English → Turkish")
        try session.waitFor("translation: kitap")
    }

    @Test func aTurkishWordInEnglishToTurkishFindsTheEnglishForIt() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        #expect(try firstRow(typing: "elma", until: "translation: elma", in: session).hasPrefix("   apple "),
                "apple, translated as elma, comes first")
        try session.press("Enter")
        try session.waitFor("/ˈapəl/")
    }

    /// eng-tur links avantaj to edge and vantage; the Turkish → English dictionaries beside it
    /// say benefit, and the row says which one did. Typed at once, before they are indexed: the
    /// query is searched again when they are.
    @Test func aWordTheDictionaryTheOtherWayRoundTranslatesFindsWhatItSays() throws {
        let session = try startBrowser()
        #expect(try firstRow(typing: "avantaj", until: "translation: avantaj · tur-eng", in: session).hasPrefix("   benefit "))
        let edge = try session.screen().components(separatedBy: "\n").first { $0.hasPrefix("   edge ") }
        #expect(edge?.contains("translation: avantaj  avantaj, üstünlük") == true,
                "eng-tur's own translation names no other dictionary, and the row shows the sense that says it")
    }

    /// şu starts hundreds of English words folded (sub, sue, sum...): they fill the page at once,
    /// and the whole ranking still comes, with that, which şu translates, first; water, su, is
    /// spelled otherwise.
    @Test func aShortTurkishWordWhoseFoldedFormStartsAPageOfWordsFindsItsTranslation() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        #expect(try firstRow(typing: "şu", until: "translation: şu", in: session).hasPrefix("   that "))
    }

    /// kuryuk is no English word and no Turkish one: kuyruk, one typo away, is, and tail is
    /// what it translates. (Not kyruk: Turkish → English has that slip as a headword of its own.)
    @Test func aMisspeltTurkishWordInEnglishToTurkishFindsTheEnglishForIt() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        #expect(try firstRow(typing: "kuryuk", until: "translation: kuyruk", in: session).hasPrefix("   tail "))
    }

    /// bilgisayar (computer) is a word English → Turkish never uses (it says "kompüter"), and
    /// Turkish → English (Wiktionary) has: misspelt, it is corrected among that dictionary's
    /// headwords, where three-typo English neighbours (bilinear) came before.
    @Test func aMisspeltTurkishWordOnlyTheDictionaryTheOtherWayRoundHasFindsTheEnglishForIt() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        #expect(try firstRow(typing: "bilgisyar", until: "translation: bilgisayar · wikdict-tur-eng", in: session).hasPrefix("   computer "))
    }

    /// dşünüyorum is düşünüyorum misspelt, a form of düşünmek: no headword one typo from it.
    @Test func aMisspeltTurkishFormFindsTheHeadwordOfTheWordMeant() throws {
        let session = try startBrowser()
        try session.chooseDictionary("Turkish → English", with: "Down")
        #expect(try firstRow(typing: "dşünüyorum", until: "← düşün+üyor+um", in: session).hasPrefix("   düşünmek "),
                "the Wiktionary dictionary of the pair has it")
    }

    @Test func aMisspellingFindsTheIntendedWordFirst() throws {
        let session = try startBrowser()
        #expect(try firstRow(typing: "recieve", until: "almak", in: session).hasPrefix("   receive "))
    }

    @Test func aWordSpeltByEarAndATurkishWordWithTurkishLettersFindWhatIsMeant() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        #expect(try firstRow(typing: "showvinism", until: "şovenizm", in: session).hasPrefix("   chauvinism "),
                "three typos away, found by how it sounds")
        try session.press("C-u")
        #expect(try firstRow(typing: "dün", until: "translation: dün", in: session).hasPrefix("   yesterday "),
                "ü is no English letter: dün is Turkish, not dun")
    }
}
