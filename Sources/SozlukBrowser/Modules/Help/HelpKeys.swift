import TerminalUI

extension HelpView {
    public static let keys = KeyTable<HelpAction>("Help", rows: [
        KeyRow("Close Help (Esc: first drops the filter)", [.escape, .character("q"), .character("?"), .function(1), .enter], .close,
               hint: KeyBinding("Esc q ? F1", "Close")),
    ] + ScrollKeys.rows(HelpAction.scroll) + FilterKeys.rows(HelpAction.filter))
}
