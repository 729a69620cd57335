import TerminalUI
import SozlukCore

/// The Favorites screen: starred words, newest first.
@MainActor
public final class FavoritesView: Screen, FavoritesViewInput {
    public var output: FavoritesViewOutput?
    public var events: ScreenEvents? { output }
    private var model = FavoritesViewModel()
    private var listRows = ListRows()
    private var preview = ArticlePane()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .favorites }

    public func handle(_ key: Key) -> Handling {
        let answer: ((Character?) -> FavoritesAction)? = model.isAsking ? { FavoritesAction.answer($0) } : nil
        return listRows.handle(key, keys: Self.keys, move: FavoritesAction.move, open: .openSelected, asking: answer,
                               filtering: model.filter?.isEditing == true ? { .list(.filter($0)) } : nil) { output?.didRequest($0) ?? .ignored }
    }

    public func display(_ viewModel: FavoritesViewModel) {
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
        let dictionaryWidth = max(10, min(24, list.width / 4))
        for (line, index) in visible.enumerated() {
            let row = model.rows[index]
            let selected = index == model.selectedRow
            if selected { list.fill(row: line, style: .selected) }
            let base: Style = selected ? .selected : (row.isAvailable ? .normal : .dim)
            list.write(row.isStarred ? "★" : "☆", row: line, column: 1, style: selected ? .selected : .star)
            list.write(row.headword, row: line, column: 3, maxWidth: headwordWidth, style: base)
            var column = 3 + headwordWidth + 2
            list.write(row.dictionary, row: line, column: column, maxWidth: dictionaryWidth, style: selected ? .selected : .dim)
            column += dictionaryWidth + 2
            list.write(row.summary, row: line, column: column, style: selected ? .selected : .dim)
        }
    }

    private func drawPreview(on pane: Canvas) {
        guard let article = model.preview else { return }
        preview.draw(article, on: pane, bodyIndent: 1)
    }
}
