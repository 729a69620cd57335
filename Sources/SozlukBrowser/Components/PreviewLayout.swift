import TerminalUI

/// Where a list and the preview of its highlighted word go, from the shape of the pane they
/// share: side by side when it is wide, the preview below when the terminal is taller than
/// it is wide (a cell is about twice as tall as it is wide), no preview when it is narrow.
public enum PreviewLayout {
    /// Narrower than this, the list keeps every column.
    public static let minimumWidth = 60
    /// From this width on, the preview goes beside the list.
    public static let besideWidth = 100

    public static func placement(width: Int, height: Int, terminalRows: Int) -> PreviewPlacement {
        if width >= besideWidth { return .beside }
        if width >= minimumWidth, terminalRows * 2 >= width, height >= 12 { return .below }
        return .hidden
    }

    /// Splits `pane` and draws the rule between the parts; the preview is nil when it is not
    /// shown or has no room. `placement` is where it goes (or would go) at this size.
    @MainActor
    public static func split(_ pane: Canvas, terminalRows: Int, showsPreview: Bool) -> (list: Canvas, preview: Canvas?, placement: PreviewPlacement) {
        let placement = placement(width: pane.width, height: pane.height, terminalRows: terminalRows)
        guard showsPreview else { return (pane, nil, placement) }
        switch placement {
        case .hidden:
            return (pane, nil, placement)
        case .beside:
            // Half for the list, so a row keeps its headword, how it matched and a gloss.
            let listWidth = min(80, max(40, pane.width / 2))
            for row in 0..<pane.height { pane.write("│", row: row, column: listWidth, style: .dim) }
            return (pane.pane(row: 0, width: listWidth, height: pane.height),
                    pane.pane(row: 0, column: listWidth + 1, height: pane.height), placement)
        case .below:
            let listHeight = max(4, pane.height * 2 / 5)
            pane.write(String(repeating: "─", count: pane.width), row: listHeight, style: .dim)
            return (pane.pane(row: 0, height: listHeight), pane.pane(row: listHeight + 1, height: pane.height - listHeight - 1), placement)
        }
    }
}
