import TerminalUI

extension SearchView {
    /// Every key of the Search screen; letters are the query.
    public static let keys = KeyTable<SearchAction>("Search", rows: [
        KeyRow("Open the highlighted word", [.enter], .openSelected, hint: KeyBinding("Enter", "Open")),
        KeyRow("Star or unstar the highlighted word", [.control("f")], .toggleFavorite, hint: KeyBinding("^F", "Star")),
        KeyRow("Clear the query (when empty: back)", [.escape], .clearQuery, hint: KeyBinding("Esc", "Clear")),
        // No hint: the status line names Tab where a dictionary has the word; Help lists it.
        KeyRow("Search the query where it is, or the other way", [.tab], .switchDictionary),
        // No hint: the status line offers it when a text is pasted.
        KeyRow("Read the text pasted (or the query) word by word", [.control("r")], .readText),
    ] + ListKeys.rows(SearchAction.move, letters: false) + PreviewKeys.rows(toggle: .togglePreview, scroll: SearchAction.scrollPreview)
      + TextEditKeys.rows(SearchAction.edit),
    typing: (KeyBinding("Letters", "Type the query; results follow every key"), { .edit(.insert($0)) }))

    /// The hint bar: the screen's own keys, then the app's.
    static let hints = PreviewKeys.hints(keys.hints(), app: [.help, .favorites, .settings, .history, .review])
}
