import TerminalUI
import SozlukCore

/// The word screen: the headword and its article, wrapped to the width and scrollable.
@MainActor
public final class WordDetailView: Screen, WordDetailViewInput {
    public var output: WordDetailViewOutput?
    public var events: ScreenEvents? { output }
    private var model = WordDetailViewModel()
    private var position = ScrollPosition()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .word }

    public func handle(_ key: Key) -> Handling {
        if let scroll = ScrollKeys.request(for: key) { return output?.didRequest(.scroll(scroll)) ?? .ignored }
        guard let action = Self.keys.action(for: key) else { return .ignored }
        return output?.didRequest(action) ?? .ignored
    }

    public func display(_ viewModel: WordDetailViewModel) {
        model = viewModel
    }

    public func scroll(_ request: ScrollRequest) {
        position.request(request)
    }

    public func render(on canvas: Canvas) {
        let content = ScreenChrome.draw(on: canvas, title: model.title, detail: model.dictionaryName + " ", status: model.status, hints: Self.hints(isFavorite: model.isFavorite), text: text)
        var header: [(String, Style)] = [(model.headword, .heading)]
        if model.isFavorite { header.append(("  ★", .star)) }
        content.write(runs: header, row: 0, column: 2)
        let body = content.pane(row: 2, column: 2, width: content.width - 3, height: content.height - 2)
        let lines = ArticleLayout.lines(for: model.blocks, width: body.width)
        let firstLine = position.resolve(visible: body.height, total: lines.count)
        for (row, line) in lines.dropFirst(firstLine).prefix(body.height).enumerated() {
            body.write(line.text, row: row, column: line.indent, style: line.style)
        }
        if lines.count > body.height, body.height > 0 {
            let shownTo = min(lines.count, firstLine + body.height)
            content.write("\(shownTo * 100 / lines.count)%", row: 0, column: content.width - 6, style: .dim)
        }
    }
}
