import TerminalUI
import SozlukCore

/// Help as a framed box over the screen it was opened from.
@MainActor
public final class HelpView: Screen, HelpViewInput {
    public var output: HelpViewOutput?
    public var events: ScreenEvents? { output }
    private var model = HelpViewModel()
    private var position = ScrollPosition()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .help }

    public func handle(_ key: Key) -> Handling {
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
        let width = min(canvas.width - 2, 76)
        let height = canvas.height - 2
        let box = canvas.pane(row: 1, column: (canvas.width - width) / 2, width: width, height: height)
        guard box.width >= 10, box.height >= 4 else { return }
        box.fill(style: .normal)
        drawFrame(box)
        let inner = box.pane(row: 1, column: 2, width: box.width - 4, height: box.height - 2)
        let lines = layout(width: inner.width)
        let firstLine = position.resolve(visible: inner.height, total: lines.count)
        for (row, line) in lines.dropFirst(firstLine).prefix(inner.height).enumerated() {
            inner.write(runs: line, row: row)
        }
    }

    private func layout(width: Int) -> [[(String, Style)]] {
        let keyWidth = min(26, width / 2)
        var lines: [[(String, Style)]] = []
        for section in model.sections {
            if !lines.isEmpty { lines.append([]) }
            lines.append([(section.title, .heading)])
            for binding in section.bindings {
                let keysWidth = DisplayWidth.of(binding.keys) + 2
                if keysWidth >= keyWidth {
                    // Keys too many for their column: the action goes under them, in its column.
                    lines.append([("  " + binding.keys, .title)])
                    lines.append([(String(repeating: " ", count: keyWidth), .normal), (binding.action, .normal)])
                } else {
                    let pad = String(repeating: " ", count: keyWidth - keysWidth)
                    lines.append([("  " + binding.keys + pad, .title), (binding.action, .normal)])
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
        let footer = " \(Self.footer(text)) "
        box.write(footer, row: box.height - 1, column: max(1, box.width - DisplayWidth.of(footer) - 2), style: .dim)
    }
}
