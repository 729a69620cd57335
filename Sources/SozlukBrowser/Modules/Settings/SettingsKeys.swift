import TerminalUI

extension SettingsView {
    public static let keys = KeyTable<SettingsAction>("Settings", rows: [
        KeyRow("Search the highlighted language pair and go back (remembered)", [.enter], .useSelected, hint: KeyBinding("Enter", "Use")),
        KeyRow("Switch a pair's dictionary off or on; on a pair, search it (remembered)", [.character(" ")], .toggleSelected,
               hint: KeyBinding("Space", "On/off")),
        KeyRow("Interface language: the other one, then the locale's for good, then the locale's again (remembered)", [.character("l")], .switchLanguage,
               hint: KeyBinding("l", "Language")),
        KeyRow("Mouse on or off (off: the terminal selects text)", [.character("m")], .toggleMouse, hint: KeyBinding("m", "Mouse")),
        KeyRow("Colours: default, light (for pale backgrounds), high contrast (remembered)", [.character("t")], .switchTheme,
               hint: KeyBinding("t", "Theme")),
        KeyRow("Back", [.escape, .character("q")], .close, hint: KeyBinding("Esc", "Back")),
    ] + ListKeys.rows(SettingsAction.move, letters: true))

    static let hints = keys.hints() + AppKeys.table.hints(for: [.help, .quit])
}
