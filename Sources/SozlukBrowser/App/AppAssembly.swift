import SozlukCore

/// The composition root: the one place that knows every concrete type and wires each
/// module's View, Presenter, Interactor and Router through their initializers.
@MainActor
public final class AppAssembly: ModuleAssembly {
    public let navigator: NavigationStack
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let activeDictionary: ActiveDictionaryProviding
    private unowned let display: DisplayRefreshing
    private let searchScheduler: WorkScheduler
    private let loadScheduler: WorkScheduler

    public init(navigator: NavigationStack, display: DisplayRefreshing, dictionaries: DictionaryRepository,
                favorites: FavoritesStore, settings: SettingsStore, searchScheduler: WorkScheduler, loadScheduler: WorkScheduler) {
        self.navigator = navigator
        self.display = display
        self.searchScheduler = searchScheduler
        self.loadScheduler = loadScheduler
        self.dictionaries = dictionaries
        self.favorites = favorites
        activeDictionary = ActiveDictionary(dictionaries: dictionaries, settings: settings)
    }

    public func makeSearch() -> Screen {
        let view = SearchView()
        let interactor = SearchInteractor(dictionaries: dictionaries, favorites: favorites, activeDictionary: activeDictionary,
                                          scheduler: searchScheduler, loadScheduler: loadScheduler)
        let router = SearchRouter(navigator: navigator, assembly: self)
        view.output = SearchPresenter(view: view, interactor: interactor, router: router, display: display)
        return view
    }

    public func makeWordDetail(for word: WordReference) -> Screen {
        let view = WordDetailView()
        let interactor = WordDetailInteractor(dictionaries: dictionaries, favorites: favorites)
        let router = WordDetailRouter(navigator: navigator, assembly: self)
        view.output = WordDetailPresenter(word: word, view: view, interactor: interactor, router: router)
        return view
    }

    public func makeFavorites() -> Screen {
        let view = FavoritesView()
        let interactor = FavoritesInteractor(dictionaries: dictionaries, store: favorites)
        let router = FavoritesRouter(navigator: navigator, assembly: self)
        view.output = FavoritesPresenter(view: view, interactor: interactor, router: router)
        return view
    }

    public func makeSettings() -> Screen {
        let view = SettingsView()
        let interactor = SettingsInteractor(dictionaries: dictionaries, activeDictionary: activeDictionary)
        let router = SettingsRouter(navigator: navigator)
        view.output = SettingsPresenter(view: view, interactor: interactor, router: router)
        return view
    }

    public func makeHelp() -> Screen {
        let view = HelpView()
        let router = HelpRouter(navigator: navigator)
        view.output = HelpPresenter(view: view, interactor: HelpInteractor(), router: router)
        return view
    }
}
