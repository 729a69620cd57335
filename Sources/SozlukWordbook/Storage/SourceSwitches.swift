import SozlukBase
import SozlukDictionary

/// Which dictionaries of their language pairs are searched: switched off and on in Settings,
/// remembered in settings.json (`switchedOff`), and applied to the pairs at once.
public final class SourceSwitches {
    private let settings: SettingsStore
    private let pairs: LanguagePairRepository

    public init(settings: SettingsStore, pairs: LanguagePairRepository) {
        self.settings = settings
        self.pairs = pairs
    }

    public func isOn(_ dictionaryID: String) -> Bool {
        !pairs.switchedOff.contains(dictionaryID)
    }

    /// Switches a dictionary on or off in its pair and saves that; the settings file read
    /// anew first, so what another sozluk saved meanwhile is kept.
    public func set(_ dictionaryID: String, on: Bool) throws(FileProblem) {
        var saved = try settings.load()
        var off = Set(saved.switchedOffDictionaries)
        if on { off.remove(dictionaryID) } else { off.insert(dictionaryID) }
        saved.switchedOffDictionaries = off.sorted()
        try settings.save(saved)
        pairs.switchedOff = off
    }
}
