import Dispatch
@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

/// The whole browser on an in-memory terminal: keys in, screen text out.
@MainActor
struct Browser {
    let terminal: MemoryTerminal
    let app: BrowserApp
    let favorites: InMemoryFavoritesStore
    let history: InMemoryHistoryStore
    let settings: InMemorySettingsStore
    let navigator = NavigationStack()
    let repository: FakeDictionaryRepository

    init(rows: Int = 24, columns: Int = 80, repository: FakeDictionaryRepository = Browser.sampleRepository(), language: InterfaceLanguage = .english,
         searchScheduler: WorkScheduler = ImmediateScheduler(), paintDeadline: @escaping BrowserApp.PaintDeadline = BrowserApp.mainQueueDeadline) {
        self.repository = repository
        terminal = MemoryTerminal(rows: rows, columns: columns)
        favorites = InMemoryFavoritesStore()
        history = InMemoryHistoryStore()
        settings = InMemorySettingsStore()
        app = BrowserApp(terminal: terminal, navigator: navigator, paintDeadline: paintDeadline)
        app.language = FixedLanguage(language)
        app.start(with: AppAssembly(navigator: navigator, display: app, dictionaries: repository, favorites: favorites, history: history, reviews: InMemoryReviewStore(), settings: settings,
                                    preferences: InterfacePreferences(store: settings, localeLanguage: language), clock: .fixed(1_795_400_000), exportFolder: "/nonexistent",
                                    searchScheduler: searchScheduler, loadScheduler: ImmediateScheduler()))
    }

    static func sampleRepository() -> FakeDictionaryRepository {
        FakeDictionaryRepository([
            FakeDictionaryRepository.file(id: "eng-tur", name: "English → Turkish", [("apple", "elma"), ("apply", "uygulamak"), ("pineapple", "ananas"), ("grape", "üzüm")]),
            FakeDictionaryRepository.file(id: "tur-eng", name: "Turkish → English", source: "tr", [("ışık", "light"), ("İstanbul", "Istanbul")]),
        ])
    }

    func press(_ keys: Key...) { app.handle(keys) }
    func type(_ text: String) { app.handle(text.map { Key.character($0) }) }
    var screen: String { terminal.text }
    var lines: [String] { screen.components(separatedBy: "\n") }
}

