import SozlukWordbook
import TerminalUI

extension ReviewView {
    public static let keys = KeyTable<ReviewAction>("Review", rows: [
        KeyRow("Show the answer", [.character(" "), .enter], .reveal, hint: KeyBinding("Space", "Show")),
        KeyRow("Forgotten: again in 10 minutes", [.character("1")], .grade(.again), hint: KeyBinding("1", "Again")),
        KeyRow("Remembered with difficulty", [.character("2")], .grade(.hard), hint: KeyBinding("2", "Hard")),
        KeyRow("Remembered", [.character("3")], .grade(.good), hint: KeyBinding("3", "Good")),
        KeyRow("Remembered at once", [.character("4")], .grade(.easy), hint: KeyBinding("4", "Easy")),
        KeyRow("Back (the session goes on when you come back)", [.escape, .character("q")], .close, hint: KeyBinding("Esc", "Back")),
        KeyRow("Say the word aloud (espeak-ng)", [.character("p")], .pronounce),
        KeyRow("When the review is done: star the word looked up often that it offers, a card now", [.character("a")], .addSuggested),
        KeyRow("Scroll a long answer", pairs: [(.character("j"), .scroll(.lines(1))), (.character("k"), .scroll(.lines(-1))),
                                               (.down, .scroll(.lines(1))), (.up, .scroll(.lines(-1))),
                                               (.pageDown, .scroll(.pages(1))), (.pageUp, .scroll(.pages(-1)))]),
    ])

    /// The hint bar: Space before the answer, the grades after it, each with the wait it
    /// would schedule (`1 Again 10m`), and neither once the review is done.
    static func hints(isRevealed: Bool, hasCard: Bool = true, waits: [ReviewGrade: String] = [:]) -> [KeyBinding] {
        keys.hints().map { hint in
            var hint = hint
            if let key = hint.key, case .grade(let grade)? = keys.action(for: key) {
                hint.detail = waits[grade]
                hint.shortAction = waits[grade]
            }
            // On a narrow bar the grades come before the way back (Esc works anyway).
            if hint.key == .escape { hint.isMinor = true }
            return hint
        }.filter { hint in
            guard hasCard else { return hint.keys == "Esc" }
            return isRevealed ? hint.keys != "Space" : !"1234".contains(hint.keys)
        } + AppKeys.table.hints(for: [.help, .quit])
    }
}
