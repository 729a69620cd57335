@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

@MainActor
final class HistoryViewSpy: HistoryViewInput {
    var models: [HistoryViewModel] = []
    var last: HistoryViewModel { models.last! }
    func display(_ viewModel: HistoryViewModel) { models.append(viewModel) }
    var previewScrolls: [ScrollRequest] = []
    func scroll(_ request: ScrollRequest) { previewScrolls.append(request) }
}

@MainActor
final class FakeHistoryInteractor: HistoryInteractorInput {
    var items: [HistoryItem] = []
    var failure: FileProblem?
    var cleared = 0

    func history() throws(FileProblem) -> [HistoryItem] {
        if let failure { throw failure }
        return items
    }
    func remove(_ entry: HistoryEntry) throws(FileProblem) {
        if let failure { throw failure }
        items.removeAll { $0.entry.word == entry.word }
    }
    func restore(_ entry: HistoryEntry) throws(FileProblem) {
        if let failure { throw failure }
        items.append(HistoryItem(entry: entry, dictionaryName: "English → Turkish", summary: "restored"))
    }
    func clear() throws(FileProblem) {
        if let failure { throw failure }
        cleared += 1
        items = []
    }
}

@MainActor
final class HistoryRouterSpy: HistoryRouterInput {
    var opened: [WordReference] = []
    var closed = 0
    func openWord(_ word: WordReference) { opened.append(word) }
    func close() { closed += 1 }
}

@Suite @MainActor struct HistoryPresenterTests {
    let view = HistoryViewSpy()
    let interactor = FakeHistoryInteractor()
    let router = HistoryRouterSpy()
    let preview = FakePreviewInteractor()
    let display = DisplaySpy()
    let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let kitap = WordReference(dictionaryID: "tur-eng", headword: "kitap")
    let kalem = WordReference(dictionaryID: "old", headword: "kalem")
    /// 2026-11-23 10:00 UTC.
    static let now: Int64 = 1_795_428_000

    func presenter() -> HistoryPresenter {
        interactor.items = [
            HistoryItem(entry: HistoryEntry(word: apple, lookups: 2, firstLookedUp: Self.now - 90_000, lastLookedUp: Self.now - 3_600),
                        dictionaryName: "English → Turkish", summary: "elma"),
            HistoryItem(entry: HistoryEntry(word: kitap, lookups: 7, firstLookedUp: Self.now - 400_000, lastLookedUp: Self.now - 86_400),
                        dictionaryName: "Turkish → English", summary: "book"),
            HistoryItem(entry: HistoryEntry(word: kalem, lookups: 1, firstLookedUp: 1_700_000_000, lastLookedUp: 1_700_000_000),
                        dictionaryName: nil, summary: ""),
        ]
        let presenter = HistoryPresenter(view: view, interactor: interactor, preview: preview, router: router, clock: .fixed(Self.now), display: display)
        presenter.viewWillAppear()
        return presenter
    }

    /// A starred word's preview has its star, as on Search and Favorites.
    @Test func thePreviewOfAStarredWordHasItsStar() {
        preview.deliversAtOnce = true
        preview.entriesByHeadword = ["apple": [DictionaryEntry(headword: "apple", senses: [Sense(definition: "elma")])],
                                     "kitap": [DictionaryEntry(headword: "kitap", senses: [Sense(definition: "book")])]]
        let presenter = presenter()
        interactor.items[0].isFavorite = true
        presenter.press(.character("r"))
        #expect(view.last.preview?.headword == "apple" && view.last.preview?.isFavorite == true)
        presenter.press(.down)
        #expect(view.last.preview?.headword == "kitap" && view.last.preview?.isFavorite == false)
    }

