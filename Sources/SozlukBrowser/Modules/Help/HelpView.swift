import SozlukWordbook
import TerminalUI

/// Help as a framed box over the screen it was opened from, as wide as the terminal allows
/// (up to a comfortable reading width), every line wrapped, never cut.
@MainActor
public final class HelpView: Screen, HelpViewInput {
    public var output: (any HelpViewOutput)?
    public var events: ScreenEvents? { output }
    private var model = HelpViewModel()
    private var position = ScrollPosition()
    /// Wider than this, lines get too long to read in one sweep of the eye.
    static let widest = 120

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .help }

    public func handle(_ key: Key) -> Handling {
        if model.filter?.isEditing == true, let input = FilterKeys.input(for: key) { return output?.didRequest(.filter(input)) ?? .ignored }
        if let scroll = ScrollKeys.request(for: key) { return output?.didRequest(.scroll(scroll)) ?? .ignored }
        guard let action = Self.keys.action(for: key) else { return .ignored }
        return output?.didRequest(action) ?? .ignored
    }

    public var isOverlay: Bool { true }

    public func display(_ viewModel: HelpViewModel) {
        model = viewModel
    }

    public func scroll(_ request: ScrollRequest) {
        position.request(request)
    }

    public func render(on canvas: Canvas) {
        // The whole width when narrow (nothing of the screen below shows at the edge).
        let width = canvas.width <= Self.widest + 2 ? canvas.width : Self.widest
        let height = canvas.height - 2
        let box = canvas.pane(row: 1, column: (canvas.width - width) / 2, width: width, height: height)
        guard box.width >= 10, box.height >= 4 else { return }
        box.fill(style: .normal)
        drawFrame(box)
        var inner = box.pane(row: 1, column: 2, width: box.width - 4, height: box.height - 2)
        if let filter = model.filter {
            filter.draw(on: inner.pane(row: 0, height: 1), column: 0)
            inner = inner.pane(row: 1, height: inner.height - 1)
        }
        if let empty = model.emptyMessage {
            inner.write(empty, row: 1, style: .dim)
            return
        }
        let lines = Self.layout(model.sections, width: inner.width)
        let firstLine = position.resolve(visible: inner.height, total: lines.count)
        for (row, line) in lines.dropFirst(firstLine).prefix(inner.height).enumerated() {
            inner.write(runs: line, row: row)
        }
    }

    /// The sections as lines: keys in a column, what they do beside them, wrapped in its own
    /// column; keys too wide for their column get a line of their own above.
    static func layout(_ sections: [HelpSection], width: Int) -> [[(String, Style)]] {
        let keyWidth = min(26, width / 3)
        let actionWidth = max(1, width - keyWidth)
        let indent = String(repeating: " ", count: keyWidth)
        var lines: [[(String, Style)]] = []
        for section in sections {
            if !lines.isEmpty { lines.append([]) }
            lines.append([(section.title, .heading)])
            for line in section.lines {
                let keysWidth = DisplayWidth.of(line.keys) + 2
                var keys = "  " + line.keys + String(repeating: " ", count: max(0, keyWidth - keysWidth))
                if keysWidth >= keyWidth {
                    lines += TextLayout.wrap(line.keys, toWidth: max(1, width - 2)).map { [("  " + $0, .title)] }
                    keys = indent
                }
                for (index, part) in TextLayout.wrap(line.action, toWidth: actionWidth).enumerated() {
                    lines.append([(index == 0 ? keys : indent, .title), (part, .normal)])
                }
            }
        }
        return lines
    }

    private func drawFrame(_ box: Canvas) {
        let horizontal = String(repeating: "─", count: max(0, box.width - 2))
        box.write("┌" + horizontal + "┐", row: 0, style: .dim)
        box.write("└" + horizontal + "┘", row: box.height - 1, style: .dim)
        for row in 1..<(box.height - 1) {
            box.write("│", row: row, style: .dim)
            box.write("│", row: row, column: box.width - 1, style: .dim)
        }
        box.write(" \(model.title) ", row: 0, column: 3, style: .heading)
        // Whole parts of the footer only, the first (how to close) kept longest.
        var parts = model.footer
        while parts.count > 1, DisplayWidth.of(" " + parts.joined(separator: " · ") + " ") > box.width - 4 { parts.removeLast() }
        let footer = " " + parts.joined(separator: " · ") + " "
        guard DisplayWidth.of(footer) <= box.width - 4 else { return }
        box.write(footer, row: box.height - 1, column: max(1, box.width - DisplayWidth.of(footer) - 2), style: .dim)
    }
}