@Suite @MainActor struct BrowserAppTests {
    /// A batch of keys is painted once, however many results and articles it brought; paints
    /// asked for meanwhile are one paint, once the main queue has run what waits on it.
    @Test func aBatchOfKeysAndWhatItBringsArePaintedOnce() async {
        let browser = Browser()
        let before = browser.terminal.presentCount
        browser.type("apple")
        #expect(browser.terminal.presentCount == before + 1, "the rows, the preview and the keys: one paint")
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before + 1, "nothing left to paint")
        browser.app.setNeedsDisplay()
        browser.app.setNeedsDisplay()
        #expect(browser.terminal.presentCount == before + 1, "not at once")
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before + 2, "two requests, one paint")
    }

    /// Typing into Search paints the query with its first rows, as one frame, rather than
    /// the query alone and the rows a moment later; arrows, which search nothing, paint at once.
    @Test func typedKeysArePaintedWithTheirFirstRows() async {
        let (browser, search, deadlines) = await Self.browserWithHeldSearches()
        let before = browser.terminal.presentCount
        browser.type("appl")
        #expect(browser.terminal.presentCount == before, "nothing yet: the rows are on their way")
        #expect(deadlines.limits == [BrowserApp.paintHoldLimit])
        search.finishAll() // the first rows, then the ranking
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before + 1)
        #expect(browser.lines[1] == " › appl")
        #expect(browser.lines[2].contains("apple") && browser.lines[3].contains("apply"), "the rows in the same frame")
        deadlines.fireAll()
        #expect(browser.terminal.presentCount == before + 1, "the deadline finds nothing left to paint")
        browser.press(.down)
        #expect(browser.terminal.presentCount == before + 2, "a key that searches nothing is painted at once")
    }

    /// Rows slower than the hold's limit: the query is shown on its own when it runs out.
    @Test func aQueryWhoseRowsAreLateIsShownWithoutThem() async {
        let (browser, _, deadlines) = await Self.browserWithHeldSearches()
        browser.type("gra")
        let before = browser.terminal.presentCount
        deadlines.fireAll()
        #expect(browser.terminal.presentCount == before + 1)
        #expect(browser.lines[1] == " › gra", "what was typed, without waiting longer")
    }

    /// While typing waits for its rows, what else asks for a paint (the article of the row
    /// highlighted before, arriving in the preview) waits with it: never the new query over
    /// the rows of the one before.
    @Test func whatArrivesDuringTheHoldIsPaintedWithTheRows() async {
        let (browser, search, _) = await Self.browserWithHeldSearches()
        browser.press(.down) // the preview asks for the second row's article
        browser.type("gr")
        let before = browser.terminal.presentCount
        search.finishFirst() // the article comes first
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before, "held for the rows of “gr”")
        search.finishAll()
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before + 1)
        #expect(browser.lines[1] == " › gr" && browser.lines[2].contains("grape"))
    }

    /// A paint asked for just before the keys came waits for their rows too.
    @Test func aPaintAskedForBeforeTheKeysWaitsForTheirRows() async {
        let (browser, search, _) = await Self.browserWithHeldSearches()
        let before = browser.terminal.presentCount
        browser.app.setNeedsDisplay()
        browser.type("gr")
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before, "not the query over the rows of the one before")
        search.finishAll()
        await Self.mainQueueRuns()
        #expect(browser.terminal.presentCount == before + 1)
        #expect(browser.lines[2].contains("grape"))
    }

    /// Keys typed while the paint is held keep its deadline (a burst never puts the query off
    /// longer), and a deadline ends only the hold it was set for.
    @Test func eachHoldHasOneDeadlineOfItsOwn() async {
        let (browser, search, deadlines) = await Self.browserWithHeldSearches()
        browser.type("g")
        browser.type("r")
        #expect(deadlines.limits.count == 1, "the second key kept the first one's deadline")
        search.finishAll()
        await Self.mainQueueRuns()
        let before = browser.terminal.presentCount
        browser.type("a")
        #expect(deadlines.limits.count == 2)
        deadlines.fire(0)
        #expect(browser.terminal.presentCount == before, "the first hold's deadline does not end the second")
        deadlines.fire(1)
        #expect(browser.terminal.presentCount == before + 1)
        #expect(browser.lines[1] == " › gra")
    }

    /// A browser whose searches wait for the test, as do the deadlines of its held paints;
    /// the empty query's list of the start shown.
    static func browserWithHeldSearches() async -> (Browser, HeldScheduler, HeldDeadlines) {
        let search = HeldScheduler()
        let deadlines = HeldDeadlines()
        let browser = Browser(searchScheduler: search, paintDeadline: deadlines.hold)
        search.finishAll()
        await mainQueueRuns()
        return (browser, search, deadlines)
    }

    /// Lets the main queue run what was put on it so far.
    static func mainQueueRuns() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }

    @Test func searchShowsRankedRowsWithTheirDefinitions() {
        let browser = Browser()
        browser.type("apple")
        #expect(browser.lines[1] == " › apple")
        #expect(browser.lines[2].hasPrefix("   apple"))
        #expect(browser.lines[2].hasSuffix("elma"))
        #expect(browser.lines[3].hasPrefix("   pineapple"))
        #expect(browser.lines[4].hasPrefix("   apply"), "one typo away, after the real matches")
        #expect(browser.lines[22] == " 3 matches")
        #expect(browser.terminal.screen.cursor == Point(row: 1, column: 8))
    }

    @Test func openingAWordAndComingBackKeepsTheQuery() {
        let browser = Browser()
        browser.type("grape")
        browser.press(.enter)
        #expect(browser.lines[1] == "  grape")
        #expect(browser.screen.contains("üzüm"))
        browser.press(.escape)
        #expect(browser.lines[1] == " › grape")
    }

    @Test func ctrlFStarsFromTheListAndTheStarShowsEverywhere() {
        let browser = Browser()
        browser.type("grape")
        browser.press(.control("f"))
        #expect(browser.lines[2].hasPrefix(" ★ grape"))
        browser.press(.function(2))
        #expect(browser.lines[0].hasPrefix(" sozluk · Favorites"))
        #expect(browser.lines[1].hasPrefix(" ★ grape"))
        #expect(browser.favorites.stored.map(\.word.headword) == ["grape"])
    }

    @Test func settingsSwitchTheDictionarySearched() {
        let browser = Browser()
        browser.press(.function(3))
        browser.press(.down, .enter, .escape)
        #expect(browser.settings.stored.activeDictionaryID == "tur-eng")
        browser.type("isik")
        #expect(browser.lines[0].hasSuffix("Turkish → English"))
        #expect(browser.lines[2].hasPrefix("   ışık"))
    }

    @Test func helpIsAnOverlayThatClosesAgain() {
        let browser = Browser()
        browser.type("ap")
        browser.press(.function(1))
        #expect(browser.screen.contains("┌── Keys"))
        #expect(browser.lines[0].hasPrefix(" sozluk"), "the screen below stays in view")
        #expect(browser.lines[23].hasPrefix(" Enter Open"))
        browser.press(.escape)
        #expect(!browser.screen.contains("Keys"))
        browser.press(.character("?"))
        #expect(!browser.screen.contains("Keys"), "? is text in the search field")
    }

    @Test func quitKeysFinishTheApp() {
        let browser = Browser()
        browser.press(.function(10))
        #expect(browser.app.isFinished)
        let other = Browser()
        other.press(.control("c"))
        #expect(other.app.isFinished)
    }

    @Test func aTinyTerminalGetsAMessageNotGarbage() {
        let browser = Browser(rows: 5, columns: 20)
        browser.type("apple")
        #expect(browser.lines[0] == "Terminal too small")
        browser.terminal.resize(rows: 24, columns: 80)
        browser.press(.resize)
        #expect(browser.lines[1].hasPrefix(" › "))
    }

    @Test func resizingRelaysOutEveryPane() {
        let browser = Browser(rows: 24, columns: 80)
        browser.type("a")
        browser.terminal.resize(rows: 12, columns: 50)
        browser.press(.resize)
        #expect(browser.lines.count == 12)
        #expect(browser.lines.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(browser.lines[11].hasPrefix(" Enter Open"))
    }

    @Test func theKeyBindingBarShowsWholeHintsOnly() {
        let wide = Browser(rows: 24, columns: 80)
        #expect(wide.lines[23].hasSuffix("F10 Quit"))
        let narrow = Browser(rows: 24, columns: 50)
        #expect(!narrow.lines[23].contains("…"))
        #expect(narrow.lines[23] == " Enter Open ^F Star Esc Clear F1 Help F10 Quit", "the short form: one space between hints makes room for one more")
    }

    /// At 40 columns a question keeps its answers: it takes two lines, the list gives one up.
    @Test func aStatusMessageTooLongForOneLineTakesTwo() {
        let browser = Browser(rows: 10, columns: 40)
        browser.type("apple")
        browser.press(.control("f"), .function(2), .character("e"))
        #expect(browser.lines[7] == " Export as 1: Anki, 2: CSV, 3: JSON?")
        #expect(browser.lines[8] == " (any other key: no)")
        #expect(browser.lines[1].contains("apple"), "the list is still there, a row shorter")
    }

    @Test func keysTypedWhileLoadingAreKept() {
        let terminal = MemoryTerminal()
        let navigator = NavigationStack()
        let app = BrowserApp(terminal: terminal, navigator: navigator)
        app.render()
        #expect(terminal.text.contains("Loading dictionaries…"))
        app.handle([.character("g"), .character("r")])
        app.start(with: AppAssembly(navigator: navigator, display: app, dictionaries: Browser.sampleRepository(),
                                    favorites: InMemoryFavoritesStore(), history: InMemoryHistoryStore(), reviews: InMemoryReviewStore(), settings: InMemorySettingsStore(),
                                    preferences: InterfacePreferences(store: InMemorySettingsStore(), localeLanguage: .english), clock: .fixed(1_795_400_000), exportFolder: "/nonexistent",
                                    searchScheduler: ImmediateScheduler(), loadScheduler: ImmediateScheduler()))
        #expect(terminal.text.components(separatedBy: "\n")[1] == " › gr")
    }

    /// Each keystroke is one search, in two steps: its first rows, shown at once, then its
    /// whole ranking, which does not search again; a batch of keys is searched once.
    @Test func aKeystrokeIsOneSearchInTwoSteps() {
        let browser = Browser()
        let before = browser.repository.steps.count
        browser.type("e")
        #expect(browser.repository.steps.dropFirst(before).map(\.query) == ["e", "e"])
        #expect(browser.repository.steps.dropFirst(before).map(\.step) == [.firstRows, .ranking])
        let typed = browser.repository.steps.count
        browser.app.handle([.character("l"), .character("m")])
        #expect(browser.repository.steps.dropFirst(typed).map(\.query) == ["elm", "elm"], "a batch of keys: one search, for what it left")
        #expect(browser.lines[1] == " › elm")
    }

    /// A paste arrives as one batch of thousands of keys: it is searched once, for what the
    /// search line holds, not once per character (which took over a minute for 10,000
    /// characters); the status line says the rest was left out.
    @Test func aLongPasteIsSearchedOnceNotOncePerCharacter() {
        let browser = Browser()
        let before = browser.repository.searches.count
        let pasted = String(repeating: "elma ışık ", count: 1_000)
        browser.type(pasted)
        let searched = browser.repository.searches.dropFirst(before)
        let held = String(pasted.prefix(LineEditor.capacity))
        #expect(Set(searched) == [held], "only the text the line holds is searched")
        #expect(searched.count == 1, "one search: its first rows, then its whole ranking")
        #expect(browser.lines[1].hasPrefix(" › "))
        #expect(browser.lines[1].hasSuffix(String(held.suffix(10))), "the end of the query stays in view")
        #expect(browser.screen.contains("The search line holds 256 characters; the rest was left out"))
    }

    /// Keys typed after Ctrl-Z in the same batch are kept for the return, and a quit among
    /// them still quits.
    @Test func keysAfterCtrlZWaitForTheReturnAndAQuitAmongThemQuits() {
        let browser = Browser()
        #expect(browser.app.handle([.character("a"), .control("z"), .character("p"), .function(10)]) == .suspend)
        #expect(browser.app.didResume() == .quit)
        let other = Browser()
        #expect(other.app.handle([.character("a"), .control("z"), .character("p")]) == .suspend)
        #expect(other.app.didResume() == .handled)
        #expect(other.lines[1] == " › ap")
    }

    @Test func resizeStormsAndATinyTerminalDoNotCrash() {
        let browser = Browser()
        browser.type("apple")
        for step in 0..<300 {
            browser.terminal.resize(rows: 1 + step % 40, columns: 1 + (step * 7) % 120)
            browser.press(.resize)
        }
        browser.terminal.resize(rows: 1, columns: 1)
        browser.press(.resize)
        #expect(browser.lines.count == 1)
        browser.terminal.resize(rows: 24, columns: 80)
        browser.press(.resize)
        #expect(browser.lines[1] == " › apple")
    }

    @Test func wordPagesBrowseAlphabetically() {
        let browser = Browser()
        browser.type("apple")
        browser.press(.enter, .character("]"))
        #expect(browser.lines[1] == "  apply")
        browser.press(.character("["), .character("["))
        #expect(browser.lines[1].hasPrefix("  apple"))
    }
}

