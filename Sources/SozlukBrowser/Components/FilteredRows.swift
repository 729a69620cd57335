import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The rows of a list screen that can be filtered (Favorites, History): every item, those
/// the filter keeps, and the highlight among them, which stays on its word when the rows
/// change under it.
public struct FilteredRows<Item: Sendable>: Sendable {
    public private(set) var all: [Item] = []
    public private(set) var shown: [Item] = []
    public private(set) var filter = ListFilter()
    public var selection = ListSelection()
    private let word: @Sendable (Item) -> WordReference

    public init(word: @escaping @Sendable (Item) -> WordReference) {
        self.word = word
    }

    /// The highlighted item.
    public var selected: Item? { selection.selected.flatMap { shown.indices.contains($0) ? shown[$0] : nil } }

    /// New items (read again, sorted): the highlight follows its word when it is still shown.
    public mutating func replace(with items: [Item]) {
        let highlighted = selected.map(word)
        all = items
        shown = items.filter { filter.keeps(word($0).headword) }
        selection.update(count: shown.count)
        if let highlighted { select(highlighted) }
    }

    public mutating func apply(_ input: FilterInput) {
        filter.apply(input)
        replace(with: all)
    }

    /// Highlights the word's row, when it is shown.
    public mutating func select(_ target: WordReference) {
        if let index = shown.firstIndex(where: { word($0) == target }) { selection.select(index) }
    }

    /// Esc: drops the filter and returns true, or returns false when there is none (and the
    /// screen is left).
    public mutating func dropFilter() -> Bool {
        guard filter.isActive else { return false }
        apply(.cancel)
        return true
    }

    /// The filter line to show, when there is a filter.
    public var filterLine: FilterLine? { filter.isActive ? FilterLine(filter) : nil }

    /// Reads the items again, put in order by `arranged`; a file that cannot be read leaves no
    /// rows, and is returned for the screen to say so.
    public mutating func reload(_ read: () throws(FileProblem) -> [Item], arranged: ([Item]) -> [Item] = { $0 }) -> FileProblem? {
        do {
            replace(with: arranged(try read()))
            return nil
        } catch {
            replace(with: [])
            return error
        }
    }

    /// What the list says when it shows no row: its file unreadable (`unreadable`, then why),
    /// nothing in it yet (`none`, then `noneHint`), or nothing the filter keeps (`noMatch`,
    /// with `{1}` the filter). The texts in English, put in the language here.
    public func emptyMessage(problem: FileProblem?, unreadable: String, none: String, noneHint: String, noMatch: String, _ text: Localizer) -> [String] {
        if let problem { return [text(unreadable), problem.localized(text)] }
        if all.isEmpty { return [text(none), text(noneHint)] }
        if shown.isEmpty { return [text(noMatch, filter.text), text("Esc shows them all.")] }
        return []
    }
}
