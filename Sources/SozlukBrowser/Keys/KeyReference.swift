/// Every key of the browser, screen by screen, from the key tables: what the Help screen
/// lists and what docs/keys.md is made of.
public enum KeyReference {
    @MainActor
    public static var sections: [KeyBindingSection] {
        [AppKeys.table.section, SearchView.keys.section, WordDetailView.keys.section,
         FavoritesView.keys.section, HistoryView.keys.section, ReviewView.keys.section, SettingsView.keys.section, HelpView.keys.section]
    }

    /// The sections as the Markdown tables of docs/keys.md.
    @MainActor
    public static func markdown() -> String {
        sections.map { section in
            "## \(section.title)\n\n| keys | action |\n|---|---|\n"
                + section.bindings.map { "| \($0.keys.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) | \($0.action) |\n" }.joined()
        }.joined(separator: "\n")
    }
}
