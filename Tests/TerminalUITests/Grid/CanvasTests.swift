import Testing
@testable import TerminalUI

@Suite @MainActor struct CanvasTests {
    @Test func textIsClippedToItsPaneWithAnEllipsis() {
        let grid = CellGrid(rows: 3, columns: 12)
        let canvas = Canvas(grid: grid)
        let pane = canvas.pane(row: 1, column: 2, width: 5, height: 1)
        pane.write("abcdefgh", row: 0)
        #expect(grid.text(ofRow: 1) == "  abcd…")
        pane.write("outside", row: 1)
        #expect(grid.text(ofRow: 2) == "")
    }

    @Test func aWideCharacterThatDoesNotFitIsCutNotHalved() {
        let grid = CellGrid(rows: 1, columns: 3)
        Canvas(grid: grid).write("a日", row: 0, column: 1)
        #expect(grid.text(ofRow: 0) == " a…")
        #expect(!grid.cells.contains { $0.isContinuation })
    }

    @Test func wideCharactersTakeTwoCells() {
        let grid = CellGrid(rows: 1, columns: 6)
        let end = Canvas(grid: grid).write("日本", row: 0)
        #expect(end == 4)
        #expect(grid[0, 1].isContinuation)
        #expect(grid.text(ofRow: 0) == "日本")
    }

    @Test func controlCharactersInDataAreNeverStored() {
        let grid = CellGrid(rows: 1, columns: 20)
        Canvas(grid: grid).write("x\u{1B}[31my", row: 0)
        #expect(!grid.cells.contains { $0.character.unicodeScalars.contains { $0.value == 0x1B } })
    }

    @Test func styledRunsAreCutAsOne() {
        let grid = CellGrid(rows: 1, columns: 6)
        Canvas(grid: grid).write(runs: [("ab", .normal), ("cd", .match), ("ef", .normal)], row: 0, column: 0, maxWidth: 5)
        #expect(grid.text(ofRow: 0) == "abcd…")
        #expect(grid[0, 2].style == .match)
    }

    @Test func memoryTerminalShowsWhatWasPresented() {
        let terminal = MemoryTerminal(rows: 2, columns: 10)
        let grid = CellGrid(rows: 2, columns: 10)
        Canvas(grid: grid).write("hello", row: 1)
        terminal.present(grid)
        #expect(terminal.text == "\nhello")
    }
}
