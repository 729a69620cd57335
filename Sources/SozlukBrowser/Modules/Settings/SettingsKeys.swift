import TerminalUI

extension SettingsView {
    public static let keys = KeyTable<SettingsAction>("Settings", rows: [
        KeyRow("Search the highlighted dictionary (remembered)", [.enter, .character(" ")], .useSelected, hint: KeyBinding("Enter", "Use")),
        KeyRow("Back", [.escape, .character("q")], .close, hint: KeyBinding("Esc", "Back")),
    ] + ListKeys.rows(SettingsAction.move, letters: true))

    static let hints = keys.hints() + AppKeys.table.hints(for: [.help, .quit])
}
