import TerminalUI

/// A few lines of explanation where a list would be (nothing found, nothing yet):
/// the first as a heading.
@MainActor
public enum MessageLines {
    /// Each line wrapped to the pane, never cut while there is room below.
    public static func draw(_ lines: [String], on pane: Canvas) {
        var row = 1
        for (index, line) in lines.enumerated() {
            for part in TextLayout.wrap(line, toWidth: max(1, pane.width - 3)) {
                pane.write(part, row: row, column: 2, style: index == 0 ? .heading : .normal)
                row += 1
            }
        }
    }
}
