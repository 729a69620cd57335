import Foundation
import Testing
import TestSupport

/// The real binary in a real (tmux) terminal, driven as a person would.
@Suite(.serialized) final class BrowserEndToEndTests {
    let terminals = BrowserSessions()
    var home: TemporaryDirectory { terminals.home }

    init() {}

    func start(_ arguments: String = "", environment: String = "", columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
        try terminals.start(arguments, environment: environment, columns: columns, rows: rows)
    }

    func startBrowser() throws -> TmuxSession {
        try terminals.startOnSearchScreen()
    }

    @Test func searchBrowseOpenAndComeBack() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        try session.type("abandon")
        try session.waitFor(" › abandon")
        let results = try session.waitFor("tamamıyle bırakmak")
        #expect(results.components(separatedBy: "\n")[2].hasPrefix("   abandon "))
        try session.press("Down")
        try session.press("Up", "Enter")
        let article = try session.waitFor("3. kendini kaptırmak.")
        #expect(article.contains("/ɐbˈandən/"))
        try session.press("Escape")
        try session.waitFor(" › abandon")
        try session.press("Escape")
        try session.waitFor("Type to search")
    }

    /// The whole word list is browsable: End on the empty search line reaches the last word
    /// of English → Turkish, past the first page of rows, and opens it.
    @Test func endReachesTheLastWordOfTheDictionary() throws {
        let session = try startBrowser()
        try session.waitFor("35,045 words")
        try session.press("End")
        let screen = try session.waitFor("   zzz ")
        #expect(screen.contains("zythum"), "the words before it are there too")
        try session.press("Enter")
        try session.waitFor("Horrr!")
        try session.press("Escape")
        try session.press("Home")
        try session.waitFor("   a ")
    }

    @Test func aFavoriteIsStarredSavedAndThereAfterARestart() throws {
        let session = try startBrowser()
        try session.type("abandon")
        try session.waitFor("tamamıyle bırakmak")
        try session.press("C-f")
        try session.waitFor("★ Added “abandon” to favorites")
        try session.press("F10")
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.terminalRestored)
        let saved = home.read(".local/share/sozluk/favorites.json") ?? ""
        #expect(saved.contains(#""dictionary": "en-tr", "headword": "abandon""#), "starred in the language pair searched")

        let again = try startBrowser()
        try again.type("abandon")
        try again.waitFor(" ★ abandon")
        try again.press("F2")
        let favorites = try again.waitFor("1 favorite, newest first")
        #expect(favorites.components(separatedBy: "\n")[1].hasPrefix(" ★ abandon"))
        try again.press("Enter")
        try again.waitFor("kendini kaptırmak")
    }

    /// Two terminals, one HOME: each instance's stars survive the other's, and each sees the other's.
    @Test func twoInstancesStarWordsWithoutLosingEachOthers() throws {
        let first = try startBrowser()
        let second = try startBrowser()
        try first.type("abandon")
        try first.waitFor("tamamıyle bırakmak")
        try second.type("abbey")
        try second.waitFor("manastır")
        try first.press("C-f")
        try first.waitFor("★ Added “abandon” to favorites")
        try second.press("C-f")
        try second.waitFor("★ Added “abbey” to favorites")
        try first.press("F2")
        try first.waitFor("abbey")
        try second.press("F2")
        let list = try second.waitFor("abandon")
        #expect(list.contains("abbey"))
        // Unstarring in one keeps the other's star.
        try first.press("Escape")
        try first.waitFor("tamamıyle bırakmak")
        try first.press("C-f")
        try first.waitFor("Removed “abandon” from favorites")
        let saved = home.read(".local/share/sozluk/favorites.json") ?? ""
        #expect(saved.contains(#""headword": "abbey""#))
        #expect(!saved.contains(#""headword": "abandon""#))
    }

    @Test func theDictionaryChosenInSettingsIsRemembered() throws {
        let session = try startBrowser()
        try session.press("F3")
        try session.waitFor("○ Turkish → English")
        try session.press("Down", "Enter")
        try session.waitFor("Now searching Turkish → English")
        try session.press("C-c")
        #expect(try session.waitForExit() == (0, true))
        #expect(home.read(".config/sozluk/settings.json")?.contains(#""activeDictionary": "tr-en""#) == true)

        let again = try startBrowser()
        try again.waitFor("Turkish → English")
        try again.type("istanbul")
        try again.waitFor("İstanbul")
    }

    @Test func resizingRelaysOutAndATinyTerminalGetsAMessage() throws {
        let session = try startBrowser()
        try session.type("ab")
        try session.resize(columns: 60, rows: 15)
        let smaller = try session.waitFor("Enter Open")
        let lines = smaller.components(separatedBy: "\n")
        #expect(lines[14].hasPrefix(" Enter Open"))
        try session.resize(columns: 30, rows: 8)
        try session.waitFor("Terminal too small")
        try session.resize(columns: 100, rows: 30)
        try session.waitFor(" › ab")
        try session.press("F10")
        #expect(try session.waitForExit() == (0, true))
    }

    @Test func aPastedLineBreakDoesNotOpenAWord() throws {
        let session = try startBrowser()
        try session.paste("abandon\n")
        try session.waitFor(" › abandon")
        try session.waitFor("tamamıyle bırakmak")
        #expect(try !session.screen().contains("Esc Back"), "still on the search screen")
        try session.press("Enter")
        try session.waitFor("kendini kaptırmak")
    }

    /// Alt-Backspace deletes the word before the cursor, as docs/keys.md says: the terminal
    /// sends Esc then DEL in one read, which was taken as Esc (clearing the line) then Backspace.
    @Test func altBackspaceDeletesTheWordBefore() throws {
        let session = try startBrowser()
        try session.type("ice cream")
        try session.waitFor(" › ice cream")
        try session.press("M-BSpace")
        let line = { (screen: String) in screen.components(separatedBy: "\n")[1].trimmingCharacters(in: .whitespaces) }
        let screen = try session.waitUntil("the word before deleted") { line($0) == "› ice" }
        #expect(line(screen) == "› ice", "the line kept what came before the word")
    }

    /// The preview beside the results follows the highlight, scrolls with Shift, and F6
    /// hides it for good (the next start has it off).
    @Test func thePreviewFollowsTheHighlightAndF6HidesItForGood() throws {
        let session = try startBrowser()
        try session.type("abandon")
        try session.waitFor("│ abandon")
        // The preview's header is the highlighted row's headword: the second row's, after Down.
        let second = try session.lines()[3].dropFirst(3).prefix { $0 != " " }
        try session.press("Down")
        try session.waitFor("│ \(second)")
        try session.press("F6")
        try session.waitFor("Preview off (F6 shows it again)")
        try session.waitForAbsence(of: "│")
        try session.press("F10")
        _ = try session.waitForExit()
        let again = try terminals.start()
        try again.waitFor("F10 Quit")
        try again.type("abandon")
        try again.waitFor(" › abandon")
        try again.waitFor("4 matches")
        #expect(try !again.screen().contains("│"), "still off after a restart")
    }

    /// t in Settings changes the colours at once and for the next start.
    @Test func aThemeChosenInSettingsPaintsAtOnceAndIsRemembered() throws {
        let session = try startBrowser()
        let standardBar = "\u{1B}[37m\u{1B}[44m"
        #expect(try session.styledScreen().contains(standardBar), "the default theme's bar: white on blue")
        try session.press("F3")
        try session.waitFor("Theme: default")
        try session.type("t")
        try session.waitFor("Theme: light   t changes it")
        let light = try session.waitUntil("the bar black on white") { _ in (try? session.styledScreen().contains("\u{1B}[30m\u{1B}[47m")) == true }
        #expect(!light.isEmpty)
        #expect(terminals.home.read(".config/sozluk/settings.json")?.contains("\"theme\": \"light\"") == true)
        try session.press("F10")
        _ = try session.waitForExit()
        let again = try terminals.start()
        try again.waitFor("F10 Quit")
        #expect(try again.styledScreen().contains("\u{1B}[30m\u{1B}[47m"), "the next start paints in it from the first frame")
    }

    @Test func helpOpensOverTheScreenAndHomeEndWork() throws {
        let session = try startBrowser()
        try session.press("F1")
        try session.waitFor("Keys")
        try session.press("Escape")
        try session.waitForAbsence(of: "┌")
        try session.type("ab")
        try session.waitFor("904 matches")
        try session.press("End", "Enter")
        try session.waitFor("Esc Back")
        try session.press("Escape")
        try session.press("Home", "Enter")
        try session.waitFor("-(den.), uzağa")
    }

    @Test(arguments: [("TERM", 15), ("HUP", 1), ("INT", 2)])
    func terminationSignalsRestoreTheTerminal(signal: String, number: Int32) throws {
        let session = try startBrowser()
        try session.signalProgram(signal, name: "sozluk")
        #expect(try session.waitForExit() == (128 + number, true))
    }

    @Test func aCrashStillRestoresTheTerminal() throws {
        let session = try startBrowser()
        try session.signalProgram("SEGV", name: "sozluk")
        let exit = try session.waitForExit()
        #expect(exit.status == 128 + 11)
        #expect(exit.terminalRestored)
    }

    @Test func noColorMeansNoColors() throws {
        // The eight ANSI colours as foreground and background; 39/49 are "default", not colours.
        let colours = (0...7).flatMap { ["\u{1B}[3\($0)m", "\u{1B}[4\($0)m"] }
        let plain = try start(environment: "NO_COLOR=1")
        try plain.waitFor("F10 Quit")
        let plainScreen = try plain.styledScreen()
        #expect(!colours.contains { plainScreen.contains($0) })
        #expect(plainScreen.contains("\u{1B}[0;7m"), "selection and bars still stand out, in reverse video")
        let colored = try startBrowser()
        let coloredScreen = try colored.styledScreen()
        #expect(colours.contains { coloredScreen.contains($0) }, "\(coloredScreen.debugDescription.prefix(600))")
    }

    @Test func brokenDictionariesAreReportedAndTheOthersLoad() throws {
        let folder = TemporaryDirectory()
        folder.write("good.json", Fixtures.dictionaryJSON(id: "good", name: "Good One", entries: [("kitap", "book")]))
        folder.write("bad.json", "{\n  \"format\": \"sozluk.dictionary\",\n  \"version\": 1,\n  \"id\": 7\n}\n")
        let session = try start("--dictionaries \(shellQuoted(folder.path))", columns: 200)
        try session.waitFor("1 dictionary file could not be loaded: \(folder.path)/bad.json:4:9: expected a string, found a number")
        try session.type("kit")
        try session.waitFor("book")
        try session.press("F3")
        try session.waitFor("Could not load:")
    }

    /// Big enough (about 1 MB) to be indexed on first use rather than when sozluk starts;
    /// the tests hold its build open with the pause hook while they watch it.
    func bigDictionary() -> String {
        let entries = (0..<10_000).map { #"    {"headword": "zword\#($0)", "senses": [{"definition": "a definition long enough to make the file big \#($0)"}]}"# }
        let text = Fixtures.dictionaryJSON(id: "big", name: "Big One", entries: [("aardvark", "first word")])
        let end = text.range(of: "\n  ]\n}")!.lowerBound
        return text[..<end] + ",\n" + entries.joined(separator: ",\n") + text[end...]
    }

    /// Picks a dictionary in Settings (F3), one row up or down, and comes back to Search.
    @Test func aBigDictionaryIsIndexedWithProgressWhileAnotherStaysUsable() throws {
        let folder = TemporaryDirectory()
        folder.write("big.json", bigDictionary())
        // Another language pair: dictionaries of one pair are searched together.
        folder.write("small.json", Fixtures.dictionaryJSON(id: "small", name: "Small One", source: "tr", target: "en", entries: [("kitap", "book")]))
        let hold = PauseFIFO(.indexBuild)
        let session = try start("--dictionaries \(shellQuoted(folder.path))", environment: hold.environment, columns: 120)
        try hold.waitUntilPaused()
        let indexing = try session.waitFor("Indexing Big One")
        #expect(indexing.contains("first use only): 10%"), "the file is read, its indexing held")
        // Another dictionary can be chosen and searched while the big one is indexed.
        try session.chooseDictionary("Small One", with: "Down")
        try session.type("kit")
        try session.waitFor("book")
        // Back to the big one: still being opened until the build is let go, then searched.
        try session.chooseDictionary("Big One", with: "Up")
        try session.waitFor("Opening Big One")
        hold.release()
        try session.press("C-u")
        try session.type("zword9999")
        try session.waitFor("a definition long enough to make the file big 9999", timeout: 60)
        try session.press("F10")
        #expect(try session.waitForExit() == (0, true))

        // The next start finds the saved index: a build would be held here for good, so
        // results on screen prove there was none.
        let neverReleased = PauseFIFO(.indexBuild)
        let again = try start("--dictionaries \(shellQuoted(folder.path))", environment: neverReleased.environment, columns: 120)
        try again.waitFor("F10 Quit")
        try again.type("zword1234")
        let screen = try again.waitFor("file big 1234")
        #expect(!screen.contains("Indexing"))
    }

    @Test func quittingWhileADictionaryIsIndexedIsImmediate() throws {
        let folder = TemporaryDirectory()
        folder.write("big.json", bigDictionary())
        let hold = PauseFIFO(.indexBuild)
        let session = try start("--dictionaries \(shellQuoted(folder.path))", environment: hold.environment)
        try hold.waitUntilPaused()
        try session.waitFor("Indexing Big One")
        // The build is held for good: quitting must not wait for it.
        try session.press("F10")
        #expect(try session.waitForExit() == (0, true))
    }

    @Test func withNoDictionariesTheScreenSaysWhereToPutThem() throws {
        let folder = TemporaryDirectory()
        let session = try start("--dictionaries \(shellQuoted(folder.path))")
        try session.waitFor("No dictionaries found.")
        try session.waitFor(folder.path)
    }

    @Test func anUnusableTerminalTypeIsAClearError() throws {
        let session = try start(environment: "TERM=no-such-terminal")
        #expect(try session.waitForExit() == (1, true))
        #expect(try session.screen().contains("sozluk: cannot use the terminal type 'no-such-terminal'"))
    }
}
