import SozlukWordbook
import TerminalUI

/// The Search screen: a query line, the results, and the status and key bars.
@MainActor
public final class SearchView: Screen, SearchViewInput {
    public var output: (any SearchViewOutput)?
    public var events: ScreenEvents? { output }
    private var model = SearchViewModel()
    private var listRows = ListRows()
    private var preview = ArticlePane()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .search }

    public func handle(_ key: Key) -> Handling {
        if case .pasted(let text) = key { return output?.didRequest(.pasted(text)) ?? .ignored }
        return listRows.handle(key, keys: Self.keys, move: SearchAction.move, open: .openSelected) { output?.didRequest($0) ?? .ignored }
    }

    public func display(_ viewModel: SearchViewModel) {
        model = viewModel
        preview.show(model.preview)
    }

    public func scroll(_ request: ScrollRequest) {
        preview.scroll(request)
    }

    public func render(on canvas: Canvas) {
        let content = ScreenChrome.draw(on: canvas, title: model.title, detail: model.dictionaryName + " ", status: model.status, hints: Self.hints, text: text)
        drawQuery(on: content.pane(row: 0, height: 1))
        let (list, previewPane, placement) = PreviewLayout.split(content.pane(row: 1, height: content.height - 1), terminalRows: canvas.height,
                                                      showsPreview: model.preview != nil && model.rowCount > 0)
        if let previewPane, let article = model.preview { preview.draw(article, on: previewPane, bodyIndent: 1) }
        output?.didPlacePreview(placement)
        output?.didChangeVisibleRowCount(list.height)
        if model.rowCount == 0 {
            listRows.clear()
            MessageLines.draw(model.emptyMessage, on: list)
            return
        }
        let visible = listRows.place(in: list, selected: model.selectedRow, count: model.rowCount)
        // As wide as the longest headword shown (within bounds), the rest for what it means.
        let longest = visible.compactMap { index in model.rows.indices.contains(index - model.firstRow) ? model.rows[index - model.firstRow] : nil }
            .map { DisplayWidth.of($0.headword) }.max() ?? 0
        let headwordWidth = max(12, min(32, list.width * 2 / 5, longest + 1))
        // Beside a preview (whose header says how the word was found) the notes follow the
        // glosses, which start in one column; a recent word's (recent · 2×) still leads.
        let glossFirst = previewPane != nil && placement == .beside
        for (line, index) in visible.enumerated() {
            let loaded = index - model.firstRow
            guard model.rows.indices.contains(loaded) else {
                // A page far down the list, on its way.
                list.write("…", row: line, column: 3, style: .dim)
                continue
            }
            drawRow(model.rows[loaded], selected: index == model.selectedRow, row: line, on: list, headwordWidth: headwordWidth, glossFirst: glossFirst)
        }
    }

    private func drawQuery(on pane: Canvas) {
        let prompt = "› "
        let start = pane.write(prompt, row: 0, column: 1, style: .heading)
        if model.query.isEmpty {
            pane.write(model.placeholder, row: 0, column: start, style: .dim)
            pane.placeCursor(row: 0, column: start)
            return
        }
        // Keep the cursor visible when the query is wider than the line: show the
        // characters just before it, walking back only as far as the line is wide.
        let room = max(1, pane.width - start - 1)
        let characters = Array(model.query)
        let cursor = min(model.cursor, characters.count)
        var first = cursor
        var cursorColumn = 0
        while first > 0, cursorColumn + DisplayWidth.of(characters[first - 1]) < room {
            first -= 1
            cursorColumn += DisplayWidth.of(characters[first])
        }
        if first == 0 { cursorColumn = DisplayWidth.of(String(characters[0..<cursor])) }
        let shown = String(characters[first..<min(characters.count, first + room * 2)])
        pane.write(shown, row: 0, column: start, style: .input)
        pane.placeCursor(row: 0, column: start + cursorColumn)
    }

    private func drawRow(_ row: SearchRowViewModel, selected: Bool, row line: Int, on pane: Canvas, headwordWidth: Int, glossFirst: Bool) {
        if selected { pane.fill(row: line, style: .selected) }
        let base: Style = selected ? .selected : .normal
        pane.write(row.isFavorite ? "★" : " ", row: line, column: 1, style: selected ? .selected : .star)
        var runs: [(String, Style)] = [(row.headword, base)]
        if let range = row.highlight, !selected {
            let characters = Array(row.headword)
            runs = [(String(characters[..<range.lowerBound]), base),
                    (String(characters[range]), .match),
                    (String(characters[range.upperBound...]), base)]
        }
        pane.write(runs: runs, row: line, column: 3, maxWidth: headwordWidth)
        // Summaries start in one column so the eye can run down them.
        var summary: [(String, Style)] = [(row.summary, selected ? .selected : .dim)]
        if let note = row.matchNote {
            if glossFirst, !row.noteLeads { summary.append(("  " + note, selected ? .selected : .match)) } else { summary.insert((note + "  ", selected ? .selected : .match), at: 0) }
        }
        pane.write(runs: summary, row: line, column: 3 + headwordWidth + 2)
    }
}
