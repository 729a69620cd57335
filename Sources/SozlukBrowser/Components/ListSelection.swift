
/// The highlighted row of a list and how it moves. Presenters own one; the View reports
/// how many rows fit so that a page move goes by a page.
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

    public mutating func apply(_ move: ListMove) {
        switch move {
        case .up: self.move(by: -1)
        case .down: self.move(by: 1)
        case .pageUp: self.move(by: -max(1, pageSize - 1))
        case .pageDown: self.move(by: max(1, pageSize - 1))
        case .first: select(0)
        case .last: select(count - 1)
        case .to(let row): select(row)
        case .by(let delta): self.move(by: delta)
        }
    }

    private mutating func move(by delta: Int) {
        select(index + delta)
    }
}
