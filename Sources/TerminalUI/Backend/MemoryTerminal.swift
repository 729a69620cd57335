/// A terminal that lives in memory: tests type keys into it and read the screen as text.
@MainActor
public final class MemoryTerminal: TerminalBackend {
    public private(set) var size: TerminalSize
    public private(set) var screen: CellGrid
    public private(set) var presentCount = 0
    public private(set) var isStopped = false
    private var pendingKeys: [Key] = []

    public init(rows: Int = 24, columns: Int = 80) {
        size = TerminalSize(rows: rows, columns: columns)
        screen = CellGrid(rows: rows, columns: columns)
    }

    /// The last presented screen as lines of text.
    public var text: String { screen.text }

    public func type(_ keys: [Key]) { pendingKeys.append(contentsOf: keys) }

    /// Types every character of a string.
    public func type(_ text: String) { pendingKeys.append(contentsOf: text.map { Key.character($0) }) }

    public func resize(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
    }

    public func present(_ grid: CellGrid) {
        screen = grid
        presentCount += 1
    }

    public func readKeys() -> [Key] {
        defer { pendingKeys.removeAll() }
        return pendingKeys
    }

    public func updateSize() {}
    public func invalidate() {}
    public private(set) var isMouseOn = false
    public func setMouse(_ on: Bool) -> Bool {
        isMouseOn = on
        return true
    }
    public private(set) var theme = Theme.standard
    public func setTheme(_ theme: Theme) { self.theme = theme }
    public func stop() { isStopped = true }
}
