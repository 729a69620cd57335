import Foundation
import Testing
import TestSupport

/// What users keep of their lookups: history, exports, the interface language, the locale.
@Suite(.serialized) final class WordbookEndToEndTests {
    let terminals = BrowserSessions()
    var home: TemporaryDirectory { terminals.home }

    init() {}

    func sozluk(_ arguments: String...) throws -> (status: Int32, output: String) {
        try sozluk(arguments, home: home)
    }

    /// The command line in a home of its own, the locale unset but for `locale`, its clock
    /// read from the file `clock` when given.
    func sozluk(_ arguments: [String], home: TemporaryDirectory, locale: String? = nil, clock: String? = nil) throws -> (status: Int32, output: String) {
        let language = locale.map { ["-u", "LC_ALL", "-u", "LC_MESSAGES", "LANG=\($0)"] } ?? []
        let time = clock.map { ["SOZLUK_TEST_CLOCK=@\($0)"] } ?? []
        return try Subprocess.run(["env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "-u", "SOZLUK_DICTIONARIES", "-u", "NO_COLOR"]
                                  + language + time + ["HOME=\(home.path)", BuiltProducts.sozluk] + arguments)
    }

    /// The browser on the Favorites screen with these words of eng-tur starred, its clock
    /// stopped at 2026-11-23 10:00 UTC (the file `clock` in the home moves it). Starred at that
    /// time too: a card is due from when its word was starred, and the test must not depend on
    /// the day it runs.
    func favoritesScreen(starring words: [String]) throws -> TmuxSession {
        let clock = home.write("clock", "2026-11-23T10:00:00Z")
        for word in words { #expect(try sozluk(["favorites", "add", word, "-d", "eng-tur"], home: home, clock: clock).status == 0) }
        let session = try terminals.start(environment: "SOZLUK_TEST_CLOCK=@\(clock)")
        try session.waitFor("F10 Quit")
        try session.press("F2")
        return session
    }

    @Test func theWordsOpenedAreRecordedAndShownAfterARestart() throws {
        let session = try terminals.startOnSearchScreen()
        for word in ["abandon", "abbey", "abandon"] {
            try session.type(word)
            try session.waitFor(" › \(word)")
            try session.waitFor(word == "abbey" ? "manastır" : "tamamıyle bırakmak")
            try session.press("Enter")
            try session.waitFor("Esc Back")
            try session.press("Escape", "Escape")
            try session.waitFor("Type to search")
        }
        try session.press("F10")
        #expect(try session.waitForExit().status == 0)

        let again = try terminals.startOnSearchScreen()
        // The screen is read once both rows are on it: the terminal shows a frame as it arrives.
        try again.waitFor("recent · 2×")
        let empty = try again.waitFor("recent · 1×")
        let lines = empty.components(separatedBy: "\n")
        #expect(lines[2].hasPrefix("   abandon ") && lines[2].contains("recent · 2×"))
        #expect(lines[3].hasPrefix("   abbey ") && lines[3].contains("recent · 1×"))
        try again.press("F4")
        try again.waitFor("2 words")
        let history = try again.waitFor("1×  abbey")
        #expect(history.contains("most recent first"))
        let rows = history.components(separatedBy: "\n")
        #expect(rows[1].hasPrefix("  2×  abandon "))
        #expect(rows[2].hasPrefix("  1×  abbey "))
        try again.press("Enter")
        try again.waitFor("kendini kaptırmak")
        try again.press("F10")
        #expect(try again.waitForExit().status == 0)

        let listed = try sozluk("history")
        #expect(listed.status == 0)
        #expect(listed.output.components(separatedBy: "\n").map { $0.split(separator: "\t").prefix(3).joined(separator: " ") }
            == ["en-tr abandon 3", "en-tr abbey 1", ""], "the browser records the language pair searched")
    }

    /// A word is starred once in its language pair: starred under the pair, `add -d eng-tur`
    /// finds it starred already, and `remove -d eng-tur` takes that star away.
    @Test func aWordIsStarredOnceInItsPairWhicheverDictionaryIsNamed() throws {
        home.write(".local/share/sozluk/favorites.json", "[{\"dictionary\": \"en-tr\", \"headword\": \"banana\", \"added\": \"2026-11-20T10:00:00Z\"}]\n")
        #expect(try sozluk("favorites", "add", "banana", "-d", "eng-tur") == (0, "sozluk: “banana” was starred already in English → Turkish\n"))
        #expect(try sozluk("favorites").output == "en-tr\tbanana\t2026-11-20T10:00:00Z\n")
        #expect(try sozluk("favorites", "remove", "banana", "-d", "eng-tur") == (0, "sozluk: unstarred “banana” in English → Turkish\n"))
        #expect(try sozluk("favorites").output == "")
    }

    @Test func anAnkiExportOfFavoritesIsImportedBackWhole() throws {
        #expect(try sozluk("favorites", "add", "abandon", "-d", "eng-tur").status == 0)
        #expect(try sozluk("favorites", "add", "kitap", "-d", "tur-eng").status == 0)
        let exported = try sozluk("favorites", "export", "--format", "anki", "-o", home.path + "/cards.txt")
        #expect(exported == (0, "sozluk: wrote 2 words to \(home.path)/cards.txt\n"))
        let cards = home.read("cards.txt") ?? ""
        #expect(cards.hasPrefix("#separator:tab\n#html:true\n"))
        #expect(cards.contains("sozluk:eng-tur:abandon\tabandon<br>/ɐbˈandən/\t1. tamamıyle bırakmak, terketmek, başından atmak<br>2. "))
        #expect(try sozluk("favorites", "remove", "abandon", "-d", "eng-tur").status == 0)
        #expect(try sozluk("favorites", "remove", "kitap", "-d", "tur-eng").status == 0)
        #expect(try sozluk("favorites").output == "")

        let imported = try sozluk("favorites", "import", home.path + "/cards.txt")
        #expect(imported == (0, "sozluk: imported 2 new words\n"))
        let listed = try sozluk("favorites").output.components(separatedBy: "\n").map { $0.split(separator: "\t").prefix(2).joined(separator: " ") }
        #expect(listed == ["eng-tur abandon", "tur-eng kitap", ""])
        home.write("words.txt", "elma\nkitap\nyokböylebirsöz\n")
        let plain = try sozluk("favorites", "import", home.path + "/words.txt", "-d", "tur-eng")
        #expect(plain.status == 1)
        #expect(plain.output == "sozluk: imported 1 new word, 1 already starred\nsozluk: not headwords of Turkish → English (tur-eng), left out: “yokböylebirsöz”\n")
    }

    @Test func underACLocaleTurkishLettersStillWork() throws {
        let session = try terminals.start(environment: "LANG=C LC_ALL=C")
        try session.waitFor("not UTF-8: using C.UTF-8 for the terminal")
        try session.type("AMERİKA")
        try session.waitFor(" › AMERİKA")
        try session.waitFor("translation: AMERİKA")
        try session.press("F10")
        #expect(try session.waitForExit().status == 0)
    }
}

extension WordbookEndToEndTests {
    @Test func aReviewSessionGradesCardsAndShowsThemDueLater() throws {
        let session = try favoritesScreen(starring: ["abandon", "abbey"])
        try session.waitFor("2 due for review (F5)")
        try session.press("F5")
        try session.waitFor("1 of 2")
        try session.waitFor("Space shows the answer")
        try session.press("Space")
        try session.waitFor("kendini kaptırmak")
        try session.press("3")
        try session.waitFor("Good: “abandon” again in 1 day")
        try session.waitFor("2 of 2")
        try session.press("Space")
        try session.waitFor("manastır")
        try session.press("1")
        try session.waitFor("Again: “abbey” comes back at the end of this review")
        try session.waitFor("again · 1 left") // abbey coming back is no third card
        try session.press("Space")
        try session.waitFor("1 Again 10m", "3 Good 1d", "4 Easy 4d") // each grade says when it brings the card back
        try session.press("3")
        let done = try session.waitFor("All done for now: 2 cards reviewed, in 3 answers.")
        #expect(done.contains("The next card is due tomorrow 10:00."))
        try session.press("Escape")
        try session.waitFor("2 favorites, newest first") // the screen below, reloaded: no count of cards due
        try session.waitForAbsence(of: "due for review")

        home.write("clock", "2026-11-24T10:00:01Z")
        try session.press("r")
        try session.waitFor("2 due for review (F5)")
        try session.press("F10")
        #expect(try session.waitForExit().status == 0)
        let saved = home.read(".local/share/sozluk/review.json") ?? ""
        #expect(saved.contains(#""headword": "abandon", "repetitions": 1, "interval": 1, "ease": 2500, "due": "2026-11-24T10:00:00Z""#))
        #expect(saved.contains(#""headword": "abbey", "repetitions": 1, "interval": 1"#))
    }
}

extension WordbookEndToEndTests {
    /// What the terminal sends for a mouse event in the X10 protocol tmux's terminfo names
    /// (kmous=\E[M): button, column and row, each plus 32 (and 1-based).
    func mouse(_ button: Int, row: Int, column: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + column))) + String(UnicodeScalar(UInt8(33 + row)))
    }

    @Test func theMouseClicksRowsOpensWithADoubleClickScrollsAndPressesHints() throws {
        let session = try terminals.startOnSearchScreen()
        try session.type("abandon")
        try session.waitFor("tamamıyle bırakmak")
        // The whole ranking, not only the first stage's rows: a typo match is among the rows.
        let results = try session.waitFor("abaddon").components(separatedBy: "\n")
        func headword(_ line: String) -> String { String(line.dropFirst(3).prefix { $0 != " " }) }
        let press = 0, release = 3, wheelDown = 65
        // Rows from 2: "abandon" first, then the words after it. A click highlights, Enter opens.
        try session.type(mouse(press, row: 4, column: 6) + mouse(release, row: 4, column: 6))
        try session.press("Enter")
        let opened = try session.waitFor("Esc Back").components(separatedBy: "\n")[1]
        #expect(opened == "  " + headword(results[4]), "the third row was opened")
        try session.press("Escape")
        try session.waitFor(" › abandon")
        try session.type(mouse(press, row: 2, column: 6) + mouse(release, row: 2, column: 6)
                                + mouse(press, row: 2, column: 6) + mouse(release, row: 2, column: 6))
        try session.waitFor("3. kendini kaptırmak.")
        try session.press("Escape")
        try session.waitFor(" › abandon")
        try session.type(mouse(wheelDown, row: 5, column: 6))
        try session.press("Enter")
        let wheeled = try session.waitFor("Esc Back").components(separatedBy: "\n")[1]
        #expect(wheeled == "  " + headword(results[5]), "the wheel moved the highlight three rows down")
        try session.press("Escape")
        let bar = try session.waitFor("F2 Favorites").components(separatedBy: "\n")[29]
        let column = bar.distance(from: bar.startIndex, to: bar.range(of: "F2 Favorites")!.lowerBound)
        try session.type(mouse(press, row: 29, column: column + 1) + mouse(release, row: 29, column: column + 1))
        try session.waitFor("sozluk · Favorites")
    }
}

