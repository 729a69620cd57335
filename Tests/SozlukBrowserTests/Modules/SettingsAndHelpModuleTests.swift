import Foundation
@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

@MainActor
final class SettingsViewSpy: SettingsViewInput {
    var models: [SettingsViewModel] = []
    var last: SettingsViewModel { models.last! }
    func display(_ viewModel: SettingsViewModel) { models.append(viewModel) }
}

@MainActor
final class FakeSettingsInteractor: SettingsInteractorInput {
    var list = [
        DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", license: "GPL-2.0-or-later", entryCount: 36587, path: "/r/eng-tur.json"),
        DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en", entryCount: 1026, path: "/r/tur-eng.json"),
    ]
    var active: String? = "eng-tur"
    var failure: FileProblem?
    var loadProblems: [FileProblem] = []

    func dictionaries() -> [DictionaryInfo] { list }
    /// Dictionaries of a pair, by the pair's id, and those switched off.
    var sourcesByPair: [String: [DictionaryInfo]] = [:]
    var switchedOff: Set<String> = []
    func sources(of dictionaryID: String) -> [DictionaryInfo] { sourcesByPair[dictionaryID] ?? [] }
    func isSwitchedOn(_ dictionaryID: String) -> Bool { !switchedOff.contains(dictionaryID) }
    func switchSource(_ dictionaryID: String, on: Bool) throws(FileProblem) {
        if let failure { throw failure }
        if on { switchedOff.remove(dictionaryID) } else { switchedOff.insert(dictionaryID) }
    }
    func activeDictionaryID() -> String? { active }
    func selectDictionary(_ id: String) throws(FileProblem) {
        if let failure { throw failure }
        active = id
    }
    func problems() -> [FileProblem] { loadProblems }
    func dictionaryFolders() -> [String] { ["/d"] }
    var chosenLanguage: InterfaceLanguage?
    var localeLanguage = InterfaceLanguage.turkish
    var mouse = true
    func language() -> (chosen: InterfaceLanguage?, locale: InterfaceLanguage) { (chosenLanguage, localeLanguage) }
    func setLanguage(_ language: InterfaceLanguage?) throws(FileProblem) {
        if let failure { throw failure }
        chosenLanguage = language
    }
    func isMouseOn() -> Bool { mouse }
    var mouseAvailable = true
    func isMouseAvailable() -> Bool { mouseAvailable }
    func setMouse(_ on: Bool) throws(FileProblem) {
        if let failure { throw failure }
        mouse = on
    }
    var chosenTheme = ThemeName.standard
    var monochrome = false
    func theme() -> ThemeName { chosenTheme }
    func setTheme(_ theme: ThemeName) throws(FileProblem) {
        if let failure { throw failure }
        chosenTheme = theme
    }
    func isMonochrome() -> Bool { monochrome }
}

@Suite @MainActor struct SettingsPresenterTests {
    let view = SettingsViewSpy()
    let interactor = FakeSettingsInteractor()
    let router = CloseRouterSpy()

