import TerminalUI
import SozlukCore

/// The History screen: the words looked up, with how often and when.
@MainActor
public final class HistoryView: Screen, HistoryViewInput {
    public var output: HistoryViewOutput?
    public var events: ScreenEvents? { output }
    private var model = HistoryViewModel()
    private var listRows = ListRows()
    private var preview = ArticlePane()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .history }

    public func handle(_ key: Key) -> Handling {
        let answer: ((Character?) -> HistoryAction)? = model.isAsking ? { HistoryAction.answer($0) } : nil
        return listRows.handle(key, keys: Self.keys, move: HistoryAction.move, open: .openSelected, asking: answer,
                               filtering: model.filter?.isEditing == true ? { .list(.filter($0)) } : nil) { output?.didRequest($0) ?? .ignored }
    }

    public func display(_ viewModel: HistoryViewModel) {
        model = viewModel
        if let article = model.preview { preview.show(article) }
    }

    public func scrollPreview(_ request: ScrollRequest) {
        preview.scroll(request)
    }

    public func render(on canvas: Canvas) {
        guard let (list, visible) = listRows.layout(model, on: canvas, hints: FilterKeys.hints(Self.hints, filter: model.filter), text: text,
                                                    preview: { [unowned self] pane in self.drawPreview(on: pane) },
                                                    placed: { output?.didPlacePreview($0) },
                                                    visibleRowCount: { output?.didChangeVisibleRowCount($0) }) else { return }
        let headwordWidth = max(12, min(28, list.width / 3))
        let dictionaryWidth = max(8, min(20, list.width / 5))
        let countWidth = max(3, visible.map { DisplayWidth.of(model.rows[$0].lookups) }.max() ?? 0)
        let whenWidth = max(5, visible.map { DisplayWidth.of(model.rows[$0].when) }.max() ?? 0)
        for (line, index) in visible.enumerated() {
            let row = model.rows[index]
            let selected = index == model.selectedRow
            if selected { list.fill(row: line, style: .selected) }
            let base: Style = selected ? .selected : (row.isAvailable ? .normal : .dim)
            let dim: Style = selected ? .selected : .dim
            var column = 1
            list.write(row.lookups, row: line, column: column + countWidth - DisplayWidth.of(row.lookups), style: dim)
            column += countWidth + 2
            list.write(row.headword, row: line, column: column, maxWidth: headwordWidth, style: base)
            column += headwordWidth + 2
            list.write(row.when, row: line, column: column, maxWidth: whenWidth, style: dim)
            column += whenWidth + 2
            list.write(row.dictionary, row: line, column: column, maxWidth: dictionaryWidth, style: dim)
            column += dictionaryWidth + 2
            list.write(row.summary, row: line, column: column, style: dim)
        }
    }

    private func drawPreview(on pane: Canvas) {
        guard let article = model.preview else { return }
        preview.draw(article, on: pane, bodyIndent: 1)
    }
}
