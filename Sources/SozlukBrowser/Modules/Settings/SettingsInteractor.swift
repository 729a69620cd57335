import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The Settings use case: choose the dictionary to search, the interface language, the mouse.
@MainActor
public final class SettingsInteractor: SettingsInteractorInput {
    private let repository: DictionaryRepository
    private let active: ActiveDictionaryProviding
    private let preferences: InterfacePreferences
    private let sourceSwitches: SourceSwitches?

    public init(dictionaries: DictionaryRepository, activeDictionary: ActiveDictionaryProviding, preferences: InterfacePreferences,
                sourceSwitches: SourceSwitches? = nil) {
        repository = dictionaries
        active = activeDictionary
        self.preferences = preferences
        self.sourceSwitches = sourceSwitches
    }

    public func sources(of dictionaryID: String) -> [DictionaryInfo] {
        repository.sources(of: dictionaryID)
    }

    public func isSwitchedOn(_ dictionaryID: String) -> Bool {
        sourceSwitches?.isOn(dictionaryID) ?? true
    }

    public func switchSource(_ dictionaryID: String, on: Bool) throws(FileProblem) {
        try sourceSwitches?.set(dictionaryID, on: on)
    }

    public func language() -> (chosen: InterfaceLanguage?, locale: InterfaceLanguage) {
        (preferences.chosenLanguage, preferences.localeLanguage)
    }

    public func setLanguage(_ language: InterfaceLanguage?) throws(FileProblem) {
        try preferences.setLanguage(language)
    }

    public func isMouseOn() -> Bool {
        preferences.mouse
    }

    public func isMouseAvailable() -> Bool {
        preferences.isMouseAvailable
    }

    public func setMouse(_ on: Bool) throws(FileProblem) {
        try preferences.setMouse(on)
    }

    public func theme() -> ThemeName {
        preferences.theme
    }

    public func setTheme(_ theme: ThemeName) throws(FileProblem) {
        try preferences.setTheme(theme)
    }

    public func isMonochrome() -> Bool {
        !preferences.hasColors
    }

    public func dictionaries() -> [DictionaryInfo] {
        repository.dictionaries
    }

    public func activeDictionaryID() -> String? {
        active.activeDictionary()?.id
    }

    public func selectDictionary(_ id: String) throws(FileProblem) {
        try active.select(id)
    }

    public func problems() -> [FileProblem] {
        repository.problems + (active.settingsProblem.map { [$0] } ?? [])
    }

    public func dictionaryFolders() -> [String] {
        repository.searchedFolders
    }
}
