import TerminalUI

extension WordDetailView {
    public static let keys = KeyTable<WordDetailAction>("Word", rows: [
        KeyRow("Back", [.escape, .character("q"), .backspace], .close, hint: KeyBinding("Esc", "Back")),
        KeyRow("Star or unstar", [.character("f"), .control("f")], .toggleFavorite, hint: KeyBinding("f", "Star")),
    ] + ScrollKeys.rows(WordDetailAction.scroll) + [
        KeyRow("Next, previous word in the dictionary",
               pairs: [(.character("]"), .nextWord), (.character("["), .previousWord), (.right, .nextWord), (.left, .previousWord)],
               hint: KeyBinding("[ ]", "Prev/Next word")),
        KeyRow("Say the word aloud (espeak-ng)", [.character("p")], .pronounce, hint: KeyBinding("p", "Say", isMinor: true)),
        KeyRow("Highlight the next, previous related word", pairs: [(.tab, .nextLink), (.backTab, .previousLink)],
               hint: KeyBinding("Tab", "Related")),
        KeyRow("Open the highlighted related word", [.enter], .openLink),
    ])

    /// The hint bar; the star key says what it will do to this word.
    static func hints(isFavorite: Bool) -> [KeyBinding] {
        keys.hints { $0 == .toggleFavorite && isFavorite ? "Unstar" : nil } + AppKeys.table.hints(for: [.help, .quit])
    }
}
