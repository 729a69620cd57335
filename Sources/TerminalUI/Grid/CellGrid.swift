/// One screen cell: a grapheme cluster (or nothing, for the right half of a wide character).
public struct Cell: Equatable, Sendable {
    public var character: Character
    public var style: Style
    /// True for the second column of a double-width character.
    public var isContinuation: Bool

    public static let blank = Cell(character: " ", style: .normal, isContinuation: false)
}

/// Cells of a row that press a key when clicked.
public struct Hotspot: Equatable, Sendable {
    public var row: Int
    public var columns: Range<Int>
    public var key: Key
}

public struct Point: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// The whole screen as cells. Views paint into it through `Canvas`; a backend shows it.
public final class CellGrid {
    public let rows: Int
    public let columns: Int
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should blink, or nil to hide it.
    public var cursor: Point?
    /// Places a click presses a key (the key-hint bar).
    public var hotspots: [Hotspot] = []

    /// The key a click at this cell presses, if any; the last one drawn there wins.
    public func hotspot(atRow row: Int, column: Int) -> Key? {
        hotspots.last { $0.row == row && $0.columns.contains(column) }?.key
    }

    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The visible text of one row, wide characters once, trailing spaces removed.
    public func text(ofRow row: Int) -> String {
        var line = ""
        for column in 0..<columns {
            let cell = self[row, column]
            if !cell.isContinuation { line.append(cell.character) }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The whole screen as lines of text, for tests and snapshots.
    public var text: String {
        (0..<rows).map { text(ofRow: $0) }.joined(separator: "\n")
    }
}