    @Test func listsTheMostRecentFirstWithCountsAndWhen() {
        _ = presenter()
        #expect(view.last.rows == [
            HistoryRowViewModel(headword: "apple", dictionary: "English → Turkish", lookups: "2×", when: "09:00", summary: "elma", isAvailable: true),
            HistoryRowViewModel(headword: "kitap", dictionary: "Turkish → English", lookups: "7×", when: "yesterday 10:00", summary: "book", isAvailable: true),
            HistoryRowViewModel(headword: "kalem", dictionary: "old (not loaded)", lookups: "1×", when: "14 Nov 2023", summary: "", isAvailable: false),
        ])
        #expect(view.last.detail == "most recent first")
        #expect(view.last.status == StatusMessage("3 words"))
    }

    @Test func inTurkishTheListSpeaksTurkishWithTurkishNumbersAndDates() {
        interactor.items = (1...1_200).map { index in
            HistoryItem(entry: HistoryEntry(word: WordReference(dictionaryID: "tur-eng", headword: "söz\(index)"), lookups: index,
                                            firstLookedUp: Self.now - 86_400, lastLookedUp: Self.now - 86_400), dictionaryName: "Turkish → English", summary: "")
        }
        let presenter = HistoryPresenter(view: view, interactor: interactor, preview: preview, router: router, clock: .fixed(Self.now), display: display, language: FixedLanguage(.turkish))
        presenter.viewWillAppear()
        #expect(view.last.title == "sozluk · Geçmiş")
        #expect(view.last.detail == "en yenisi önce")
        #expect(view.last.status == StatusMessage("1.200 sözcük"))
        #expect(view.last.rows.first { $0.headword == "söz1100" }?.lookups == "1.100×")
        #expect(view.last.rows[0].when == "dün 10:00")
        presenter.press(.character("C"))
        #expect(view.last.status?.text == "Geçmişteki 1.200 sözcüğün hepsi unutulsun mu? e: evet, başka bir tuş: hayır")
        #expect(view.last.isAsking)
        presenter.press(.character("y"))
        #expect(interactor.cleared == 0, "y is no evet")
        #expect(view.last.status?.text == "Geçmiş korundu")
        presenter.press(.character("C"))
        presenter.press(.character("h"))
        #expect(interactor.cleared == 0 && view.last.status?.text == "Geçmiş korundu", "h: hayır")
        presenter.press(.character("C"))
        presenter.press(.character("e"))
        #expect(interactor.cleared == 1, "e: evet")
    }

    @Test func sortingByLookupsKeepsTheHighlightOnTheSameWord() {
        let presenter = presenter()
        presenter.press(.character("s"))
        #expect(view.last.rows.map(\.headword) == ["kitap", "apple", "kalem"])
        #expect(view.last.detail == "most looked-up first")
        #expect(view.last.selectedRow == 1)
        presenter.press(.enter)
        #expect(router.opened == [apple])
    }

    @Test func aWordOfADictionaryNotLoadedIsNotOpened() {
        let presenter = presenter()
        presenter.press(.end)
        presenter.press(.enter)
        #expect(router.opened.isEmpty)
        #expect(view.last.status?.isError == true)
    }

    @Test func removingAWordCanBeUndoneWithItsCounts() {
        let presenter = presenter()
        presenter.press(.character("d"))
        #expect(view.last.rows.map(\.headword) == ["kitap", "kalem"])
        #expect(view.last.status == StatusMessage("Removed “apple” from the history; u puts it back"))
        presenter.press(.character("u"))
        #expect(view.last.rows.map(\.headword) == ["apple", "kitap", "kalem"])
        #expect(view.last.rows[0].lookups == "2×")
        #expect(view.last.selectedRow == 0)
    }

    @Test func clearingAsksFirstAndOnlyYSaysYes() {
        let presenter = presenter()
        presenter.press(.character("C"))
        #expect(view.last.status == StatusMessage("Forget all 3 words of the history? y: yes, any other key: no", isError: true))
        presenter.press(.character("d")) // not a yes: nothing is removed either
        #expect(interactor.cleared == 0)
        #expect(view.last.rows.count == 3)
        #expect(view.last.status == StatusMessage("History kept"))
        interactor.items = Array(interactor.items.prefix(1))
        presenter.press(.character("r"))
        presenter.press(.character("C"))
        #expect(view.last.status == StatusMessage("Forget the one word of the history? y: yes, any other key: no", isError: true))
        presenter.press(.character("n"))
        // n, Esc and a key this screen does not bind answer no and say so; the question is
        // gone, so a reflex y after them does nothing.
        for key in [Key.character("n"), .escape, .character("z"), .down] {
            presenter.press(.character("C"))
            presenter.press(key)
            #expect(view.last.status == StatusMessage("History kept") && !view.last.isAsking, "\(key)")
            presenter.press(.character("y"))
            #expect(interactor.cleared == 0)
        }
        #expect(router.closed == 0, "the Esc that answered did not leave the screen")
        presenter.press(.character("C"))
        presenter.press(.character("y"))
        #expect(interactor.cleared == 1)
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage.first == "No words looked up yet.")
    }

    @Test func aFilteredHistoryRemovesAndPutsBackTheWordsItShows() {
        let presenter = presenter()
        for input: FilterInput in [.start, .edit(.insert("k")), .edit(.insert("i")), .done] { _ = presenter.didRequest(.list(.filter(input))) }
        #expect(view.last.rows.map(\.headword) == ["kitap"])
        #expect(view.last.status?.text == "1 of 3 words shown")
        _ = presenter.didRequest(.removeSelected)
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage == ["No words of the history match “ki”.", "Esc shows them all."])
        #expect(interactor.items.map(\.entry.word.headword) == ["apple", "kalem"], "kitap itself was removed, nothing else")
        _ = presenter.didRequest(.undoRemove)
        #expect(view.last.rows.map(\.headword) == ["kitap"], "back, under the same filter")
        _ = presenter.didRequest(.list(.close))
        #expect(view.last.rows.count == 3 && router.closed == 0, "Esc drops the filter first")
    }

    /// Through the real View: while the question is asked, a key the screen does not bind
    /// (n) reaches the Presenter as an answer, not swallowed, so the question ends.
    @Test func theViewSendsEveryKeyAsTheAnswerWhileAsking() {
        let screen = HistoryView()
        _ = presenter()
        let presenter = HistoryPresenter(view: screen, interactor: interactor, preview: preview, router: router, clock: .fixed(Self.now), display: display)
        screen.output = presenter
        presenter.viewWillAppear()
        #expect(screen.handle(.character("n")) == .ignored, "n means nothing on the list itself")
        _ = screen.handle(.character("C"))
        #expect(screen.handle(.character("n")) == .handled)
        #expect(screen.handle(.character("y")) == .ignored, "the question is gone: y means nothing now")
        #expect(interactor.cleared == 0)
        _ = screen.handle(.character("C"))
        _ = screen.handle(.character("y"))
        #expect(interactor.cleared == 1)
    }

    @Test func anUnreadableHistoryIsSaidAndAFailedChangeTooNothingLost() {
        interactor.failure = FileProblem(path: "/h.json", message: "broken")
        let presenter = HistoryPresenter(view: view, interactor: interactor, preview: preview, router: router, clock: .fixed(Self.now), display: display)
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage == ["The history could not be read:", "/h.json: broken"])
        interactor.failure = nil
        let working = self.presenter()
        interactor.failure = FileProblem(path: "/h.json", message: "read-only")
        working.press(.character("d"))
        #expect(view.last.rows.count == 3)
        #expect(view.last.status == StatusMessage("Not saved: /h.json: read-only", isError: true))
    }
}

