import TerminalUI

/// The keys that move a highlight, for every screen with a list; screens without a text
/// field also take the letters of vi and less.
public enum ListKeys {
    public static func rows<Action>(_ action: @escaping (ListMove) -> Action, letters: Bool) -> [KeyRow<Action>] {
        var rows = [
            KeyRow("Move the highlight", pairs: [(.up, action(.up)), (.down, action(.down)),
                                                  (.control("p"), action(.up)), (.control("n"), action(.down))]),
            KeyRow("Move a page", pairs: [(.pageUp, action(.pageUp)), (.pageDown, action(.pageDown))]),
            KeyRow("First, last", pairs: [(.home, action(.first)), (.end, action(.last))]),
        ]
        if letters {
            rows.append(KeyRow("Move, first, last", pairs: [(.character("k"), action(.up)), (.character("j"), action(.down)),
                                                            (.character("g"), action(.first)), (.character("G"), action(.last))]))
        }
        return rows
    }
}
