import TerminalUI
import SozlukCore

/// The highlighted row of a list and the keys that move it. Presenters own one; the View
/// reports how many rows fit so that PgUp/PgDn move by a page.
public struct ListSelection: Equatable, Sendable {
    public private(set) var index: Int = 0
    public private(set) var count: Int = 0
    public var pageSize: Int = 10

    public init() {}

    public var selected: Int? { count > 0 ? index : nil }

    /// Sets a new row count, keeping the highlight in range (or at the top when `reset`).
    public mutating func update(count: Int, reset: Bool = false) {
        self.count = count
        index = reset ? 0 : min(index, max(0, count - 1))
    }

    public mutating func select(_ row: Int) {
        index = min(max(0, row), max(0, count - 1))
    }

    /// Moves for a navigation key; `letters` adds j/k/g/G for screens without a text field.
    /// Returns false when the key is not a movement key.
    public mutating func apply(_ key: Key, letters: Bool) -> Bool {
        switch key {
        case .up, .control("p"): move(by: -1)
        case .down, .control("n"): move(by: 1)
        case .pageUp: move(by: -max(1, pageSize - 1))
        case .pageDown: move(by: max(1, pageSize - 1))
        case .home: select(0)
        case .end: select(count - 1)
        case .character("k") where letters: move(by: -1)
        case .character("j") where letters: move(by: 1)
        case .character("g") where letters: select(0)
        case .character("G") where letters: select(count - 1)
        default: return false
        }
        return true
    }

    private mutating func move(by delta: Int) {
        select(index + delta)
    }
}
