import TerminalUI

extension SettingsView {
    public static let keys = KeyTable<SettingsAction>("Settings", rows: [
        KeyRow("Search the highlighted dictionary (remembered)", [.enter, .character(" ")], .useSelected, hint: KeyBinding("Enter", "Use")),
        KeyRow("Interface language: the locale's, English, Türkçe (remembered)", [.character("l")], .switchLanguage,
               hint: KeyBinding("l", "Language")),
        KeyRow("Mouse on or off (off: the terminal selects text)", [.character("m")], .toggleMouse, hint: KeyBinding("m", "Mouse")),
        KeyRow("Back", [.escape, .character("q")], .close, hint: KeyBinding("Esc", "Back")),
    ] + ListKeys.rows(SettingsAction.move, letters: true))

    static let hints = keys.hints() + AppKeys.table.hints(for: [.help, .quit])
}
