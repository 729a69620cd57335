import Testing
import TerminalUI
@testable import SozlukBrowser

/// What Help and docs/keys.md promise holds: a key does one thing on a screen, and a screen
/// takes a key that works everywhere only where that is meant.
@Suite @MainActor struct KeyTableTests {
    /// Each screen's keys, as `Key` → what the table calls its row (for the messages).
    static var tables: [(name: String, keys: [Key], duplicates: [Key])] {
        func entry<Action>(_ table: KeyTable<Action>) -> (String, [Key], [Key]) {
            (table.title, table.rows.flatMap(\.keys), table.duplicateKeys)
        }
        return [entry(SearchView.keys), entry(WordDetailView.keys), entry(FavoritesView.keys), entry(HistoryView.keys),
                entry(ReviewView.keys), entry(SettingsView.keys), entry(HelpView.keys), entry(AppKeys.table)]
            .map { (name: $0.0, keys: $0.1, duplicates: $0.2) }
    }

    @Test func noKeyIsBoundTwiceOnAScreen() {
        for table in Self.tables {
            #expect(table.duplicates.isEmpty, "\(table.name) binds \(table.duplicates) twice: only the first would work")
        }
    }

    /// Esc is every screen's own way back (or clears the query first); Help closes on the
    /// keys that open it. Any other key of the app's that a screen takes is a collision.
    @Test func noScreenTakesAKeyOfTheAppsUnlessMeantTo() {
        let global = Set(AppKeys.table.rows.flatMap(\.keys))
        let meant: [String: Set<Key>] = ["Help": [.escape, .function(1), .character("?")]]
        for table in Self.tables where table.name != AppKeys.table.title {
            let taken = Set(table.keys).intersection(global).subtracting([.escape]).subtracting(meant[table.name] ?? [])
            #expect(taken.isEmpty, "\(table.name) takes \(taken.map(\.description).sorted()) from the keys that work everywhere")
        }
    }
}