    @Test func marksTheActiveDictionaryAndSwitchesWithEnter() {
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.rows.map(\.isActive) == [true, false])
        #expect(view.last.rows[0].size == "36,587 entries")
        #expect(view.last.details == ["License: GPL-2.0-or-later", "File: /r/eng-tur.json"])
        presenter.press(.down)
        presenter.press(.character(" "))
        #expect(interactor.active == "tur-eng", "Space chooses a pair and stays")
        #expect(view.last.rows.map(\.isActive) == [false, true])
        #expect(view.last.status == StatusMessage("Now searching Turkish → English"))
        #expect(router.closed == 0)
        presenter.press(.up)
        presenter.press(.enter)
        #expect(interactor.active == "eng-tur")
        #expect(router.closed == 1, "Enter chooses and goes back to the search")
    }

    /// Turkish → English is FreeDict's and Wiktionary's: both under it, Space switches one
    /// off (it stays listed, unticked) and on again; Enter on it searches its pair.
    @Test func aPairsDictionariesAreListedUnderItAndSpaceSwitchesThemOffAndOn() {
        interactor.list[1] = DictionaryInfo(id: "tr-en", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en", entryCount: 11399)
        interactor.sourcesByPair["tr-en"] = [
            DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en", entryCount: 1026, path: "/r/tur-eng.json"),
            DictionaryInfo(id: "wikdict-tur-eng", name: "Turkish → English (Wiktionary)", sourceLanguage: "tr", targetLanguage: "en", entryCount: 10373,
                           path: "/r/wikdict-tur-eng.json"),
        ]
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.rows.map(\.id) == ["eng-tur", "tr-en", "tur-eng", "wikdict-tur-eng"])
        #expect(view.last.rows.map(\.switchedOn) == [nil, nil, true, true])
        presenter.press(.end)
        #expect(view.last.details.last == "File: /r/wikdict-tur-eng.json")
        presenter.press(.character(" "))
        #expect(interactor.switchedOff == ["wikdict-tur-eng"])
        #expect(view.last.rows.last?.switchedOn == false)
        #expect(view.last.status == StatusMessage("wikdict-tur-eng is left out of Turkish → English"))
        presenter.press(.character(" "))
        #expect(interactor.switchedOff.isEmpty)
        presenter.press(.enter)
        #expect(interactor.active == "tr-en", "a dictionary's pair is searched")
        #expect(router.closed == 1)
    }

    @Test func aDictionaryNotReadYetShowsItsFileSize() {
        var info = DictionaryInfo(id: "deu-eng", name: "German → English", sourceLanguage: "de", targetLanguage: "en")
        info.fileSize = 148_640_457
        #expect(Localizer.english.size(of: info) == "148.6 MB")
        info.entryCount = 517_521
        #expect(Localizer.english.size(of: info) == "517,521 entries")
    }

    @Test func aSaveFailureIsShownAndTheChoiceStays() {
        interactor.failure = FileProblem(path: "/c/settings.json", line: 1, column: 1, message: "broken")
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        presenter.press(.character("j"))
        presenter.press(.enter)
        #expect(interactor.active == "eng-tur")
        #expect(router.closed == 0, "a choice not saved stays on the screen to say so")
        #expect(view.last.status == StatusMessage("Not saved: /c/settings.json:1:1: broken", isError: true))
    }

    @Test func problemsAreListedWithTheirPositions() {
        interactor.loadProblems = [FileProblem(path: "/d/x.json", line: 4, column: 2, message: "expected a string")]
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.problems == ["/d/x.json:4:2: expected a string"])
        presenter.press(.escape)
        #expect(router.closed == 1)
    }
}

@Suite @MainActor struct InterfaceSettingsTests {
    let view = SettingsViewSpy()
    let interactor = FakeSettingsInteractor()
    let router = CloseRouterSpy()

