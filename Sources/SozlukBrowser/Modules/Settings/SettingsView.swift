import SozlukWordbook
import TerminalUI

/// The Settings screen: dictionaries to choose from, what is known of the highlighted
/// one, and files that could not be loaded.
@MainActor
public final class SettingsView: Screen, SettingsViewInput {
    public var output: (any SettingsViewOutput)?
    public var events: ScreenEvents? { output }
    private var model = SettingsViewModel()
    private var listRows = ListRows()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .settings }

    public func handle(_ key: Key) -> Handling {
        listRows.handle(key, keys: Self.keys, move: SettingsAction.move, open: .useSelected) { output?.didRequest($0) ?? .ignored }
    }

    public func display(_ viewModel: SettingsViewModel) {
        model = viewModel
    }

    public func render(on canvas: Canvas) {
        let chrome = ScreenChrome.draw(on: canvas, title: model.title, status: model.status, hints: Self.hints, text: text)
        for (index, line) in model.options.enumerated() {
            chrome.write(line, row: index, column: 1)
        }
        let optionHeight = model.options.isEmpty ? 0 : model.options.count + 1
        let content = chrome.pane(row: optionHeight, height: chrome.height - optionHeight)
        // Bottom up: problems, then details of the highlighted dictionary, the list above.
        let problemLines = model.problems.isEmpty ? [] : [text("Could not load:")] + model.problems.map { "  " + $0 }
        let problemHeight = min(problemLines.count, content.height / 3)
        let detailHeight = min(model.details.count + 1, max(0, content.height - problemHeight - 3))
        let listHeight = max(1, content.height - problemHeight - detailHeight)
        let list = content.pane(row: 0, height: listHeight)
        output?.didChangeVisibleRowCount(list.height)
        MessageLines.draw(model.emptyMessage, on: list)
        let visible = listRows.place(in: list, selected: model.selectedRow, count: model.rows.count)
        // As wide as the longest name, so none is cut while there is room; the languages,
        // size and id keep theirs.
        let longestName = model.rows.map { DisplayWidth.of($0.name) + ($0.switchedOn == nil ? 0 : 4) }.max() ?? 0
        let longestID = model.rows.map { DisplayWidth.of($0.id) }.max() ?? 0
        let nameWidth = max(16, min(longestName, list.width - 3 - 2 - 10 - 18 - longestID - 1))
        for (line, index) in visible.enumerated() {
            let row = model.rows[index]
            let selected = index == model.selectedRow
            if selected { list.fill(row: line, style: .selected) }
            if let on = row.switchedOn {
                // A dictionary of the pair above, indented, with whether the pair searches it.
                list.write(on ? "[x]" : "[ ]", row: line, column: 3, style: selected ? .selected : .dim)
                list.write(row.name, row: line, column: 7, maxWidth: nameWidth - 4, style: selected ? .selected : on ? .normal : .dim)
            } else {
                list.write(row.isActive ? "●" : "○", row: line, column: 1, style: selected ? .selected : .star)
                list.write(row.name, row: line, column: 3, maxWidth: nameWidth, style: selected ? .selected : .normal)
            }
            // Languages, size and id in columns of their own, so they line up.
            var column = 3 + nameWidth + 2
            for (text, width) in [(row.languages, 10), (row.size, 18), (row.id, 0)] {
                list.write(text, row: line, column: column, style: selected ? .selected : .dim)
                column += width
            }
        }
        let details = content.pane(row: listHeight + 1, column: 3, height: detailHeight - 1)
        for (index, line) in model.details.enumerated() {
            details.write(line, row: index, style: .dim)
        }
        let problems = content.pane(row: content.height - problemHeight, column: 1, height: problemHeight)
        for (index, line) in problemLines.prefix(problemHeight).enumerated() {
            problems.write(line, row: index, style: .error)
        }
    }
}
