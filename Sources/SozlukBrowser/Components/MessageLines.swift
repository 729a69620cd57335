import TerminalUI
import SozlukCore

/// A few lines of explanation where a list would be (nothing found, nothing yet):
/// the first as a heading.
@MainActor
public enum MessageLines {
    public static func draw(_ lines: [String], on pane: Canvas) {
        for (index, line) in lines.enumerated() {
            pane.write(line, row: index + 1, column: 2, style: index == 0 ? .heading : .normal)
        }
    }
}
