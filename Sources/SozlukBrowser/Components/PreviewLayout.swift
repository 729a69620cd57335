import TerminalUI

/// Where a list and the preview of its highlighted word go, from the shape of the pane they
/// share: side by side when it is wide, the preview below when the terminal is taller than
/// it is wide (a cell is about twice as tall as it is wide), no preview when it is narrow.
public enum PreviewLayout {
    /// Narrower than this, the list keeps every column.
    public static let minimumWidth = 60
    /// From this width on, the preview goes beside the list.
    public static let besideWidth = 100

    public enum Placement: Equatable, Sendable {
        case hidden, beside, below
    }

    public static func placement(width: Int, height: Int, terminalRows: Int) -> Placement {
        if width >= besideWidth { return .beside }
        if width >= minimumWidth, terminalRows * 2 >= width, height >= 12 { return .below }
        return .hidden
    }

    /// Splits `pane` and draws the rule between the parts; the preview is nil when it has no room.
    @MainActor
    public static func split(_ pane: Canvas, terminalRows: Int, showsPreview: Bool) -> (list: Canvas, preview: Canvas?) {
        guard showsPreview else { return (pane, nil) }
        switch placement(width: pane.width, height: pane.height, terminalRows: terminalRows) {
        case .hidden:
            return (pane, nil)
        case .beside:
            // The list keeps room for a headword and its summary; the article gets the rest.
            let listWidth = min(80, max(40, pane.width * 2 / 5))
            for row in 0..<pane.height { pane.write("│", row: row, column: listWidth, style: .dim) }
            return (pane.pane(row: 0, width: listWidth, height: pane.height),
                    pane.pane(row: 0, column: listWidth + 1, height: pane.height))
        case .below:
            let listHeight = max(4, pane.height * 2 / 5)
            pane.write(String(repeating: "─", count: pane.width), row: listHeight, style: .dim)
            return (pane.pane(row: 0, height: listHeight), pane.pane(row: listHeight + 1, height: pane.height - listHeight - 1))
        }
    }
}
