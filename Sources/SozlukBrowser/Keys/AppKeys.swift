import TerminalUI

/// The keys that work on every screen, when the screen itself leaves them.
public enum AppKeys {
    public static let table = KeyTable<AppAction>("Everywhere", rows: [
        KeyRow("Back (on the first screen: nothing)", [.escape], .back),
        KeyRow("Help: every key (? outside text fields)", [.function(1), .character("?")], .help, hint: KeyBinding("F1", "Help")),
        KeyRow("Favorites", [.function(2)], .favorites, hint: KeyBinding("F2", "Favorites")),
        KeyRow("Settings: choose the dictionary language", [.function(3)], .settings, hint: KeyBinding("F3", "Settings")),
        KeyRow("History: the words looked up", [.function(4)], .history, hint: KeyBinding("F4", "History")),
        KeyRow("Review: the favorites as flashcards", [.function(5)], .review, hint: KeyBinding("F5", "Review")),
        KeyRow("Redraw the screen", [.control("l")], .redraw),
        KeyRow("Suspend: back to the shell; fg brings sozluk back as it was", [.control("z")], .suspend),
        KeyRow("Quit", [.control("c"), .function(10)], .quit, hint: KeyBinding("F10", "Quit", key: .function(10))),
    ])
}
