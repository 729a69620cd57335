import TerminalUI
import SozlukCore

/// The Review screen: a flashcard, its answer on request, the grade keys.
@MainActor
public final class ReviewView: Screen, ReviewViewInput {
    public var output: ReviewViewOutput?
    public var events: ScreenEvents? { output }
    private var model = ReviewViewModel()
    /// Where a long answer is scrolled to; back to its top for every card.
    private var position = ScrollPosition()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .review }

    public func handle(_ key: Key) -> Handling {
        guard let action = Self.keys.action(for: key) else { return .ignored }
        return output?.didRequest(action) ?? .ignored
    }

    public func display(_ viewModel: ReviewViewModel) {
        if viewModel.headword != model.headword || viewModel.isRevealed != model.isRevealed { position.request(.top) }
        model = viewModel
    }

    public func scroll(_ request: ScrollRequest) {
        position.request(request)
    }

    public func render(on canvas: Canvas) {
        let pane = ScreenChrome.draw(on: canvas, title: model.title, detail: model.progress, status: model.status,
                                     hints: Self.hints(isRevealed: model.isRevealed, hasCard: model.hasCard, waits: model.gradeWaits), text: text)
        guard let headword = model.headword else {
            MessageLines.draw(model.message, on: pane)
            return
        }
        let top = max(1, pane.height / 4)
        let width = DisplayWidth.of(headword)
        pane.write(headword, row: top, column: max(2, (pane.width - width) / 2), style: .heading)
        let dictionary = model.dictionary
        pane.write(dictionary, row: top + 1, column: max(2, (pane.width - DisplayWidth.of(dictionary)) / 2), style: .dim)
        guard model.isRevealed else {
            let hint = text("Space shows the answer")
            pane.write(hint, row: top + 3, column: max(2, (pane.width - DisplayWidth.of(hint)) / 2), style: .dim)
            return
        }
        let margin = max(2, pane.width / 8)
        let lines = model.answer.flatMap { TextLayout.wrap($0, toWidth: max(10, pane.width - 2 * margin)) }
        let room = max(1, pane.height - top - 3)
        // A longer answer says so on its last row, and scrolls.
        let fits = lines.count <= room
        let visible = fits ? room : max(1, room - 1)
        let first = position.resolve(visible: visible, total: lines.count)
        for (index, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            pane.write(line, row: top + 3 + index, column: margin)
        }
        if !fits {
            let below = lines.count - first - visible
            var parts: [String] = []
            if first > 0 { parts.append(text("↑ {1} above: k, PgUp", text.number(first))) }
            if below > 0 { parts.append(text("↓ {1} more lines: j, PgDn", text.number(below))) }
            pane.write(parts.joined(separator: "  "), row: top + 3 + visible, column: margin, style: .dim)
        }
    }
}