@Suite @MainActor struct HistoryInteractorTests {
    @Test func listsEntriesWithTheirDictionaryAndFirstSense() throws {
        let repository = FakeDictionaryRepository.with(id: "eng-tur", name: "English → Turkish", [("apple", "elma")])
        let store = InMemoryHistoryStore([
            HistoryEntry(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), lookups: 2, firstLookedUp: 1, lastLookedUp: 5),
            HistoryEntry(word: WordReference(dictionaryID: "gone", headword: "x"), lookups: 1, firstLookedUp: 1, lastLookedUp: 9),
        ])
        let favorites = InMemoryFavoritesStore([Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), addedAt: 3)])
        let interactor = HistoryInteractor(dictionaries: repository, store: store, favorites: favorites)
        let items = try interactor.history()
        #expect(items.map(\.entry.word.headword) == ["x", "apple"])
        #expect(items.map(\.isFavorite) == [false, true], "a starred word's preview has its star")
        #expect(items.map(\.dictionaryName) == [nil, "English → Turkish"])
        #expect(items.map(\.summary) == ["", "elma"])
        try interactor.remove(items[1].entry)
        #expect(store.stored.map(\.word.headword) == ["x"])
        try interactor.restore(items[1].entry)
        #expect(store.stored.count == 2)
        try interactor.clear()
        #expect(store.stored.isEmpty)
    }
}
