import SozlukWordbook
import TerminalUI

/// The Favorites screen: starred words, newest first; ★ or ☆, the word, its dictionary,
/// what it means.
@MainActor
public final class FavoritesView: FilteredListView<FavoriteRowViewModel, FavoritesAction>, FavoritesViewInput {
    public init(language: LocalizerSource = FixedLanguage.english) {
        super.init(kind: .favorites, keys: Self.keys, hints: Self.hints, language: language)
    }

    override func drawRows(on list: Canvas, _ lines: [Line]) {
        let headwordWidth = Self.headwordWidth(in: list)
        let dictionaryWidth = max(10, min(24, list.width / 4))
        for line in lines {
            let (row, selected) = (line.row, line.isSelected)
            let dim: Style = selected ? .selected : .dim
            list.write(row.isStarred ? "★" : "☆", row: line.line, column: 1, style: selected ? .selected : .star)
            list.write(row.headword, row: line.line, column: 3, maxWidth: headwordWidth, style: selected ? .selected : (row.isAvailable ? .normal : .dim))
            list.write(row.dictionary, row: line.line, column: 5 + headwordWidth, maxWidth: dictionaryWidth, style: dim)
            list.write(row.summary, row: line.line, column: 7 + headwordWidth + dictionaryWidth, style: dim)
        }
    }
}
