@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

/// A scheduler that runs nothing until told: the test decides when the background work of
/// each request ends, in which order.
final class HeldScheduler: WorkScheduler, @unchecked Sendable {
    private var held: [@MainActor () -> Void] = []

    func onMain(_ update: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated { held.append(update) }
    }

    /// Called from a held job's work, which runs on the main actor: the update is done before
    /// the work goes on, as the real scheduler waits for it.
    func onMainThenWait(_ update: @escaping @Sendable @MainActor () -> Void, limit: Double) {
        MainActor.assumeIsolated { update() }
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        MainActor.assumeIsolated { held.append { deliver(work()) } }
    }

    /// Ends the job asked for first, keeping the others held.
    @MainActor func finishFirst() {
        held.removeFirst()()
    }

    /// Ends every held job, in the order they were asked for, and those they ask for.
    @MainActor func finishAll() {
        while !held.isEmpty { finish(Array(held.indices)) }
    }

    /// Ends the held jobs, in the order given by their indexes.
    @MainActor func finish(_ order: [Int]) {
        let jobs = held
        held = []
        for index in order { jobs[index]() }
    }
}

/// The preview pane of the Search screen, through the same presenter and fakes as its other tests.
extension SearchPresenterTests {
    /// apple and apply's articles, as the preview reads them.
    func givePreviewArticles() {
        preview.entriesByHeadword = ["apple": [DictionaryEntry(headword: "apple", pronunciation: "/ˈæp.əl/", senses: [Sense(definition: "elma")])],
                                     "apply": [DictionaryEntry(headword: "apply", senses: [Sense(definition: "uygulamak")])]]
        presenter.viewWillAppear()
    }

    @Test func thePreviewFollowsTheHighlightAndShowsTheHeadwordWhileTheArticleIsOnItsWay() throws {
        givePreviewArticles()
        type("appl")
        #expect(preview.requested.map(\.headword) == ["apple"])
        let waiting = try #require(view.last.preview)
        #expect(waiting.headword == "apple" && waiting.blocks.isEmpty, "the headword at once, the article when it comes")
        let paints = display.requests
        preview.deliver()
        #expect(display.requests == paints + 1, "the article arriving asks for a paint")
        #expect(view.last.preview?.blocks == [.pronunciation("/ˈæp.əl/"), .sense(number: "", partOfSpeech: nil, labels: [], definition: "elma")])
        _ = presenter.didRequest(.move(.down))
        #expect(preview.requested.map(\.headword) == ["apple", "apply"])
        _ = presenter.didRequest(.edit(.moveLeft))
        #expect(preview.requested.count == 2, "a repaint of the same word reads nothing again")
    }

    @Test func aWordStillOnItsWayNeverShowsUnderAnotherHeadword() {
        givePreviewArticles()
        type("appl")
        _ = presenter.didRequest(.move(.down))
        preview.deliver() // apple's answer, then apply's
        #expect(view.last.preview?.headword == "apply")
        #expect(view.last.preview?.blocks == [.sense(number: "", partOfSpeech: nil, labels: [], definition: "uygulamak")])
    }

    @Test func f6TurnsItOffAndOnAndSaysSo() {
        givePreviewArticles()
        type("appl")
        preview.deliver()
        _ = presenter.didRequest(.togglePreview)
        #expect(preview.shown == false)
        #expect(view.last.preview == nil)
        #expect(view.last.status?.text == "Preview off (F6 shows it again)")
        _ = presenter.didRequest(.togglePreview)
        #expect(view.last.preview?.headword == "apple")
        preview.saveFailure = FileProblem(path: "/home/u/.config/sozluk/settings.json", message: "Permission denied")
        _ = presenter.didRequest(.togglePreview)
        #expect(preview.shown == true, "not saved: still on")
        #expect(view.last.status?.isError == true)
    }

