@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

@MainActor
final class FavoritesViewSpy: FavoritesViewInput {
    var models: [FavoritesViewModel] = []
    var last: FavoritesViewModel { models.last! }
    func display(_ viewModel: FavoritesViewModel) { models.append(viewModel) }
    var previewScrolls: [ScrollRequest] = []
    func scroll(_ request: ScrollRequest) { previewScrolls.append(request) }
}

@MainActor
final class FakeFavoritesInteractor: FavoritesInteractorInput {
    var items: [FavoriteItem] = []
    var starred: [WordReference: Bool] = [:]
    var failure: FileProblem?

    /// The items still starred, as the file has them.
    func favorites() throws(FileProblem) -> [FavoriteItem] {
        if let failure { throw failure }
        return items.filter { starred[$0.word] != false }
    }

    func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        if let failure { throw failure }
        starred[word] = isFavorite
        if !isFavorite, let item = items.first(where: { $0.word == word }) { due -= dueWords.contains(item.word) ? 1 : 0 }
    }

    var restored: [FavoriteItem] = []
    /// The favorite each restored one was to follow.
    var restoredAfter: [WordReference?] = []
    func restore(_ favorite: FavoriteItem, after previous: WordReference?) throws(FileProblem) {
        if let failure { throw failure }
        starred[favorite.word] = true
        restored.append(favorite)
        restoredAfter.append(previous)
        due += dueWords.contains(favorite.word) ? 1 : 0
    }

    var exports: [ExportFormat] = []
    var exportFailure: FileProblem?
    func export(as format: ExportFormat) throws(FileProblem) -> (path: String, count: Int) {
        if let exportFailure { throw exportFailure }
        exports.append(format)
        return ("/home/u/sozluk-favorites-2026-11-23.\(format.fileExtension)", items.count)
    }

    var due = 0
    /// The favorites due for review, which unstarring takes out of `due`.
    var dueWords: Set<WordReference> = []
    func dueForReview() throws(FileProblem) -> Int { due }
}

@MainActor
final class FavoritesRouterSpy: FavoritesRouterInput {
    var opened: [WordReference] = []
    var closed = 0
    func openWord(_ word: WordReference) { opened.append(word) }
    func close() { closed += 1 }
}

@Suite @MainActor struct FavoritesPresenterTests {
    let view = FavoritesViewSpy()
    let interactor = FakeFavoritesInteractor()
    let router = FavoritesRouterSpy()
    let preview = FakePreviewInteractor()
    let display = DisplaySpy()
    let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let kalem = WordReference(dictionaryID: "old", headword: "kalem")

    func presenter() -> FavoritesPresenter {
        interactor.items = [
            FavoriteItem(word: apple, dictionaryName: "English → Turkish", summary: "elma", addedAt: 2),
            FavoriteItem(word: kalem, dictionaryName: nil, summary: "", addedAt: 1),
        ]
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        return presenter
    }

    /// A word starred from a text: its preview is headed by the sentence it was met in.
    @Test func thePreviewOfAWordStarredFromATextShowsItsSentence() {
        interactor.items = [FavoriteItem(word: apple, dictionaryName: "English → Turkish", summary: "elma", addedAt: 2, sentence: "An apple a day.")]
        preview.deliversAtOnce = true
        preview.entriesByHeadword = ["apple": [DictionaryEntry(headword: "apple", senses: [Sense(definition: "elma")])]]
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        #expect(view.last.preview?.foundAs == "met in: “An apple a day.”")
    }

