import Testing
import TerminalUI
import TestSupport
@testable import SozlukCore
@testable import SozlukBrowser

@MainActor
final class FavoritesViewSpy: FavoritesViewInput {
    var models: [FavoritesViewModel] = []
    var last: FavoritesViewModel { models.last! }
    func display(_ viewModel: FavoritesViewModel) { models.append(viewModel) }
}

@MainActor
final class FakeFavoritesInteractor: FavoritesInteractorInput {
    var items: [FavoriteItem] = []
    var starred: [WordReference: Bool] = [:]
    var failure: FileProblem?

    func favorites() throws(FileProblem) -> [FavoriteItem] {
        if let failure { throw failure }
        return items
    }

    func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        if let failure { throw failure }
        starred[word] = isFavorite
    }
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
    let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let kalem = WordReference(dictionaryID: "old", headword: "kalem")

    func presenter() -> FavoritesPresenter {
        interactor.items = [
            FavoriteItem(word: apple, dictionaryName: "English → Turkish", summary: "elma", addedAt: 2),
            FavoriteItem(word: kalem, dictionaryName: nil, summary: "", addedAt: 1),
        ]
        let presenter = FavoritesPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        return presenter
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
    }

    @Test func anUnreadableFileIsExplainedInsteadOfAnEmptyList() {
        interactor.failure = FileProblem(path: "/f.json", line: 2, column: 3, message: "expected ','")
        let presenter = FavoritesPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage == ["Favorites could not be read:", "/f.json:2:3: expected ','"])
    }

    @Test func noFavoritesSaysHowToAddOne() {
        let presenter = FavoritesPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage.first == "No favorites yet.")
        presenter.press(.character("q"))
        #expect(router.closed == 1)
    }
}

@Suite @MainActor struct FavoritesInteractorTests {
    @Test func newestFirstWithSummariesAndMissingDictionariesMarked() throws {
        let repository = FakeDictionaryRepository.with([("apple", "elma"), ("pear", "armut")])
        let store = InMemoryFavoritesStore([
            Favorite(word: WordReference(dictionaryID: "test-en", headword: "apple"), addedAt: 10),
            Favorite(word: WordReference(dictionaryID: "gone", headword: "x"), addedAt: 30),
            Favorite(word: WordReference(dictionaryID: "test-en", headword: "pear"), addedAt: 20),
        ])
        let items = try FavoritesInteractor(dictionaries: repository, store: store).favorites()
        #expect(items.map(\.word.headword) == ["x", "pear", "apple"])
        #expect(items.map(\.dictionaryName) == [nil, "Test English", "Test English"])
        #expect(items.map(\.summary) == ["", "armut", "elma"])
    }
}
