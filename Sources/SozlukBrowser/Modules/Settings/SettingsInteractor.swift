import SozlukCore

/// The Settings use case: choose the dictionary to search.
@MainActor
public final class SettingsInteractor: SettingsInteractorInput {
    private let repository: DictionaryRepository
    private let active: ActiveDictionaryProviding

    public init(dictionaries: DictionaryRepository, activeDictionary: ActiveDictionaryProviding) {
        repository = dictionaries
        active = activeDictionary
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