    @Test func f6SaysWhereThePreviewIsOrThatTheTerminalIsTooSmallForIt() {
        givePreviewArticles()
        type("appl")
        presenter.didPlacePreview(.hidden)
        _ = presenter.didRequest(.togglePreview)
        _ = presenter.didRequest(.togglePreview)
        #expect(view.last.status?.text == "Preview on, but it needs 100 columns, or at least half as many rows as columns")
        presenter.didPlacePreview(.below)
        _ = presenter.didRequest(.togglePreview)
        _ = presenter.didRequest(.togglePreview)
        #expect(view.last.status?.text == "Preview on: the highlighted word's article below the list (F6 hides it)")
    }

    @Test func shiftScrollsThePreviewNotTheList() {
        givePreviewArticles()
        type("appl")
        _ = presenter.didRequest(.scrollPreview(.lines(1)))
        #expect(view.previewScrolls == [.lines(1)])
        #expect(view.last.selectedRow == 0)
    }

    @Test func theRowsTranslationOpensThePreviewAtTheSenseThatSaysIt() {
        givePreviewArticles()
        interactor.otherHits["ışık"] = [SearchHit(headword: "light", kind: .translation, summary: "ışık, aydınlık", entryCount: 2, explanation: "ışık",
                                                  answeringSense: SenseLocation(entry: 1, sense: 0))]
        preview.entriesByHeadword["light"] = [DictionaryEntry(headword: "light", senses: [Sense(definition: "konmak")]),
                                              DictionaryEntry(headword: "light", senses: [Sense(definition: "ışık, aydınlık")])]
        type("ışık")
        preview.deliver()
        let article = view.last.preview
        #expect(article?.answerBlock.map { article?.blocks[$0] } == .sense(number: "", partOfSpeech: nil, labels: [], definition: "ışık, aydınlık"))
        #expect(article?.foundAs == "translation: ışık")
    }
}

@Suite @MainActor struct PreviewInteractorTests {
    @Test func onlyTheNewestRequestIsAnsweredWhateverOrderTheWorkEndsIn() throws {
        let folder = TemporaryDirectory()
        let settings = InMemorySettingsStore()
        let scheduler = HeldScheduler()
        let repository = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "eng-tur", [("apple", "elma"), ("apply", "uygulamak")])])
        let interactor = PreviewInteractor(dictionaries: repository, preferences: InterfacePreferences(store: settings, localeLanguage: .english),
                                           scheduler: scheduler)
        var answers: [String] = []
        interactor.entries(of: WordReference(dictionaryID: "eng-tur", headword: "apple")) { answers += $0.map(\.headword) }
        interactor.entries(of: WordReference(dictionaryID: "eng-tur", headword: "apply")) { answers += $0.map(\.headword) }
        scheduler.finish([1, 0])
        #expect(answers == ["apply"], "apple came back last, but apply was asked for after it")
        _ = folder
    }

    @Test func turningItOffIsRemembered() throws {
        let settings = InMemorySettingsStore()
        let preferences = InterfacePreferences(store: settings, localeLanguage: .english)
        let interactor = PreviewInteractor(dictionaries: FakeDictionaryRepository([]), preferences: preferences, scheduler: ImmediateScheduler())
        #expect(interactor.isPreviewShown())
        try interactor.setPreviewShown(false)
        #expect(try settings.load().preview == false)
        #expect(!InterfacePreferences(store: settings, localeLanguage: .english).showsPreview, "the next start has it off")
    }
}

@Suite @MainActor struct ListFilterTests {
    let view = FavoritesViewSpy()
    let interactor = FakeFavoritesInteractor()
    let router = FavoritesRouterSpy()
    let preview = FakePreviewInteractor()
    let display = DisplaySpy()

    func presenter(_ headwords: [String]) -> FavoritesPresenter {
        interactor.items = headwords.enumerated().map { index, headword in
            FavoriteItem(word: WordReference(dictionaryID: "tur-eng", headword: headword), dictionaryName: "Turkish → English", summary: "",
                         addedAt: Int64(100 - index))
        }
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        return presenter
    }