    /// The first press shows the other language; then the locale's, for good; then the
    /// locale's again.
    @Test func lGoesToTheOtherLanguageThenTheLocalesForGoodThenTheLocales() {
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.options[0] == "Interface language: Türkçe (from the locale)   l changes it")
        presenter.press(.character("l"))
        #expect(interactor.chosenLanguage == .english)
        presenter.press(.character("l"))
        #expect(interactor.chosenLanguage == .turkish)
        presenter.press(.character("l"))
        #expect(interactor.chosenLanguage == nil)
        interactor.localeLanguage = .english
        presenter.press(.character("l"))
        #expect(interactor.chosenLanguage == .turkish, "under an English locale, the first press is Türkçe")
        presenter.press(.character("l"))
        #expect(interactor.chosenLanguage == .english)
        presenter.press(.character("l"))
        #expect(interactor.chosenLanguage == nil)
    }

    @Test func mTurnsTheMouseOffAndOn() {
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.options[1] == "Mouse: on   m turns it off")
        presenter.press(.character("m"))
        #expect(!interactor.mouse)
        #expect(view.last.options[1] == "Mouse: off   m turns it on")
        interactor.mouse = true
        interactor.mouseAvailable = false
        presenter.viewWillAppear()
        #expect(view.last.options[1] == "Mouse: on, but this terminal sends no mouse events   m turns it off")
        interactor.mouse = false
        #expect(view.last.status == StatusMessage("Mouse off: the terminal selects text again"))
        interactor.failure = FileProblem(path: "/c/settings.json", message: "read-only")
        presenter.press(.character("m"))
        #expect(!interactor.mouse)
        #expect(view.last.status == StatusMessage("Not saved: /c/settings.json: read-only", isError: true))
    }

    @Test func tGoesThroughTheThemesAndSaysWhenColoursAreOff() {
        let presenter = SettingsPresenter(view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.options[2] == "Theme: default   t changes it")
        presenter.press(.character("t"))
        #expect(interactor.chosenTheme == .light)
        #expect(view.last.options[2] == "Theme: light   t changes it")
        #expect(view.last.status == StatusMessage("Theme: light"))
        interactor.monochrome = true
        presenter.press(.character("t"))
        #expect(interactor.chosenTheme == .highContrast)
        #expect(view.last.status == StatusMessage("Theme: high contrast (no colours here: NO_COLOR is set, or the terminal has none)"))
        presenter.press(.character("t"))
        #expect(interactor.chosenTheme == .standard, "and round again")
        interactor.failure = FileProblem(path: "/c/settings.json", message: "read-only")
        presenter.press(.character("t"))
        #expect(interactor.chosenTheme == .standard)
        #expect(view.last.status?.isError == true)
    }

    @Test func preferencesAreSavedBesideTheDictionaryAndAppliedThroughTheHook() throws {
        let store = InMemorySettingsStore(Settings(activeDictionaryID: "b"))
        let preferences = InterfacePreferences(store: store, localeLanguage: .turkish)
        var changes = 0
        preferences.onChange = { changes += 1 }
        #expect(preferences.language == .turkish)
        try preferences.setLanguage(.english)
        try preferences.setMouse(false)
        try preferences.setTheme(.light)
        #expect(store.stored == Settings(activeDictionaryID: "b", interfaceLanguage: .english, mouse: false, theme: .light))
        #expect(preferences.language == .english)
        #expect(changes == 3)
        let reopened = InterfacePreferences(store: store, localeLanguage: .turkish)
        #expect(reopened.language == .english && !reopened.mouse && reopened.theme == .light)
    }
}

@Suite @MainActor struct SettingsInteractorTests {
    @Test func selectingSavesTheChoice() throws {
        let repository = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "a", [("x", "y")]), FakeDictionaryRepository.file(id: "b", [("x", "y")])])
        let store = InMemorySettingsStore()
        let interactor = SettingsInteractor(dictionaries: repository, activeDictionary: ActiveDictionary(dictionaries: repository, settings: store),
                                            preferences: InterfacePreferences(store: store, localeLanguage: .english))
        #expect(interactor.activeDictionaryID() == "a")
        try interactor.selectDictionary("b")
        #expect(interactor.activeDictionaryID() == "b")
        #expect(store.stored == Settings(activeDictionaryID: "b"))
    }

    @Test func aBrokenSettingsFileIsAProblemToShow() {
        let repository = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "a", [("x", "y")])])
        let store = InMemorySettingsStore()
        store.failure = FileProblem(path: "/c/settings.json", line: 1, column: 5, message: "bad")
        let interactor = SettingsInteractor(dictionaries: repository, activeDictionary: ActiveDictionary(dictionaries: repository, settings: store),
                                            preferences: InterfacePreferences(store: store, localeLanguage: .english))
        #expect(interactor.problems().map(\.description) == ["/c/settings.json:1:5: bad"])
        #expect(interactor.activeDictionaryID() == "a")
    }
}

