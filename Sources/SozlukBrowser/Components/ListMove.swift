/// A move of the highlight in a list, as the user asks for it.
public enum ListMove: Equatable, Sendable {
    case up, down, pageUp, pageDown, first, last
    /// A row clicked.
    case to(Int)
    /// Rows the wheel turned (negative: up).
    case by(Int)
}
