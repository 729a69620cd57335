import TerminalUI

extension FavoritesView {
    public static let keys = KeyTable<FavoritesAction>("Favorites", rows: [
        KeyRow("Open the highlighted word", [.enter], .list(.openSelected), hint: KeyBinding("Enter", "Open")),
        KeyRow("Unstar (again to undo)", [.character("f"), .control("f"), .character("d"), .delete], .toggleStar, hint: KeyBinding("f/d", "Unstar")),
        KeyRow("Export to a file in your home folder (asks: Anki, CSV, JSON)", [.character("e")], .export, hint: KeyBinding("e", "Export")),
        KeyRow("When exporting: Anki, CSV, JSON", pairs: [(.character("1"), .exportAs(.anki)), (.character("2"), .exportAs(.csv)),
                                                         (.character("3"), .exportAs(.json))]),
        KeyRow("Reload (after another sozluk changed them)", [.character("r"), .control("r")], .list(.reload)),
        KeyRow("Back", [.escape, .character("q")], .list(.close), hint: KeyBinding("Esc", "Back")),
    ] + ListKeys.rows({ .list(.move($0)) }, letters: true) + FilterKeys.rows { .list(.filter($0)) }
      + PreviewKeys.rows(toggle: .list(.togglePreview), scroll: { .list(.scrollPreview($0)) }))

    static let hints = PreviewKeys.hints(keys.hints(), app: [.help, .review])
}
