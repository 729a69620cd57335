/// Every key of the browser, screen by screen, from the key tables: what the Help screen
/// lists and what docs/keys.md is made of.
public enum KeyReference {
    @MainActor
    public static var sections: [KeyBindingSection] {
        [AppKeys.table.section, SearchView.keys.section, WordDetailView.keys.section,
         FavoritesView.keys.section, HistoryView.keys.section, ReviewView.keys.section, SettingsView.keys.section, ReadView.keys.section, HelpView.keys.section]
    }

    /// The sections as Help lists them, the keys of the screen it was opened from first, then
    /// those of every screen, then the rest.
    @MainActor
    public static func helpSections(leading kind: ScreenKind) -> [HelpSection] {
        let leading = section(of: kind)
        let ordered = [leading, AppKeys.table.section] + sections.filter { $0 != leading && $0 != AppKeys.table.section }
        return ordered.map { section in HelpSection(section.title, section.bindings.map { HelpLine(keys: $0.keys, action: $0.action) }) }
    }

    /// Help's own keys, a line per hint, for its footer (`Esc q ? F1 Close`).
    @MainActor
    public static var helpFooter: [HelpLine] {
        HelpView.keys.hints().map { HelpLine(keys: $0.keys, action: $0.action) }
    }

    @MainActor
    static func section(of kind: ScreenKind) -> KeyBindingSection {
        switch kind {
        case .search: SearchView.keys.section
        case .word: WordDetailView.keys.section
        case .favorites: FavoritesView.keys.section
        case .history: HistoryView.keys.section
        case .review: ReviewView.keys.section
        case .settings: SettingsView.keys.section
        case .read: ReadView.keys.section
        case .help: HelpView.keys.section
        }
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