    @Test func listsFavoritesWithTheirDictionaries() {
        _ = presenter()
        #expect(view.last.rows == [
            FavoriteRowViewModel(headword: "apple", dictionary: "English → Turkish", summary: "elma", isStarred: true, isAvailable: true),
            FavoriteRowViewModel(headword: "kalem", dictionary: "old (not loaded)", summary: "", isStarred: true, isAvailable: false),
        ])
        #expect(view.last.status == StatusMessage("2 favorites, newest first"))
    }

    @Test func enterOpensAWordOfALoadedDictionaryOnly() {
        let presenter = presenter()
        presenter.press(.enter)
        #expect(router.opened == [apple])
        presenter.press(.character("j"))
        presenter.press(.enter)
        #expect(router.opened == [apple])
        #expect(view.last.status?.isError == true)
    }

    @Test func unstarringKeepsTheRowSoItCanBeUndone() {
        let presenter = presenter()
        presenter.press(.character("d"))
        #expect(interactor.starred[apple] == false)
        #expect(view.last.rows[0].isStarred == false)
        #expect(view.last.status == StatusMessage("Removed “apple”; press f to undo"))
        presenter.press(.character("f"))
        #expect(interactor.starred[apple] == true)
        #expect(view.last.rows[0].isStarred)
        #expect(interactor.restored.map(\.addedAt) == [interactor.items[0].addedAt], "put back with its own time, so in its own place")
    }

    /// Reading the list again (r, or back from Help) leaves a word unstarred here in its place,
    /// ☆, so the same key still gives its star back.
    @Test func anUnstarredRowOutlivesAReloadAndComingBack() {
        let presenter = presenter()
        presenter.press(.character("d"))
        presenter.press(.character("r"))
        #expect(view.last.rows.map(\.headword) == ["apple", "kalem"] && !view.last.rows[0].isStarred)
        presenter.viewWillAppear()
        #expect(view.last.rows.map(\.headword) == ["apple", "kalem"] && !view.last.rows[0].isStarred, "back from Help")
        #expect(view.last.selectedRow == 0)
        presenter.press(.character("f"))
        #expect(interactor.starred[apple] == true && interactor.restored.map(\.word) == [apple], "the undo gives apple its star back")
        #expect(view.last.rows[0].isStarred)
    }

    /// Favorites of one second (a list imported at once) keep their order through an unstar, a
    /// reload and the undo: the undo names the favorite the word followed.
    @Test func favoritesOfTheSameTimeKeepTheirOrderThroughAnUnstarAndItsUndo() {
        let word = { (headword: String) in WordReference(dictionaryID: "eng-tur", headword: headword) }
        // Newest first, as read: plum was added last of the three, apple first.
        interactor.items = ["plum", "pear", "apple"].map { FavoriteItem(word: word($0), dictionaryName: "English → Turkish", summary: "", addedAt: 5) }
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        presenter.press(.down)
        presenter.press(.character("d"))
        presenter.press(.character("r"))
        #expect(view.last.rows.map(\.headword) == ["plum", "pear", "apple"], "☆ pear stays between them")
        presenter.press(.character("f"))
        #expect(interactor.restoredAfter == [word("apple")], "given back right after apple, before plum")
        interactor.starred = [:]
        presenter.press(.character("r"))
        #expect(view.last.rows.map(\.headword) == ["plum", "pear", "apple"])
    }

    /// Starred again by another sozluk meanwhile, the word is a favorite when the list is read
    /// again: the same key now unstars it.
    @Test func aWordStarredAgainElsewhereIsStarredWhenReadAgain() {
        let presenter = presenter()
        presenter.press(.character("d"))
        interactor.starred[apple] = true
        presenter.press(.character("r"))
        #expect(view.last.rows[0].isStarred)
        presenter.press(.character("d"))
        #expect(interactor.starred[apple] == false && interactor.restored.isEmpty)
    }

    @Test func theDueCountFollowsAnUnstarAndItsUndo() {
        interactor.due = 1
        interactor.dueWords = [apple]
        let presenter = presenter()
        #expect(view.last.detail == "1 due for review (F5)")
        presenter.press(.character("d"))
        #expect(view.last.detail == "", "apple is no card to review while unstarred")
        presenter.press(.character("f"))
        #expect(view.last.detail == "1 due for review (F5)")
    }

    @Test func anUnreadableFileIsExplainedInsteadOfAnEmptyList() {
        interactor.failure = FileProblem(path: "/f.json", line: 2, column: 3, message: "expected ','")
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage == ["Favorites could not be read:", "/f.json:2:3: expected ','"])
    }

    @Test func noFavoritesSaysHowToAddOne() {
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage.first == "No favorites yet.")
        presenter.press(.character("q"))
        #expect(router.closed == 1)
    }
}

