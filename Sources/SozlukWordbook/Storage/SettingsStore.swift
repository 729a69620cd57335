import SozlukBase

/// Keeps the user's settings.
public protocol SettingsStore: AnyObject {
    /// The saved settings; defaults when none were saved. Throws when the file is broken.
    func load() throws(FileProblem) -> Settings
    func save(_ settings: Settings) throws(FileProblem)
}