@Suite @MainActor struct StatusLinesTests {
    /// Two lines for a long message: a path shortened by its folders, never split between
    /// the lines, the message's end kept.
    @Test func aLongMessageWithAPathTakesTwoLinesAndSplitsNoWord() {
        let message = "Exported 2 favorites to /home/ayse/sozluk-favorites-2026-11-26-anki-2.txt (in Anki: File › Import)"
        let lines = ScreenChrome.lines(of: message, width: 38)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 38 })
        #expect(lines.joined(separator: " ").hasSuffix("(in Anki: File › Import)"))
        #expect(!lines.joined(separator: " ").contains("2 026"), "no word split in two")
        #expect(ScreenChrome.lines(of: "3 favorites", width: 38) == ["3 favorites"])
    }
}

/// The paints `BrowserApp` holds for a search's rows, run when the test says their time ran out.
@MainActor
final class HeldDeadlines {
    private(set) var limits: [Double] = []
    private var paints: [@MainActor () -> Void] = []

    private var allPaints: [@MainActor () -> Void] = []

    func hold(_ seconds: Double, _ paint: @escaping @MainActor () -> Void) {
        limits.append(seconds)
        paints.append(paint)
        allPaints.append(paint)
    }

    func fireAll() {
        let due = paints
        paints = []
        due.forEach { $0() }
    }

    /// Runs the deadline set `index`-th (counting from 0 since the start).
    func fire(_ index: Int) {
        allPaints[index]()
    }
}
