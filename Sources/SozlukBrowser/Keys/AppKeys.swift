import TerminalUI

/// The keys that work on every screen, when the screen itself leaves them.
public enum AppKeys {
    public static let table = KeyTable<AppAction>("Everywhere", rows: [
        KeyRow("Back (on the first screen: nothing)", [.escape], .back),
        KeyRow("Help: every key (? outside text fields)", [.function(1), .character("?")], .help, hint: KeyHint("F1", "Help")),
        KeyRow("Favorites", [.function(2)], .favorites, hint: KeyHint("F2", "Favorites")),
        KeyRow("Settings: choose the dictionary language", [.function(3)], .settings, hint: KeyHint("F3", "Settings")),
        KeyRow("Redraw the screen", [.control("l")], .redraw),
        KeyRow("Quit", [.control("c"), .function(10)], .quit, hint: KeyHint("F10", "Quit")),
    ])
}
