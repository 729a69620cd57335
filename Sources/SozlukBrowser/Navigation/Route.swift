import SozlukCore

/// A screen to open: what the module assembly is asked to build.
public enum Route: Equatable, Sendable {
    case search
    case word(WordReference)
    case favorites
    case settings
    case help
}

/// Which screen a View is, so the app knows what is on top without knowing View types.
public enum ScreenKind: Equatable, Sendable {
    case search, word, favorites, settings, help
}
