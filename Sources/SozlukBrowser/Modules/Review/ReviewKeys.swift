import TerminalUI

extension ReviewView {
    public static let keys = KeyTable<ReviewAction>("Review", rows: [
        KeyRow("Show the answer", [.character(" "), .enter], .reveal, hint: KeyBinding("Space", "Show")),
        KeyRow("Forgotten: again in 10 minutes", [.character("1")], .grade(.again), hint: KeyBinding("1", "Again")),
        KeyRow("Remembered with difficulty", [.character("2")], .grade(.hard), hint: KeyBinding("2", "Hard")),
        KeyRow("Remembered", [.character("3")], .grade(.good), hint: KeyBinding("3", "Good")),
        KeyRow("Remembered at once", [.character("4")], .grade(.easy), hint: KeyBinding("4", "Easy")),
        KeyRow("Back (the session goes on when you come back)", [.escape, .character("q")], .close, hint: KeyBinding("Esc", "Back")),
    ])

    static func hints(isRevealed: Bool) -> [KeyBinding] {
        keys.hints().filter { hint in isRevealed ? hint.keys != "Space" : !"1234".contains(hint.keys) }
            + AppKeys.table.hints(for: [.help, .quit])
    }
}
