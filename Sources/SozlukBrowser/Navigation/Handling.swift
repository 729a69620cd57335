/// What a screen (or the app) did with a key or an action.
public enum Handling: Equatable, Sendable {
    case handled
    /// Left for the keys that work everywhere.
    case ignored
    /// The user asked to leave the browser.
    case quit
    /// The user asked to suspend sozluk (Ctrl-Z) and come back to it later.
    case suspend
}
