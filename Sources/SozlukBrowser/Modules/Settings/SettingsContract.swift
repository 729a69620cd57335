import SozlukCore

// Presenter → View
@MainActor
public protocol SettingsViewInput: AnyObject {
    func display(_ viewModel: SettingsViewModel)
}

// View → Presenter
@MainActor
public protocol SettingsViewOutput: ScreenEvents {
    func didChangeVisibleRowCount(_ rows: Int)
    func didRequest(_ action: SettingsAction) -> Handling
}

/// What the user can ask of the Settings screen.
public enum SettingsAction: Equatable, Sendable {
    case move(ListMove)
    /// Makes the highlighted dictionary the one searched.
    case useSelected
    case close
}

// Presenter → Interactor
@MainActor
public protocol SettingsInteractorInput: AnyObject {
    func dictionaries() -> [DictionaryInfo]
    func activeDictionaryID() -> String?
    /// Makes a dictionary the one searched, and saves that.
    func selectDictionary(_ id: String) throws(FileProblem)
    /// Dictionary files that failed to load, and a broken settings file.
    func problems() -> [FileProblem]
    func dictionaryFolders() -> [String]
}

// Presenter → Router
@MainActor
public protocol SettingsRouterInput: AnyObject {
    func close()
}
