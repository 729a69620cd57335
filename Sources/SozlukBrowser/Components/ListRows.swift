import SozlukWordbook
import TerminalUI

/// Where a list's rows were drawn, so a click or the wheel can be turned into moves of its
/// highlight: the list Views place their rows through it at every render.
@MainActor
public struct ListRows {
    /// Rows one turn of the wheel moves: three, as most terminal programs do.
    public nonisolated static let wheelStep = 3

    private var scroller = ListScroller()
    private var pane: Canvas?
    private var visible: Range<Int> = 0..<0

    public init() {}

    /// The rows to draw in `pane`, keeping the highlight in view; remembered for clicks.
    public mutating func place(in pane: Canvas, selected: Int?, count: Int) -> Range<Int> {
        self.pane = pane
        visible = scroller.scroll(toShow: selected, visibleRows: pane.height, count: count)
        return visible
    }

    /// The list is not shown (a message is, instead): clicks mean nothing.
    public mutating func clear() {
        pane = nil
        visible = 0..<0
    }

    /// A click highlights a row, a double click opens it, the wheel moves the highlight.
    /// `.ignored` when the event is off the list (the app then tries the hint bar).
    public func handle(_ event: MouseEvent, move: (ListMove) -> Handling, open: () -> Handling) -> Handling {
        switch event.kind {
        case .wheelUp: return move(.by(-Self.wheelStep))
        case .wheelDown: return move(.by(Self.wheelStep))
        case .click, .doubleClick:
            guard let pane, let point = pane.localPoint(row: event.row, column: event.column) else { return .ignored }
            let index = visible.lowerBound + point.row
            guard visible.contains(index) else { return .ignored }
            let moved = move(.to(index))
            return event.kind == .click ? moved : open()
        }
    }
}

extension ListRows {
    /// A key for a list screen: mouse events on the rows, the rest through the key table.
    /// - Parameter answer: while a question is asked, the action every key is sent as: the
    ///   character typed, or nil for any other key (Esc, an arrow, a click).
    /// - Parameter filtering: while a filter is typed, the action a filter key is sent as.
    public func handle<Action>(_ key: Key, keys: KeyTable<Action>, move: (ListMove) -> Action, open: Action,
                               asking answer: ((Character?) -> Action)? = nil, filtering: ((FilterInput) -> Action)? = nil,
                               send: (Action) -> Handling) -> Handling {
        if let answer { return send(answer(Self.answer(key))) }
        if let filtering, let input = FilterKeys.input(for: key) { return send(filtering(input)) }
        if case .mouse(let event) = key {
            return handle(event, move: { send(move($0)) }, open: { send(open) })
        }
        guard let action = keys.action(for: key) else { return .ignored }
        return send(action)
    }

    /// What a key says to a question: the character typed, or nil for any other key.
    static func answer(_ key: Key) -> Character? {
        if case .character(let character) = key { return character }
        return nil
    }

    /// The frame of a screen that is one list: the title, status and hint bars, the filter
    /// line when there is one, the preview pane when there is room (drawn by `preview`), then
    /// either the message for no rows (nil is returned) or the pane and the rows to draw in it.
    public mutating func layout<Row>(_ model: ListScreenViewModel<Row>, on canvas: Canvas, hints: [KeyBinding], text: Localizer,
                                     preview: ((Canvas) -> Void)? = nil, placed: (PreviewPlacement) -> Void = { _ in },
                                     visibleRowCount: (Int) -> Void) -> (pane: Canvas, visible: Range<Int>)? {
        var content = ScreenChrome.draw(on: canvas, title: model.title, detail: model.detail, status: model.status, hints: hints, text: text)
        if let filter = model.filter {
            filter.draw(on: content.pane(row: 0, height: 1), column: 1)
            content = content.pane(row: 1, height: content.height - 1)
        }
        let (list, previewPane, placement) = PreviewLayout.split(content, terminalRows: canvas.height,
                                                                 showsPreview: model.preview != nil && !model.rows.isEmpty)
        if let previewPane { preview?(previewPane) }
        placed(placement)
        visibleRowCount(list.height)
        guard !model.rows.isEmpty else {
            clear()
            MessageLines.draw(model.emptyMessage, on: list)
            return nil
        }
        return (list, place(in: list, selected: model.selectedRow, count: model.rows.count))
    }
}
