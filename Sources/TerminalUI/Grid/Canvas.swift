import SafeText

public struct Rect: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// A rectangular pane of the grid. Everything written through it is clipped to the pane
/// and sanitised, so no View can draw outside its region or emit control characters.
public struct Canvas {
    public let grid: CellGrid
    public let bounds: Rect

    public init(grid: CellGrid) {
        self.init(grid: grid, bounds: Rect(row: 0, column: 0, width: grid.columns, height: grid.rows))
    }

    init(grid: CellGrid, bounds: Rect) {
        self.grid = grid
        self.bounds = bounds
    }

    public var width: Int { bounds.width }
    public var height: Int { bounds.height }

    /// A pane inside this one, in this pane's coordinates, clipped to it.
    public func pane(row: Int, column: Int = 0, width: Int? = nil, height: Int) -> Canvas {
        let top = min(max(0, row), bounds.height)
        let left = min(max(0, column), bounds.width)
        let w = min(width ?? (bounds.width - left), bounds.width - left)
        let h = min(height, bounds.height - top)
        return Canvas(grid: grid, bounds: Rect(row: bounds.row + top, column: bounds.column + left, width: w, height: h))
    }

    /// Makes a run of this pane's row press `key` when clicked (clipped to the pane).
    public func addHotspot(row: Int, columns: Range<Int>, key: Key) {
        guard (0..<bounds.height).contains(row) else { return }
        let clipped = columns.clamped(to: 0..<bounds.width)
        guard !clipped.isEmpty else { return }
        grid.hotspots.append(Hotspot(row: bounds.row + row, columns: (bounds.column + clipped.lowerBound)..<(bounds.column + clipped.upperBound), key: key))
    }

    /// Where a screen cell is in this pane, or nil when outside it.
    public func localPoint(row: Int, column: Int) -> Point? {
        let local = Point(row: row - bounds.row, column: column - bounds.column)
        guard (0..<bounds.height).contains(local.row), (0..<bounds.width).contains(local.column) else { return nil }
        return local
    }

    /// Fills a row of the pane with spaces in a style (a bar's background).
    public func fill(row: Int, style: Style) {
        guard (0..<bounds.height).contains(row) else { return }
        for column in 0..<bounds.width {
            grid[bounds.row + row, bounds.column + column] = Cell(character: " ", style: style, isContinuation: false)
        }
    }

    public func fill(style: Style) {
        for row in 0..<bounds.height { fill(row: row, style: style) }
    }

    /// Writes text at a position, cut with an ellipsis at the pane's edge (or at
    /// `maxWidth` columns). Returns the column after the text.
    @discardableResult
    public func write(_ text: String, row: Int, column: Int = 0, maxWidth: Int? = nil, style: Style = .normal) -> Int {
        write(runs: [(text, style)], row: row, column: column, maxWidth: maxWidth)
    }

    /// Writes runs of text, each in its own style, one after another (a highlighted match),
    /// cut as a whole with an ellipsis when they do not fit.
    @discardableResult
    public func write(runs: [(String, Style)], row: Int, column: Int = 0, maxWidth: Int? = nil) -> Int {
        guard (0..<bounds.height).contains(row), column >= 0, column < bounds.width else { return column }
        let room = min(bounds.width - column, maxWidth ?? Int.max)
        var characters: [(Character, Style, Int)] = []
        var total = 0
        for (text, style) in runs {
            for character in TerminalSafeText.sanitize(text) {
                let w = DisplayWidth.of(character)
                characters.append((character, style, w))
                total += w
            }
        }
        if total > room {
            var used = 0
            var kept = 0
            while kept < characters.count, used + characters[kept].2 <= room - 1 {
                used += characters[kept].2
                kept += 1
            }
            let ellipsisStyle = characters[min(kept, characters.count - 1)].1
            characters.removeSubrange(kept...)
            if room > 0 { characters.append((TextLayout.ellipsis, ellipsisStyle, 1)) }
        }
        var x = column
        for (character, style, w) in characters {
            if w == 0 {
                attachZeroWidth(character, row: row, column: x)
                continue
            }
            put(character, width: w, row: row, column: x, style: style)
            x += w
        }
        return x
    }

    /// Places the terminal cursor inside this pane.
    public func placeCursor(row: Int, column: Int) {
        guard (0..<bounds.height).contains(row) else { return }
        grid.cursor = Point(row: bounds.row + row, column: bounds.column + min(max(0, column), max(0, bounds.width - 1)))
    }

    private func put(_ character: Character, width: Int, row: Int, column: Int, style: Style) {
        let y = bounds.row + row
        let x = bounds.column + column
        if width == 2 && column + 1 >= bounds.width {
            grid[y, x] = Cell(character: " ", style: style, isContinuation: false)
            return
        }
        grid[y, x] = Cell(character: character, style: style, isContinuation: false)
        if width == 2 {
            grid[y, x + 1] = Cell(character: " ", style: style, isContinuation: true)
        }
    }

    /// A combining mark on its own joins the character before it.
    private func attachZeroWidth(_ character: Character, row: Int, column: Int) {
        guard column > 0 else { return }
        let y = bounds.row + row
        var x = bounds.column + column - 1
        while x > bounds.column && grid[y, x].isContinuation { x -= 1 }
        var cell = grid[y, x]
        var combined = String(cell.character)
        combined.append(character)
        if combined.count == 1, let merged = combined.first { cell.character = merged }
        grid[y, x] = cell
    }
}
