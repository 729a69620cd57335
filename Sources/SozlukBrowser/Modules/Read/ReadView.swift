import SozlukBase
import SozlukWordbook
import TerminalUI

/// The read screen: the text wrapped with a cursor on a word, its marks (starred, unknown to
/// the dictionaries), and the cursor's word explained beside the text or below it.
@MainActor
public final class ReadView: Screen, ReadViewInput {
    public var output: (any ReadViewOutput)?
    public var events: ScreenEvents? { output }
    private var model = ReadViewModel()
    private var article = ArticlePane()
    /// The text wrapped at the width last drawn; made again only when either changes.
    private var layout: (width: Int, text: ReadingText, lines: ReadTextLayout)?
    private var reportedLayout: (width: Int, visible: Int)?
    private var firstLine = 0
    /// Where the text and the explanation were last drawn, for what a click or the wheel is on.
    private var textPane: Canvas?
    private var explanationPane: Canvas?

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .read }

    public func handle(_ key: Key) -> Handling {
        if case .mouse(let event) = key { return handle(event) }
        guard let action = Self.keys.action(for: key) else { return .ignored }
        return output?.didRequest(action) ?? .ignored
    }

    /// A click selects the word under it, a double click opens it; the wheel moves by lines
    /// in the text, and scrolls the explanation when it is over that.
    private func handle(_ event: MouseEvent) -> Handling {
        let overExplanation = explanationPane?.localPoint(row: event.row, column: event.column) != nil
        switch event.kind {
        case .wheelDown: return output?.didRequest(overExplanation ? .scrollArticle(.lines(3)) : .nextLine) ?? .ignored
        case .wheelUp: return output?.didRequest(overExplanation ? .scrollArticle(.lines(-3)) : .previousLine) ?? .ignored
        case .click, .doubleClick:
            guard let point = textPane?.localPoint(row: event.row, column: event.column),
                  let word = layout?.lines.word(atLine: firstLine + point.row, column: point.column) else { return .ignored }
            _ = output?.didRequest(.select(word: word))
            return event.kind == .doubleClick ? output?.didRequest(.open) ?? .handled : .handled
        }
    }

    public func display(_ viewModel: ReadViewModel) {
        model = viewModel
        article.show(model.article)
    }

    public func scroll(_ request: ScrollRequest) {
        article.scroll(request)
    }

    public func render(on canvas: Canvas) {
        let content = ScreenChrome.draw(on: canvas, title: model.title, detail: model.detail + " ", status: model.status, hints: Self.hints, text: text)
        if let empty = model.emptyMessage {
            MessageLines.draw([empty], on: content)
            return
        }
        let (textArea, explanation) = Self.split(content)
        let body = textArea.pane(row: 0, column: 1, width: textArea.width - 2, height: textArea.height)
        drawText(on: body)
        explanationPane = explanation
        if let shown = model.article, let explanation { article.draw(shown, on: explanation, bodyIndent: 1) }
    }

    /// The text beside the explanation from 100 columns (three fifths of the width), above it
    /// when narrower; the explanation keeps at least four rows.
    static func split(_ content: Canvas) -> (text: Canvas, explanation: Canvas?) {
        if content.width >= PreviewLayout.besideWidth {
            let (text, explanation) = PreviewLayout.divide(content, besideAt: content.width * 3 / 5)
            return (text, explanation)
        }
        let textHeight = content.height - max(4, content.height * 2 / 5) - 1
        guard textHeight >= 1 else { return (content, nil) }
        let (text, explanation) = PreviewLayout.divide(content, aboveAt: textHeight)
        return (text, explanation)
    }

    private func drawText(on pane: Canvas) {
        let wrapped = wrappedText(width: pane.width)
        if reportedLayout?.width != pane.width || reportedLayout?.visible != pane.height {
            reportedLayout = (pane.width, pane.height)
            output?.didLayOut(wrapped.spots, visibleLines: pane.height)
        }
        keepSelectionVisible(in: wrapped, height: pane.height)
        textPane = pane
        for (row, line) in wrapped.lines.dropFirst(firstLine).prefix(pane.height).enumerated() {
            for segment in line {
                pane.write(segment.text, row: row, column: segment.column, style: style(of: segment.word))
            }
        }
    }

    private func wrappedText(width: Int) -> ReadTextLayout {
        if let layout, layout.width == width, layout.text == model.text { return layout.lines }
        let lines = ReadTextLayout(model.text, width: width)
        layout = (width, model.text, lines)
        reportedLayout = nil
        return lines
    }

    /// Scrolls as little as needed to show the cursor's line, with a line of context.
    private func keepSelectionVisible(in wrapped: ReadTextLayout, height: Int) {
        guard let line = wrapped.line(of: model.selection.lowerBound), height > 0 else { return }
        let margin = height > 4 ? 1 : 0
        if line - margin < firstLine { firstLine = max(0, line - margin) }
        if line + margin >= firstLine + height { firstLine = min(line + margin - height + 1, max(0, wrapped.lines.count - height)) }
        firstLine = max(0, min(firstLine, max(0, wrapped.lines.count - height)))
    }

    private func style(of word: Int?) -> Style {
        guard let word else { return .normal }
        if model.selection.contains(word) { return .selected }
        switch model.marks.indices.contains(word) ? model.marks[word] : .plain {
        case .plain: return .normal
        case .starred: return .star
        case .unknown: return .dim
        }
    }
}
