import SozlukBase

/// The interface language, the mouse, the theme and the preview, as chosen in Settings (and remembered there), or
/// as the locale says. The browser applies them when they change.
@MainActor
public final class InterfacePreferences {
    private let store: SettingsStore
    /// What LC_ALL / LC_MESSAGES / LANG ask for.
    public let localeLanguage: InterfaceLanguage
    /// Nil: the locale's.
    public private(set) var chosenLanguage: InterfaceLanguage?
    public private(set) var mouse: Bool
    public private(set) var theme: ThemeName
    /// The selected word's article beside the lists.
    public private(set) var showsPreview: Bool
    /// False when the terminal said it has no mouse (set by whoever turns it on).
    public var isMouseAvailable = true
    /// False when the terminal paints without colours (NO_COLOR, a monochrome terminal).
    public var hasColors = true
    /// Called after a change, to apply it (turn the mouse on, repaint in the language).
    public var onChange: (@MainActor () -> Void)?

    public init(store: SettingsStore, localeLanguage: InterfaceLanguage) {
        self.store = store
        self.localeLanguage = localeLanguage
        // A broken settings file is reported by the Settings screen; here it means defaults.
        let saved = (try? store.load()) ?? Settings()
        chosenLanguage = saved.interfaceLanguage
        mouse = saved.mouse
        theme = saved.theme
        showsPreview = saved.preview
    }

    public var language: InterfaceLanguage { chosenLanguage ?? localeLanguage }

    public func setMouse(_ on: Bool) throws(FileProblem) {
        try save { $0.mouse = on }
        mouse = on
        onChange?()
    }

    public func setTheme(_ theme: ThemeName) throws(FileProblem) {
        try save { $0.theme = theme }
        self.theme = theme
        onChange?()
    }

    /// Needs no repaint of its own: the screen that turned it asks for one.
    public func setShowsPreview(_ on: Bool) throws(FileProblem) {
        try save { $0.preview = on }
        showsPreview = on
    }

    /// Nil goes back to the locale's language.
    public func setLanguage(_ language: InterfaceLanguage?) throws(FileProblem) {
        try save { $0.interfaceLanguage = language }
        chosenLanguage = language
        onChange?()
    }

    private func save(_ change: (inout Settings) -> Void) throws(FileProblem) {
        var settings = try store.load()
        change(&settings)
        try store.save(settings)
    }
}
