import SozlukWordbook
import TerminalUI

/// The parts every screen has: a title bar on top, a status line and a key-hint bar at
/// the bottom. Returns the pane left for the screen's own content.
@MainActor
public enum ScreenChrome {
    public static func draw(on canvas: Canvas, title: String, detail: String = "", status: StatusMessage?, hints: [KeyBinding],
                            text: Localizer) -> Canvas {
        canvas.fill(row: 0, style: .title)
        let end = canvas.write(" " + title, row: 0, style: .title)
        if !detail.isEmpty {
            let width = DisplayWidth.of(detail) + 1
            canvas.write(detail, row: 0, column: max(end + 2, canvas.width - width), style: .title)
        }
        let hintRow = canvas.height - 1
        canvas.fill(row: hintRow, style: .statusBar)
        drawHints(hints.map { $0.localized(text) }, on: canvas, row: hintRow)
        let statusLines = status.map { Self.lines(of: $0.text, width: canvas.width - 2) } ?? []
        for (index, line) in statusLines.enumerated() {
            canvas.write(line, row: hintRow - statusLines.count + index, column: 1, style: status?.isError == true ? .error : .dim)
        }
        return canvas.pane(row: 1, height: max(0, canvas.height - 2 - max(1, statusLines.count)))
    }

    /// A status message on one line, or on two when it is longer (the content gives up a row:
    /// a question's answers, a file's name are the point); longer still, the second line is
    /// shortened in the middle so the message's end stays.
    static func lines(of text: String, width: Int) -> [String] {
        guard DisplayWidth.of(text) > width, width > 0 else { return [text] }
        // Shortened (a path by its folders first) only as much as two lines need, and before
        // wrapping, so no word is split between the lines.
        var budget = 2 * width
        while budget > width {
            let shortened = MiddleShortening.fit(text, toWidth: budget)
            let wrapped = TextLayout.wrap(shortened, toWidth: width)
            if wrapped.count <= 2, !splitsAWord(wrapped, of: shortened) { return wrapped }
            budget -= 2
        }
        return [MiddleShortening.fit(text, toWidth: width)]
    }

    /// Whether wrapping cut a word in two (a long path): its halves are no words of the text.
    private static func splitsAWord(_ lines: [String], of text: String) -> Bool {
        guard lines.count == 2, let last = lines[0].split(separator: " ").last, let first = lines[1].split(separator: " ").first else { return false }
        return text.contains(String(last) + String(first)) && !text.contains(String(last) + " " + String(first))
    }

    /// Whole hints only: the ones that do not fit are left out, never cut in half, minor ones
    /// first, the way out and to help last of all (at 40 columns a new user still sees F1 Help,
    /// F10 Quit). When they do not all fit, the short form (one space between hints, not two)
    /// makes room for more. What is shown keeps the table's order.
    /// Narrower still, hints that have a short action (a grade's wait) say only that.
    private static func drawHints(_ full: [KeyBinding], on canvas: Canvas, row: Int) {
        let shortest = full.map { hint in
            var short = hint
            if let action = hint.shortAction { short.action = action }
            return short
        }
        // The fullest form that shows the most hints.
        let forms = [(full, 2), (full, 1), (shortest, 1)].map { hints, spacing in (hints, spacing, choose(hints, width: canvas.width, spacing: spacing)) }
        var best = forms[0]
        for form in forms.dropFirst() where form.2.filter({ $0 }).count > best.2.filter({ $0 }).count { best = form }
        let (hints, spacing, shown) = best
        let isShort = spacing == 1
        var runs: [(String, Style)] = []
        var used = 0
        for (index, hint) in hints.enumerated() where shown[index] {
            let width = Self.width(of: hint, spacing: spacing)
            if let key = hint.key { canvas.addHotspot(row: row, columns: used..<(used + width), key: key) }
            used += width
            runs.append((" " + hint.keys, .keyHint))
            runs.append((" " + hint.action + (isShort ? "" : " "), .statusBar))
        }
        canvas.write(runs: runs, row: row)
    }

    /// Which hints get their room, by rank.
    private static func choose(_ hints: [KeyBinding], width: Int, spacing: Int) -> [Bool] {
        var room = width
        var shown = Array(repeating: false, count: hints.count)
        for rank in 0..<3 {
            for (index, hint) in hints.enumerated() where Self.rank(of: hint) == rank && Self.width(of: hint, spacing: spacing) <= room {
                shown[index] = true
                room -= Self.width(of: hint, spacing: spacing)
            }
        }
        return shown
    }

    /// " keys action" and the space before the next hint.
    private static func width(of hint: KeyBinding, spacing: Int) -> Int {
        DisplayWidth.of(hint.keys) + DisplayWidth.of(hint.action) + 1 + spacing
    }

    /// The order hints get their room in: Help (F1) and Quit (F10) whatever the width, then
    /// the others, then the minor ones.
    static func rank(of hint: KeyBinding) -> Int {
        if hint.key == .function(1) || hint.key == .function(10) { return 0 }
        return hint.isMinor ? 2 : 1
    }
}

/// Keeps a highlighted row on screen: the first visible row moves only when the
/// highlight would leave the pane.
public struct ListScroller: Equatable, Sendable {
    public private(set) var firstVisible = 0

    public init() {}

    public mutating func scroll(toShow selected: Int?, visibleRows: Int, count: Int) -> Range<Int> {
        guard visibleRows > 0, count > 0 else { return 0..<0 }
        if let selected {
            if selected < firstVisible { firstVisible = selected }
            if selected >= firstVisible + visibleRows { firstVisible = selected - visibleRows + 1 }
        }
        firstVisible = max(0, min(firstVisible, count - visibleRows))
        return firstVisible..<min(count, firstVisible + visibleRows)
    }
}
