import TerminalUI

extension HistoryView {
    public static let keys = KeyTable<HistoryAction>("History", rows: [
        KeyRow("Open the highlighted word", [.enter], .list(.openSelected), hint: KeyBinding("Enter", "Open")),
        KeyRow("Remove it from the history", [.character("d"), .delete], .removeSelected, hint: KeyBinding("d", "Remove")),
        KeyRow("Put back the word removed last", [.character("u")], .undoRemove),
        KeyRow("Most recent first ↔ most looked-up first", [.character("s"), .tab], .switchOrder, hint: KeyBinding("s", "Sort")),
        KeyRow("Forget every word (asks first; y says yes, e in Turkish)", [.character("C")], .clearAll, hint: KeyBinding("C", "Clear")),
        KeyRow("Reload (after another sozluk changed it)", [.character("r"), .control("r")], .list(.reload)),
        KeyRow("Back", [.escape, .character("q")], .list(.close), hint: KeyBinding("Esc", "Back")),
    ] + ListKeys.rows({ .list(.move($0)) }, letters: true) + FilterKeys.rows { .list(.filter($0)) }
      + PreviewKeys.rows(toggle: .list(.togglePreview), scroll: { .list(.scrollPreview($0)) }))

    static let hints = PreviewKeys.hints(keys.hints(), app: [.help])
}
