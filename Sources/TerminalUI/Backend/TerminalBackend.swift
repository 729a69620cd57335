public struct TerminalSize: Equatable, Sendable {
    public var rows: Int
    public var columns: Int
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// What the app needs from a terminal. Implemented by ncurses for real use and by an
/// in-memory grid for tests, so everything above this line never sees ncurses.
@MainActor
public protocol TerminalBackend: AnyObject {
    var size: TerminalSize { get }
    /// Shows a painted grid.
    func present(_ grid: CellGrid)
    /// Every key that is waiting, decoded; empty when nothing is.
    func readKeys() -> [Key]
    /// Re-reads the terminal size after SIGWINCH.
    func updateSize()
    /// Repaints everything on the next present (Ctrl-L after the screen got garbled).
    func invalidate()
    /// Turns clicks and the wheel on or off; false when the terminal has no mouse.
    @discardableResult
    func setMouse(_ on: Bool) -> Bool
    /// Paints with another set of colours from the next present on.
    func setTheme(_ theme: Theme)
    /// Gives the terminal back to the shell. Safe to call more than once.
    func stop()
}
