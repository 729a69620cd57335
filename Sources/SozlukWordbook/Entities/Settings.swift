/// The user's choices that outlive a session.
public struct Settings: Equatable, Sendable {
    /// The id of the dictionary searched, or nil for the first one found.
    public var activeDictionaryID: String?
    /// The interface language chosen in Settings; nil: the locale's (LC_ALL, LC_MESSAGES, LANG).
    public var interfaceLanguage: InterfaceLanguage?
    /// Clicks and the wheel; off leaves the mouse to the terminal (selecting text).
    public var mouse: Bool
    /// The dictionaries switched off in their language pair (Settings, Space): the pair is
    /// searched without them.
    public var switchedOffDictionaries: [String]
    /// The colours (Settings, t).
    public var theme: ThemeName
    /// The selected word's article beside the lists (F6 turns it off and on).
    public var preview: Bool

    public init(activeDictionaryID: String? = nil, interfaceLanguage: InterfaceLanguage? = nil, mouse: Bool = true,
                switchedOffDictionaries: [String] = [], theme: ThemeName = .standard, preview: Bool = true) {
        self.theme = theme
        self.preview = preview
        self.switchedOffDictionaries = switchedOffDictionaries
        self.activeDictionaryID = activeDictionaryID
        self.interfaceLanguage = interfaceLanguage
        self.mouse = mouse
    }
}