@Suite @MainActor struct FavoritesExportAndReviewTests {
    let view = FavoritesViewSpy()
    let interactor = FakeFavoritesInteractor()
    let router = FavoritesRouterSpy()
    let preview = FakePreviewInteractor()
    let display = DisplaySpy()

    func presenter() -> FavoritesPresenter {
        interactor.items = [FavoriteItem(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), dictionaryName: "English → Turkish",
                                         summary: "elma", addedAt: 2)]
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
        presenter.viewWillAppear()
        return presenter
    }

    @Test func eAsksForAFormatAndTheDigitExportsInIt() {
        let presenter = presenter()
        presenter.press(.character("e"))
        #expect(view.last.status == StatusMessage("Export as 1: Anki, 2: CSV, 3: JSON? (any other key: no)"))
        presenter.press(.character("2"))
        #expect(interactor.exports == [.csv])
        #expect(view.last.status == StatusMessage("Exported 1 favorite to /home/u/sozluk-favorites-2026-11-23.csv"))
        presenter.press(.character("e"))
        presenter.press(.character("1"))
        #expect(view.last.status == StatusMessage("Exported 1 favorite to /home/u/sozluk-favorites-2026-11-23.txt (in Anki: File › Import)"))
        presenter.viewWillAppear()
        #expect(view.last.status == StatusMessage("1 favorite, newest first"), "said once: back on the screen, the list's count")
    }

    /// Every row unstarred here: nothing to export, and no question asked.
    @Test func withEveryRowUnstarredThereIsNothingToExport() {
        let presenter = presenter()
        presenter.press(.character("d"))
        presenter.press(.character("e"))
        #expect(!view.last.isAsking && view.last.status == StatusMessage("No favorites to export"))
        presenter.press(.character("1"))
        #expect(interactor.exports.isEmpty)
    }

    @Test func anyOtherKeyDropsTheQuestionAndDoesNothingElse() {
        let presenter = presenter()
        presenter.press(.character("e"))
        presenter.press(.character("d"))
        #expect(interactor.exports.isEmpty)
        #expect(interactor.starred.isEmpty, "the d that answered the question did not unstar")
        #expect(view.last.status == StatusMessage("Not exported"))
        presenter.press(.character("1"))
        #expect(interactor.exports.isEmpty, "a digit means nothing without the question")
        // n, Esc, a letter this screen does not bind: each answers no and says so.
        for key in [Key.character("n"), .escape, .character("x"), .up] {
            presenter.press(.character("e"))
            #expect(view.last.isAsking)
            presenter.press(key)
            #expect(view.last.status == StatusMessage("Not exported") && !view.last.isAsking, "\(key)")
            presenter.press(.character("2"))
            #expect(interactor.exports.isEmpty)
        }
        #expect(router.closed == 0, "the Esc that answered did not leave the screen")
    }

    /// In Turkish the list is "Favoriler", as Turkish programs call starred words (not "Sık
    /// kullanılanlar", frequently used), and it asks for its export in Turkish.
    @Test func inTurkishTheListIsFavoriler() {
        interactor.items = [FavoriteItem(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), dictionaryName: "English → Turkish",
                                         summary: "elma", addedAt: 2)]
        let presenter = FavoritesPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display, language: FixedLanguage(.turkish))
        presenter.viewWillAppear()
        #expect(view.last.title == "sozluk · Favoriler")
        #expect(view.last.status?.text == "1 favori, en yenisi önce")
        presenter.press(.character("e"))
        #expect(view.last.status?.text == "Nasıl aktarılsın? 1: Anki, 2: CSV, 3: JSON (başka bir tuş: vazgeç)")
    }

    @Test func aFailedExportIsSaid() {
        let presenter = presenter()
        interactor.exportFailure = FileProblem(path: "/home/u/x.txt", message: "Permission denied")
        presenter.press(.character("e"))
        presenter.press(.character("3"))
        #expect(view.last.status == StatusMessage("Not exported: /home/u/x.txt: Permission denied", isError: true))
    }

    @Test func theCardsDueForReviewAreCountedInTheTitleBar() {
        interactor.due = 3
        _ = presenter()
        #expect(view.last.detail == "3 due for review (F5)")
    }
}

