import SozlukWordbook
import TerminalUI

/// The Review screen: a flashcard, its answer on request, the grade keys.
@MainActor
public final class ReviewView: Screen, ReviewViewInput {
    public var output: (any ReviewViewOutput)?
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
        let margin = max(2, pane.width / 8)
        // The sentence stays on the card when it is turned, as the word does.
        let start = top + 3 + drawSentence(on: pane, row: top + 3, margin: margin, most: max(1, min(3, pane.height - top - 6)))
        guard model.isRevealed else {
            let hint = text("Space shows the answer")
            pane.write(hint, row: start, column: max(2, (pane.width - DisplayWidth.of(hint)) / 2), style: .dim)
            return
        }
        let lines = model.answer.flatMap { TextLayout.wrap($0, toWidth: max(10, pane.width - 2 * margin)) }
        let room = max(1, pane.height - start)
        // A longer answer says so on its last row, and scrolls.
        let fits = lines.count <= room
        let visible = fits ? room : max(1, room - 1)
        let first = position.resolve(visible: visible, total: lines.count)
        for (index, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            pane.write(line, row: start + index, column: margin)
        }
        if !fits {
            let below = lines.count - first - visible
            var parts: [String] = []
            if first > 0 { parts.append(text("↑ {1} above: k, PgUp", text.number(first))) }
            if below > 0 { parts.append(text("↓ {1} more lines: j, PgDn", text.number(below))) }
            pane.write(parts.joined(separator: "  "), row: start + visible, column: margin, style: .dim)
        }
    }

    /// The card's sentence, wrapped and centred, its word marked, in at most `most` lines:
    /// of a longer one, the lines from the word's on, an ellipsis where lines were left out.
    /// Returns the rows taken, a blank one after included.
    private func drawSentence(on pane: Canvas, row: Int, margin: Int, most: Int) -> Int {
        guard let sentence = model.sentence else { return 0 }
        let characters = Array(sentence)
        var spans: [Range<Int>] = []
        for line in TextLayout.wrap(sentence, toWidth: max(10, pane.width - 2 * margin - 2)) {
            // The lines are the sentence's words in order, one space between them dropped at each break.
            let start = spans.last.map { $0.upperBound < characters.count && characters[$0.upperBound] == " " ? $0.upperBound + 1 : $0.upperBound } ?? 0
            spans.append(start..<start + line.count)
        }
        let wordLine = model.sentenceWord.flatMap { word in spans.firstIndex { $0.contains(word.lowerBound) } } ?? 0
        let first = max(0, min(wordLine, spans.count - most))
        let shown = spans[first..<min(spans.count, first + most)]
        for (index, span) in zip(shown.indices, shown) {
            var runs = Self.runs(of: characters, in: span, marking: model.sentenceWord)
            if index == first && first > 0 { runs.insert((String(TextLayout.ellipsis), .normal), at: 0) }
            if index == shown.indices.last && index < spans.count - 1 { runs.append((String(TextLayout.ellipsis), .normal)) }
            let width = runs.reduce(0) { $0 + DisplayWidth.of($1.0) }
            pane.write(runs: runs, row: row + index - first, column: max(2, (pane.width - width) / 2))
        }
        return shown.count + 1
    }

    /// The characters of `span` as runs of text, those of `marked` in the match style.
    static func runs(of characters: [Character], in span: Range<Int>, marking marked: Range<Int>?) -> [(String, Style)] {
        guard let marked, marked.overlaps(span) else { return [(String(characters[span]), .normal)] }
        let inside = max(span.lowerBound, marked.lowerBound)..<min(span.upperBound, marked.upperBound)
        return [(String(characters[span.lowerBound..<inside.lowerBound]), .normal), (String(characters[inside]), .match),
                (String(characters[inside.upperBound..<span.upperBound]), .normal)].filter { !$0.0.isEmpty }
    }
}
