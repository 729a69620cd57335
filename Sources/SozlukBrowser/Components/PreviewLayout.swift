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
            let (list, preview) = divide(pane, besideAt: min(80, max(40, pane.width / 2)))
            return (list, preview, placement)
        case .below:
            let (list, preview) = divide(pane, aboveAt: max(4, pane.height * 2 / 5))
            return (list, preview, placement)
        }
    }

    /// The pane cut in two side by side: `width` columns on the left, a rule, the rest.
    @MainActor
    public static func divide(_ pane: Canvas, besideAt width: Int) -> (left: Canvas, right: Canvas) {
        for row in 0..<pane.height { pane.write("│", row: row, column: width, style: .dim) }
        return (pane.pane(row: 0, width: width, height: pane.height), pane.pane(row: 0, column: width + 1, height: pane.height))
    }

    /// The pane cut in two one above the other: `height` rows on top, a rule, the rest.
    @MainActor
    public static func divide(_ pane: Canvas, aboveAt height: Int) -> (top: Canvas, bottom: Canvas) {
        pane.write(String(repeating: "─", count: pane.width), row: height, style: .dim)
        return (pane.pane(row: 0, height: height), pane.pane(row: height + 1, height: pane.height - height - 1))
    }
}
