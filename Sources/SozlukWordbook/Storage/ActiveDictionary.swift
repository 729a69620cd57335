import SozlukBase
import SozlukDictionary

/// Which dictionary is being searched: the one saved in settings when it loaded,
/// otherwise the first one found.
@MainActor
public protocol ActiveDictionaryProviding: AnyObject {
    func activeDictionary() -> DictionaryInfo?
    /// Makes a dictionary the active one and saves that choice.
    func select(_ dictionaryID: String) throws(FileProblem)
    /// Why the saved choice could not be read, if it could not.
    var settingsProblem: FileProblem? { get }
}

@MainActor
public final class ActiveDictionary: ActiveDictionaryProviding {
    private let dictionaries: DictionaryRepository
    private let settings: SettingsStore
    private var chosenID: String?
    public private(set) var settingsProblem: FileProblem?

    public init(dictionaries: DictionaryRepository, settings: SettingsStore) {
        self.dictionaries = dictionaries
        self.settings = settings
        do {
            chosenID = try settings.load().activeDictionaryID
        } catch {
            settingsProblem = error
        }
    }

    /// The one chosen; for a dictionary chosen before language pairs were, its pair.
    public func activeDictionary() -> DictionaryInfo? {
        let all = dictionaries.dictionaries
        return all.first { $0.id == chosenID }
            ?? all.first { pair in dictionaries.sources(of: pair.id).contains { $0.id == chosenID } }
            ?? all.first
    }

    public func select(_ dictionaryID: String) throws(FileProblem) {
        var saved = Settings()
        if settingsProblem == nil { saved = try settings.load() }
        saved.activeDictionaryID = dictionaryID
        try settings.save(saved)
        chosenID = dictionaryID
    }
}
