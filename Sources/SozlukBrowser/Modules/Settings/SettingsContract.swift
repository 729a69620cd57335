import SozlukBase
import SozlukDictionary
import SozlukWordbook

// Presenter → View
@MainActor
public protocol SettingsViewInput: ViewModelDisplay<SettingsViewModel> {}

// View → Presenter
@MainActor
public protocol SettingsViewOutput: ActionRequests<SettingsAction> {
    func didChangeVisibleRowCount(_ rows: Int)
}

/// What the user can ask of the Settings screen.
public enum SettingsAction: Equatable, Sendable {
    case move(ListMove)
    /// Makes the highlighted language pair (or the pair of the highlighted source) the one
    /// searched, and goes back to the search.
    case useSelected
    /// Switches the highlighted source of a pair off or on; on a pair, makes it the one
    /// searched, staying here.
    case toggleSelected
    /// The locale's language → English → Türkçe → the locale's again.
    case switchLanguage
    case toggleMouse
    /// Default → light → high contrast → default.
    case switchTheme
    case close
}

// Presenter → Interactor
@MainActor
public protocol SettingsInteractorInput: AnyObject {
    /// The language pairs (or dictionaries) to choose from.
    func dictionaries() -> [DictionaryInfo]
    /// A pair's dictionaries, when it is made of several; [] otherwise.
    func sources(of dictionaryID: String) -> [DictionaryInfo]
    func isSwitchedOn(_ dictionaryID: String) -> Bool
    /// Switches a pair's dictionary on or off, and saves that.
    func switchSource(_ dictionaryID: String, on: Bool) throws(FileProblem)
    func activeDictionaryID() -> String?
    /// Makes a dictionary the one searched, and saves that.
    func selectDictionary(_ id: String) throws(FileProblem)
    /// The interface language chosen (nil: the locale's) and the locale's.
    func language() -> (chosen: InterfaceLanguage?, locale: InterfaceLanguage)
    func setLanguage(_ language: InterfaceLanguage?) throws(FileProblem)
    func isMouseOn() -> Bool
    /// False when the mouse is on but the terminal sends no mouse events.
    func isMouseAvailable() -> Bool
    func setMouse(_ on: Bool) throws(FileProblem)
    func theme() -> ThemeName
    func setTheme(_ theme: ThemeName) throws(FileProblem)
    /// Whether colours are off (NO_COLOR, a terminal without them): a theme
    /// then changes only bold, reverse and underline.
    func isMonochrome() -> Bool
    /// Dictionary files that failed to load, and a broken settings file.
    func problems() -> [FileProblem]
    func dictionaryFolders() -> [String]
}

// Presenter → Router
@MainActor
public protocol SettingsRouterInput: ScreenClosing {}
