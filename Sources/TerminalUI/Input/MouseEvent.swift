/// A click or a turn of the wheel, at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case click, doubleClick, wheelUp, wheelDown
    }

    public var kind: Kind
    public var row: Int
    public var column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}

/// Tells a double click from two clicks: a second press on the same cell soon after the
/// first. The time is given, so the rule is tested without waiting.
public struct DoubleClickDetector: Sendable {
    /// Milliseconds between the presses of a double click (GTK's and xterm's default is 400-500).
    public static let interval: Int64 = 400
    private var last: (row: Int, column: Int, time: Int64)?

    public init() {}

    public mutating func kind(ofPressAt row: Int, _ column: Int, milliseconds now: Int64) -> MouseEvent.Kind {
        if let last, last.row == row, last.column == column, now - last.time <= Self.interval {
            self.last = nil
            return .doubleClick
        }
        last = (row, column, now)
        return .click
    }
}
