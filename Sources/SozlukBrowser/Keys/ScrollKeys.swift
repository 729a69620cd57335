import TerminalUI

/// The keys that scroll a page of text (a word's article, Help), as in less.
public enum ScrollKeys {
    public static func rows<Action>(_ action: @escaping (ScrollRequest) -> Action) -> [KeyRow<Action>] {
        [
            KeyRow("Scroll a line", pairs: [(.character("j"), action(.lines(1))), (.character("k"), action(.lines(-1))),
                                            (.down, action(.lines(1))), (.up, action(.lines(-1))),
                                            (.control("n"), action(.lines(1))), (.control("p"), action(.lines(-1)))],
                   hint: KeyBinding("j/k", "Scroll")),
            KeyRow("Scroll a page", pairs: [(.character(" "), action(.pages(1))), (.character("b"), action(.pages(-1))),
                                            (.pageDown, action(.pages(1))), (.pageUp, action(.pages(-1)))]),
            KeyRow("Top, bottom", pairs: [(.character("g"), action(.top)), (.character("G"), action(.bottom)),
                                          (.home, action(.top)), (.end, action(.bottom))]),
        ]
    }
}

extension ScrollKeys {
    /// The wheel scrolls a page of text three lines a turn; clicks mean nothing there.
    public static func request(for key: Key) -> ScrollRequest? {
        guard case .mouse(let event) = key else { return nil }
        switch event.kind {
        case .wheelUp: return .lines(-ListRows.wheelStep)
        case .wheelDown: return .lines(ListRows.wheelStep)
        case .click, .doubleClick: return nil
        }
    }
}
