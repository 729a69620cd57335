import SozlukBase
import SozlukDictionary

/// A screen to open: what the module assembly is asked to build.
public enum Route: Equatable, Sendable {
    case search
    /// A word's page, opened at the part that answers the query it was found for.
    case word(WordReference, focus: AnswerFocus? = nil)
    case favorites
    case history
    case review
    case settings
    /// A text to read word by word, in the language given (else told from its words).
    case read(ReadingText, language: String? = nil)
    /// Opened from a screen of this kind: its keys come first.
    case help(from: ScreenKind)

    /// The kind of screen the route opens.
    public var kind: ScreenKind {
        switch self {
        case .search: .search
        case .word: .word
        case .favorites: .favorites
        case .history: .history
        case .review: .review
        case .settings: .settings
        case .read: .read
        case .help: .help
        }
    }
}

/// Which screen a View is, so the app knows what is on top without knowing View types.
public enum ScreenKind: Equatable, Sendable {
    case search, word, favorites, history, review, settings, read, help
}
