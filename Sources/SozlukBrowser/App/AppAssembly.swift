import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The composition root: the one place that knows every concrete type and wires each
/// module's View, Presenter, Interactor and Router through their initializers.
@MainActor
public final class AppAssembly: ModuleAssembly {
    public let navigator: NavigationStack
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let history: HistoryStore
    private let reviews: ReviewStore
    private let clock: Clock
    private let exportFolder: String
    private let preferences: InterfacePreferences
    private let activeDictionary: ActiveDictionaryProviding
    private unowned let display: DisplayRefreshing
    /// The review under way, kept while the browser runs so Review goes on where it was left.
    private let reviewSessions = ReviewSessionKeeper()
    /// The text last read and where, so Ctrl-R on Search goes back to it.
    private let readingPlaces = ReadingPlaceKeeper()
    /// Says words aloud (the word page's p).
    private let speech: Speaking
    private let searchScheduler: WorkScheduler
    private let loadScheduler: WorkScheduler

    /// Switches the dictionaries of a language pair on and off; nil when the dictionaries are
    /// no language pairs (tests of other screens).
    private let sourceSwitches: SourceSwitches?

    public init(navigator: NavigationStack, display: DisplayRefreshing, dictionaries: DictionaryRepository,
                favorites: FavoritesStore, history: HistoryStore, reviews: ReviewStore, settings: SettingsStore, preferences: InterfacePreferences, clock: Clock, exportFolder: String,
                searchScheduler: WorkScheduler, loadScheduler: WorkScheduler, sourceSwitches: SourceSwitches? = nil,
                speech: Speaking = EspeakSpeaker()) {
        self.speech = speech
        self.sourceSwitches = sourceSwitches
        self.navigator = navigator
        self.display = display
        self.searchScheduler = searchScheduler
        self.loadScheduler = loadScheduler
        self.dictionaries = dictionaries
        self.favorites = favorites
        self.history = history
        self.reviews = reviews
        self.clock = clock
        self.exportFolder = exportFolder
        self.preferences = preferences
        activeDictionary = ActiveDictionary(dictionaries: dictionaries, settings: settings)
    }

    public func makeScreen(for route: Route) -> Screen {
        switch route {
        case .search: makeSearch()
        case .word(let word, let focus): makeWordDetail(for: word, focus: focus)
        case .favorites: makeFavorites()
        case .history: makeHistory()
        case .review: makeReview()
        case .settings: makeSettings()
        case .read(let text, let language): makeRead(text, language: language)
        case .help(let kind): makeHelp(from: kind)
        }
    }

    private var router: StackRouter {
        StackRouter(navigator: navigator, assembly: self)
    }

    private func makeSearch() -> Screen {
        let view = SearchView(language: preferences)
        let interactor = SearchInteractor(dictionaries: dictionaries, favorites: favorites, history: history, activeDictionary: activeDictionary,
                                          scheduler: searchScheduler, loadScheduler: loadScheduler, readingPlaces: readingPlaces)
        view.output = SearchPresenter(view: view, interactor: interactor, preview: makePreview(), router: router, display: display, language: preferences)
        return view
    }

    /// The preview pane's use case; entries are read where searches run, after them.
    private func makePreview() -> PreviewInteractorInput {
        PreviewInteractor(dictionaries: dictionaries, preferences: preferences, scheduler: searchScheduler)
    }

    private func makeWordDetail(for word: WordReference, focus: AnswerFocus?) -> Screen {
        let view = WordDetailView(language: preferences)
        let interactor = WordDetailInteractor(dictionaries: dictionaries, favorites: favorites, history: history, speech: speech, scheduler: loadScheduler)
        view.output = WordDetailPresenter(word: word, focus: focus, view: view, interactor: interactor, router: router, display: display,
                                          language: preferences)
        return view
    }

    private func makeFavorites() -> Screen {
        let view = FavoritesView(language: preferences)
        let interactor = FavoritesInteractor(dictionaries: dictionaries, store: favorites, reviews: reviews, clock: clock, exportFolder: exportFolder)
        view.output = FavoritesPresenter(view: view, interactor: interactor, preview: makePreview(), router: router, display: display,
                                         language: preferences)
        return view
    }

    private func makeHistory() -> Screen {
        let view = HistoryView(language: preferences)
        let interactor = HistoryInteractor(dictionaries: dictionaries, store: history, favorites: favorites)
        view.output = HistoryPresenter(view: view, interactor: interactor, preview: makePreview(), router: router, clock: clock, display: display,
                                       language: preferences)
        return view
    }

    private func makeReview() -> Screen {
        let view = ReviewView(language: preferences)
        let interactor = ReviewInteractor(dictionaries: dictionaries, favorites: favorites, progress: reviews, clock: clock, history: history,
                                          sessions: reviewSessions,
                                          speech: speech, scheduler: loadScheduler)
        view.output = ReviewPresenter(view: view, interactor: interactor, router: router, clock: clock, display: display, language: preferences)
        return view
    }

    private func makeSettings() -> Screen {
        let view = SettingsView(language: preferences)
        let interactor = SettingsInteractor(dictionaries: dictionaries, activeDictionary: activeDictionary, preferences: preferences,
                                            sourceSwitches: sourceSwitches)
        view.output = SettingsPresenter(view: view, interactor: interactor, router: router, language: preferences)
        return view
    }

    private func makeRead(_ text: ReadingText, language: String?) -> Screen {
        let view = ReadView(language: preferences)
        let interactor = ReadInteractor(dictionaries: dictionaries, favorites: favorites, scheduler: loadScheduler, speech: speech,
                                        places: readingPlaces)
        view.output = ReadPresenter(text: text, language: language, view: view, interactor: interactor, router: router, display: display,
                                    interfaceLanguage: preferences)
        return view
    }

    private func makeHelp(from kind: ScreenKind) -> Screen {
        let view = HelpView(language: preferences)
        view.output = HelpPresenter(view: view, interactor: HelpInteractor(sections: KeyReference.helpSections(leading: kind), footer: KeyReference.helpFooter), router: router,
                                    language: preferences)
        return view
    }
}
