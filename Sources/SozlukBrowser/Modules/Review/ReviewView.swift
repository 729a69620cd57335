import TerminalUI
import SozlukCore

/// The Review screen: a flashcard, its answer on request, the grade keys.
@MainActor
public final class ReviewView: Screen, ReviewViewInput {
    public var output: ReviewViewOutput?
    public var events: ScreenEvents? { output }
    private var model = ReviewViewModel()

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
        model = viewModel
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
        var row = top + 3
        let margin = max(2, pane.width / 8)
        for line in model.answer {
            for piece in TextLayout.wrap(line, toWidth: max(10, pane.width - 2 * margin)) where row < pane.height {
                pane.write(piece, row: row, column: margin)
                row += 1
            }
        }
    }
}
