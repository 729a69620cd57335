import TerminalUI
import SozlukCore

extension HelpView {
    public static let keys = KeyTable<HelpAction>("Help", rows: [
        KeyRow("Close Help (Esc: first drops the filter)", [.escape, .character("q"), .character("?"), .function(1), .enter], .close,
               hint: KeyBinding("Esc q ? F1", "Close")),
    ] + ScrollKeys.rows(HelpAction.scroll) + FilterKeys.rows(HelpAction.filter))

    /// The frame's footer, a part per hint: how to leave and move, from the same table.
    static func footer(_ text: Localizer) -> [String] {
        keys.hints().map { $0.localized(text) }.map { "\($0.keys) \($0.action)" }
    }
}
