import TerminalUI

extension FilterLine {
    /// The line over a filtered list (or Help's keys): `/ ` and the text, the cursor in it
    /// while it is typed.
    @MainActor
    func draw(on pane: Canvas, column: Int) {
        let start = pane.write("/ ", row: 0, column: column, style: .heading)
        pane.write(text, row: 0, column: start, style: .input)
        if isEditing { pane.placeCursor(row: 0, column: start + DisplayWidth.of(String(text.prefix(cursor)))) }
    }
}
