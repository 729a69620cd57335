import SozlukWordbook
import TerminalUI

/// The History screen: the words looked up; how often, the word, when last, its dictionary,
/// what it means, the counts and times as wide as the widest in sight.
@MainActor
public final class HistoryView: FilteredListView<HistoryRowViewModel, HistoryAction>, HistoryViewInput {
    public init(language: LocalizerSource = FixedLanguage.english) {
        super.init(kind: .history, keys: Self.keys, hints: Self.hints, language: language)
    }

    override func drawRows(on list: Canvas, _ lines: [Line]) {
        let headwordWidth = Self.headwordWidth(in: list)
        let dictionaryWidth = max(8, min(20, list.width / 5))
        let countWidth = max(3, lines.map { DisplayWidth.of($0.row.lookups) }.max() ?? 0)
        let whenWidth = max(5, lines.map { DisplayWidth.of($0.row.when) }.max() ?? 0)
        for line in lines {
            let (row, selected) = (line.row, line.isSelected)
            let dim: Style = selected ? .selected : .dim
            var column = 1
            list.write(row.lookups, row: line.line, column: column + countWidth - DisplayWidth.of(row.lookups), style: dim)
            column += countWidth + 2
            list.write(row.headword, row: line.line, column: column, maxWidth: headwordWidth, style: selected ? .selected : (row.isAvailable ? .normal : .dim))
            column += headwordWidth + 2
            list.write(row.when, row: line.line, column: column, maxWidth: whenWidth, style: dim)
            column += whenWidth + 2
            list.write(row.dictionary, row: line.line, column: column, maxWidth: dictionaryWidth, style: dim)
            list.write(row.summary, row: line.line, column: column + dictionaryWidth + 2, style: dim)
        }
    }
}