extension WordbookEndToEndTests {
    @Test func aTurkishLocaleGetsATurkishInterfaceAndSettingsCanChangeItForGood() throws {
        let session = try terminals.start(environment: "LANG=tr_TR.UTF-8")
        try session.waitFor("F10 Çık")
        try session.type("kitap")
        try session.waitFor("çeviri: kitap")
        try session.waitFor(" sonuç")
        try session.press("F4")
        try session.waitFor("sozluk · Geçmiş")
        try session.waitFor("Henüz hiçbir sözcüğe bakılmadı.")
        try session.press("F3")
        try session.waitFor("Arayüz dili: Türkçe (yerel ayardan)   l değiştirir", "Fare: açık   m kapatır")
        try session.press("l")
        try session.waitFor("Interface language: English   l changes it")
        try session.waitFor("F10 Quit")
        try session.press("F10")
        #expect(try session.waitForExit().status == 0)
        #expect(home.read(".config/sozluk/settings.json")?.contains(#""language": "en""#) == true)

        let again = try terminals.start(environment: "LANG=tr_TR.UTF-8")
        try again.waitFor("F10 Quit")
        try again.type("kitap")
        try again.waitFor("translation: kitap")
    }
}

extension WordbookEndToEndTests {
    @Test func theCommandLineSpeaksTurkishUnderATurkishLocale() throws {
        func turkish(_ arguments: String...) throws -> (status: Int32, output: String) {
            try sozluk(arguments, home: home, locale: "tr_TR.UTF-8")
        }
        #expect(try turkish("lookup", "qqqq", "-d", "eng-tur") == (1, "sozluk: “qqqq”, İngilizce → Türkçe içinde yok\n"), "the dictionary named in the language")
        #expect(try turkish("--bogus") == (2, "sozluk: bilinmeyen seçenek '--bogus' ('-' ile başlayan bir sözcük vermek için önüne -- koyun)\n'sozluk --help' deneyin.\n"))
        #expect(try turkish("--help").output.hasPrefix("Kullanım:\n  sozluk [--dictionaries KLASÖR]..."))
        #expect(try turkish("help", "favorites").output.hasPrefix("Kullanım: sozluk favorites [--json]"))
        #expect(try sozluk("--help").output.hasPrefix("Usage:"), "English without the locale")
    }
}

extension WordbookEndToEndTests {
    @Test func anExportFromTheFavoritesScreenIsImportedBackElsewhere() throws {
        let session = try favoritesScreen(starring: ["abandon"])
        try session.waitFor("1 favorite, newest first")
        try session.press("e")
        try session.waitFor("Export as 1: Anki, 2: CSV, 3: JSON?")
        try session.press("3")
        let path = home.path + "/sozluk-favorites-2026-11-23.json"
        try session.waitFor("Exported 1 favorite to")
        #expect(home.read("sozluk-favorites-2026-11-23.json")?.contains(#""kind": "favorites""#) == true)

        let elsewhere = TemporaryDirectory()
        let imported = try sozluk(["favorites", "import", path], home: elsewhere)
        #expect(imported == (0, "sozluk: imported 1 new word\n"))
        #expect(elsewhere.read(".local/share/sozluk/favorites.json")?.contains(#""headword": "abandon""#) == true)
    }
}
