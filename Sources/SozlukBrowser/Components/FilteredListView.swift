import SozlukWordbook
import TerminalUI

/// The View of a list screen with a filter, a question and a preview (Favorites, History):
/// the chrome, the filter line, the rows of a `ListScreenViewModel` kept in sight of the
/// highlight, the highlighted word's preview beside or under them, and keys, clicks and the
/// wheel turned into the screen's actions. A screen's View is a subclass that draws its own
/// columns of a row (`drawRows`).
@MainActor
public class FilteredListView<Row: Equatable & Sendable, Action: ListScreenAction>: Screen, ScrollingDisplay {
    public var output: (any ListScreenRequests<Action>)?
    public let kind: ScreenKind
    private let keys: KeyTable<Action>
    private let hints: [KeyBinding]
    private let language: LocalizerSource
    private var model = ListScreenViewModel<Row>()
    private var listRows = ListRows()
    private var preview = ArticlePane()

    /// A row to draw: on which line of the list, and whether it is the highlighted one (its
    /// line filled already).
    struct Line {
        let line: Int
        let row: Row
        let isSelected: Bool
    }

    init(kind: ScreenKind, keys: KeyTable<Action>, hints: [KeyBinding], language: LocalizerSource) {
        self.kind = kind
        self.keys = keys
        self.hints = hints
        self.language = language
    }

    /// Draws the rows in sight on `list`, as wide as it is.
    func drawRows(on list: Canvas, _ lines: [Line]) {}

    /// The headword's column in every list of words: a third of the list, 12 to 28 columns.
    static func headwordWidth(in list: Canvas) -> Int {
        max(12, min(28, list.width / 3))
    }

    public var events: ScreenEvents? { output }

    /// A key as the screen's action: the answer to a question asked, a filter key while the
    /// filter is typed, a click or the wheel on the rows, else the key table's.
    public func handle(_ key: Key) -> Handling {
        listRows.handle(key, keys: keys, move: { .list(.move($0)) }, open: .list(.openSelected),
                        asking: model.isAsking ? { .list(.answer($0)) } : nil,
                        filtering: model.filter?.isEditing == true ? { .list(.filter($0)) } : nil) { output?.didRequest($0) ?? .ignored }
    }

    public func display(_ viewModel: ListScreenViewModel<Row>) {
        model = viewModel
        preview.show(model.preview)
    }

    public func scroll(_ request: ScrollRequest) {
        preview.scroll(request)
    }

    public func render(on canvas: Canvas) {
        let output = self.output
        // While a question is asked every key answers it: the bar offers no other.
        let hints = model.isAsking ? [] : FilterKeys.hints(hints, filter: model.filter)
        guard let (list, visible) = listRows.layout(model, on: canvas, hints: hints, text: language.text,
                                                    preview: { [unowned self] pane in self.drawPreview(on: pane) },
                                                    placed: { output?.didPlacePreview($0) },
                                                    visibleRowCount: { output?.didChangeVisibleRowCount($0) }) else { return }
        let lines = visible.enumerated().map { line, index in Line(line: line, row: model.rows[index], isSelected: index == model.selectedRow) }
        for line in lines where line.isSelected { list.fill(row: line.line, style: .selected) }
        drawRows(on: list, lines)
    }

    private func drawPreview(on pane: Canvas) {
        guard let article = model.preview else { return }
        preview.draw(article, on: pane, bodyIndent: 1)
    }
}
