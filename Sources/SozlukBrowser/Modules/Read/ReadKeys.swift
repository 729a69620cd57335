import TerminalUI

extension ReadView {
    public static let keys = KeyTable<ReadAction>("Read", rows: [
        KeyRow("Back", [.escape, .character("q")], .close, hint: KeyBinding("Esc", "Back")),
        KeyRow("Next, previous word", pairs: [(.right, .nextWord), (.left, .previousWord), (.character("w"), .nextWord), (.character("b"), .previousWord)],
               hint: KeyBinding("w b", "Word")),
        KeyRow("The word below, above", pairs: [(.down, .nextLine), (.up, .previousLine), (.character("j"), .nextLine), (.character("k"), .previousLine)]),
        KeyRow("Next, previous sentence", pairs: [(.character("}"), .nextSentence), (.character("{"), .previousSentence)],
               hint: KeyBinding("{ }", "Sentence", isMinor: true)),
        KeyRow("A page down, up", pairs: [(.pageDown, .nextPage), (.pageUp, .previousPage)]),
        KeyRow("First, last word", pairs: [(.home, .firstWord), (.end, .lastWord)]),
        KeyRow("Open the word's page", [.enter], .open, hint: KeyBinding("Enter", "Open")),
        KeyRow("Star or unstar the word, keeping its sentence for the card", [.control("f"), .character("f")], .toggleFavorite,
               hint: KeyBinding("f", "Star")),
        KeyRow("Say the words aloud (espeak-ng)", [.character("p")], .pronounce, hint: KeyBinding("p", "Say", isMinor: true)),
        KeyRow("Read the text as the other language (the other direction)", [.tab], .switchDirection),
        KeyRow("Scroll the explanation", pairs: [(.shiftDown, .scrollArticle(.lines(1))), (.shiftUp, .scrollArticle(.lines(-1))),
                                                (.shiftPageDown, .scrollArticle(.pages(1))), (.shiftPageUp, .scrollArticle(.pages(-1)))]),
    ])

    static let hints: [KeyBinding] = keys.hints() + AppKeys.table.hints(for: [.help, .quit])
}
