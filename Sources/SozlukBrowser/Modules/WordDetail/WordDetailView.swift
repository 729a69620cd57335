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
        // A new word with an answer to show opens scrolled to it; later paints keep the reader's place.
        if viewModel.answerBlock != nil, viewModel.headword != model.headword || viewModel.answerBlock != model.answerBlock {
            scrollsToAnswer = true
        }
        model = viewModel
    }

    /// Set when the page must open at its answer, once its lines are laid out at the width.
    private var scrollsToAnswer = false

    public func scroll(_ request: ScrollRequest) {
        position.request(request)
    }

    /// Where the page opens for an answer at line `answer`: with the homograph's number and
    /// pronunciation above it when they come right before, else a line of the sense before.
    static func contextStart(of answer: Int, in lines: [ArticleLayout.Line], blocks: [ArticleBlock]) -> Int {
        var top = answer
        while top > 0, answer - top < 3, blocks.indices.contains(lines[top - 1].block) {
            switch blocks[lines[top - 1].block] {
            case .homograph, .pronunciation, .source: top -= 1
            default: return top == answer ? top - 1 : top
            }
        }
        while top < answer, lines[top].text.isEmpty { top += 1 }
        return top
    }

    public func render(on canvas: Canvas) {
        let content = ScreenChrome.draw(on: canvas, title: model.title, detail: model.dictionaryName + " ", status: model.status, hints: Self.hints(isFavorite: model.isFavorite), text: text)
        var header: [(String, Style)] = [(model.headword, .heading)]
        if model.isFavorite { header.append(("  ★", .star)) }
        if let foundAs = model.foundAs { header.append(("  " + foundAs, .dim)) }
        content.write(runs: header, row: 0, column: 2)
        let body = content.pane(row: 2, column: 2, width: content.width - 3, height: content.height - 2)
        let lines = ArticleLayout.lines(for: model.blocks, width: body.width)
        if scrollsToAnswer, let answer = lines.firstIndex(where: { $0.block == model.answerBlock }) {
            scrollsToAnswer = false
            position.request(.top)
            position.request(.lines(Self.contextStart(of: answer, in: lines, blocks: model.blocks)))
        }
        let firstLine = position.resolve(visible: body.height, total: lines.count)
        for (row, line) in lines.dropFirst(firstLine).prefix(body.height).enumerated() {
            body.write(line.text, row: row, column: line.indent, style: line.block == model.answerBlock ? .match : line.style)
        }
        if lines.count > body.height, body.height > 0 {
            let shownTo = min(lines.count, firstLine + body.height)
            content.write("\(shownTo * 100 / lines.count)%", row: 0, column: content.width - 6, style: .dim)
        }
    }
}