@MainActor
final class HelpViewSpy: HelpViewInput {
    var models: [HelpViewModel] = []
    var scrolls: [ScrollRequest] = []
    func display(_ viewModel: HelpViewModel) { models.append(viewModel) }
    func scroll(_ request: ScrollRequest) { scrolls.append(request) }
}

@Suite @MainActor struct HelpTests {
    @Test func showsEveryKeyTheCurrentScreensFirstAndClosesWithTheUsualKeys() {
        let view = HelpViewSpy()
        let router = CloseRouterSpy()
        let presenter = HelpPresenter(view: view, interactor: HelpInteractor(sections: KeyReference.helpSections(leading: .favorites), footer: KeyReference.helpFooter), router: router)
        presenter.viewWillAppear()
        let titles = view.models.last?.sections.map(\.title)
        #expect(titles == ["Favorites", "Everywhere", "Search", "Word", "History", "Review", "Settings", "Read", "Help"])
        for key: Key in [.escape, .character("q"), .character("?"), .function(1), .enter] { presenter.press(key) }
        #expect(router.closed == 5)
        presenter.press(.character("j"))
        presenter.press(.control("n"))
        #expect(view.scrolls == [.lines(1), .lines(1)])
    }

    @Test func slashFiltersTheLinesByTheirKeysOrWhatTheyDoAndEscDropsTheFilterBeforeClosing() {
        let view = HelpViewSpy()
        let router = CloseRouterSpy()
        let presenter = HelpPresenter(view: view, interactor: HelpInteractor(sections: KeyReference.helpSections(leading: .search), footer: KeyReference.helpFooter), router: router,
                                      language: FixedLanguage(.turkish))
        presenter.viewWillAppear()
        _ = presenter.didRequest(.filter(.start))
        for character in "yildiz" { _ = presenter.didRequest(.filter(.edit(.insert(character)))) }
        let sections = view.models.last?.sections ?? []
        #expect(!sections.isEmpty)
        #expect(sections.allSatisfy { $0.lines.allSatisfy { Folding.fold($0.action).contains("yildiz") || Folding.fold($0.keys).contains("yildiz") } },
                "yildiz finds the lines that say yıldız, in Turkish")
        #expect(sections.map(\.title).contains("Arama"))
        for character in "qqq" { _ = presenter.didRequest(.filter(.edit(.insert(character)))) }
        #expect(view.models.last?.sections == [])
        #expect(view.models.last?.emptyMessage == "“yildizqqq” ile eşleşen tuş yok; Esc hepsini gösterir")
        _ = presenter.didRequest(.close)
        #expect(view.models.last?.filter == nil && router.closed == 0)
        _ = presenter.didRequest(.close)
        #expect(router.closed == 1)
    }

    @Test func theBoxWrapsWhatAKeyDoesInItsColumnNeverCuttingIt() {
        let lines = HelpView.layout([HelpSection("Everywhere", [HelpLine(keys: "Ctrl-Z", action: "Suspend: back to the shell; fg brings sozluk back as it was")])],
                                    width: 40)
        let text = lines.map { $0.map(\.0).joined() }
        #expect(text == ["Everywhere", "  Ctrl-Z     Suspend: back to the shell;", "             fg brings sozluk back as it", "             was"])
    }

    @Test func helpListsTheKeysTheScreensAnswerTo() {
        let search = KeyReference.sections[1]
        #expect(search.bindings.contains(KeyBinding("Enter", "Open the highlighted word")))
        #expect(search.bindings.contains(KeyBinding("Up Down Ctrl-P Ctrl-N", "Move the highlight")))
        let word = KeyReference.sections[2]
        #expect(word.bindings.contains(KeyBinding("] [ Right Left", "Next, previous word in the dictionary")))
        #expect(word.bindings.contains(KeyBinding("p", "Say the word aloud (espeak-ng)")))
    }
}