@Suite @MainActor struct FavoritesInteractorTests {
    @Test func exportsToANewFileInTheExportFolderNeverOverwriting() throws {
        let folder = TemporaryDirectory()
        let repository = FakeDictionaryRepository.with(id: "eng-tur", [("apple", "elma")])
        let store = InMemoryFavoritesStore([Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), addedAt: 10)])
        let interactor = FavoritesInteractor(dictionaries: repository, store: store, reviews: InMemoryReviewStore(),
                                             clock: .fixed(1_795_400_000), exportFolder: folder.path)
        let first = try interactor.export(as: .csv)
        #expect(first.path == folder.path + "/sozluk-favorites-2026-11-23.csv")
        #expect(first.count == 1)
        #expect(folder.read("sozluk-favorites-2026-11-23.csv") == "dictionary,headword,pronunciation,senses,added,sentence,form\r\neng-tur,apple,,elma,1970-01-01T00:00:10Z,,\r\n")
        #expect(try interactor.export(as: .csv).path == folder.path + "/sozluk-favorites-2026-11-23-2.csv")
        #expect(try interactor.export(as: .anki).path == folder.path + "/sozluk-favorites-2026-11-23-anki.txt")
    }

    @Test func aFavoriteRestoredIsAsItWas() throws {
        let repository = FakeDictionaryRepository.with(id: "eng-tur", [("apple", "elma"), ("pear", "armut")])
        let apple = Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "apple"), addedAt: 10, sentence: "Apples fell.", form: "Apples")
        let pear = Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "pear"), addedAt: 20)
        let store = InMemoryFavoritesStore([apple, pear])
        let interactor = FavoritesInteractor(dictionaries: repository, store: store, reviews: InMemoryReviewStore(), clock: .fixed(1_000), exportFolder: "/x")
        let item = try #require(try interactor.favorites().first { $0.word == apple.word })
        try interactor.setFavorite(apple.word, false)
        try interactor.restore(item, after: nil)
        #expect(try store.favorites() == [apple, pear], "its time, sentence and form, not the time of the undo, and its place")
        #expect(try interactor.favorites().map(\.word.headword) == ["pear", "apple"], "in its old place, newest first")
    }

    @Test func countsNewAndDueCardsOfLoadedDictionariesOnly() throws {
        let repository = FakeDictionaryRepository.with(id: "eng-tur", [("apple", "elma"), ("pear", "armut"), ("plum", "erik")])
        let word = { (headword: String) in WordReference(dictionaryID: "eng-tur", headword: headword) }
        let store = InMemoryFavoritesStore([Favorite(word: word("apple"), addedAt: 10), Favorite(word: word("pear"), addedAt: 10),
                                            Favorite(word: word("plum"), addedAt: 10),
                                            Favorite(word: WordReference(dictionaryID: "gone", headword: "x"), addedAt: 10)])
        let reviews = InMemoryReviewStore([ReviewCard(word: word("pear"), due: 500, lastReviewed: 100),
                                           ReviewCard(word: word("plum"), due: 2_000, lastReviewed: 100)])
        let interactor = FavoritesInteractor(dictionaries: repository, store: store, reviews: reviews, clock: .fixed(1_000), exportFolder: "/x")
        #expect(try interactor.dueForReview() == 2)
    }

    @Test func newestFirstWithSummariesAndMissingDictionariesMarked() throws {
        let repository = FakeDictionaryRepository.with([("apple", "elma"), ("pear", "armut")])
        let store = InMemoryFavoritesStore([
            Favorite(word: WordReference(dictionaryID: "test-en", headword: "apple"), addedAt: 10),
            Favorite(word: WordReference(dictionaryID: "gone", headword: "x"), addedAt: 30),
            Favorite(word: WordReference(dictionaryID: "test-en", headword: "pear"), addedAt: 20),
        ])
        let items = try FavoritesInteractor(dictionaries: repository, store: store, reviews: InMemoryReviewStore(),
                                            clock: .fixed(100), exportFolder: "/nonexistent").favorites()
        #expect(items.map(\.word.headword) == ["x", "pear", "apple"])
        #expect(items.map(\.dictionaryName) == [nil, "Test English", "Test English"])
        #expect(items.map(\.summary) == ["", "armut", "elma"])
    }
}