    func send(_ presenter: FavoritesPresenter, _ inputs: FilterInput...) {
        for input in inputs { _ = presenter.didRequest(.list(.filter(input))) }
    }

    /// A row unstarred here (☆) stays in sight, but is no favorite: the count leaves it out.
    @Test func anUnstarredRowIsNotCountedAmongTheFavoritesShown() {
        let presenter = presenter(["ışık", "kitap", "İstanbul", "kısık"])
        _ = presenter.didRequest(.toggleStar)
        send(presenter, .start, .edit(.insert("i")), .edit(.insert("s")))
        #expect(view.last.rows.map(\.headword) == ["ışık", "İstanbul", "kısık"])
        #expect(view.last.status?.text == "2 of 3 favorites shown")
    }

    @Test func typingAfterASlashNarrowsTheListAsASearchMatches() {
        let presenter = presenter(["ışık", "kitap", "İstanbul", "kısık"])
        send(presenter, .start, .edit(.insert("i")), .edit(.insert("s")))
        #expect(view.last.rows.map(\.headword) == ["ışık", "İstanbul", "kısık"], "is finds ış, İs and ıs")
        #expect(view.last.filter == FilterLine(text: "is", cursor: 2, isEditing: true))
        #expect(view.last.status?.text == "3 of 4 favorites shown")
        send(presenter, .edit(.insert("i")), .edit(.insert("k")))
        #expect(view.last.rows.map(\.headword) == ["ışık", "kısık"])
        send(presenter, .edit(.insert("x")))
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage == ["No favorites match “isikx”.", "Esc shows them all."])
    }

    @Test func enterKeepsTheFilterAndTheLettersGetTheirMeaningBackEscDropsItThenLeaves() {
        let presenter = presenter(["apple", "grape", "kitap"])
        send(presenter, .start, .edit(.insert("a")), .edit(.insert("p")), .done)
        #expect(view.last.filter == FilterLine(text: "ap", cursor: 2, isEditing: false))
        _ = presenter.didRequest(.list(.move(.down)))
        _ = presenter.didRequest(.list(.openSelected))
        #expect(router.opened.map(\.headword) == ["grape"], "the rows of the filter are the ones opened")
        _ = presenter.didRequest(.list(.close))
        #expect(view.last.filter == nil && view.last.rows.count == 3, "Esc drops the filter first")
        #expect(view.last.rows[view.last.selectedRow ?? 0].headword == "grape", "the highlight stays on its word")
        #expect(router.closed == 0)
        _ = presenter.didRequest(.list(.close))
        #expect(router.closed == 1)
    }

    @Test func theViewSendsLettersToTheFilterOnlyWhileItIsTyped() {
        let screen = FavoritesView()
        let presenter = presenter(["apple", "grape"])
        let screenPresenter = FavoritesPresenter(view: screen, interactor: interactor, preview: preview, router: router, display: display)
        screen.output = screenPresenter
        screenPresenter.viewWillAppear()
        _ = screen.handle(.character("/"))
        _ = screen.handle(.character("e"))
        #expect(screen.handle(.character("g")) == .handled)
        let grid = CellGrid(rows: 12, columns: 60)
        screen.render(on: Canvas(grid: grid))
        #expect(grid.text.contains("/ eg"), "e is text here, not the export question")
        #expect(grid.text.contains("Enter Keep filter") && grid.text.contains("Esc Drop filter"), "the bar says how to end the filter, not the letter keys")
        #expect(!grid.text.contains("Export as"))
        _ = screen.handle(.enter)
        _ = screen.handle(.character("e"))
        screen.render(on: Canvas(grid: grid))
        #expect(grid.text.contains("Export as"), "after Enter, e exports again")
        _ = presenter
    }
}
