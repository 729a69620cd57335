/// What a piece of text on screen is, not how it looks: each backend decides the look
/// (colours where the terminal has them and NO_COLOR is unset, attributes otherwise).
public enum Style: Hashable, Sendable, CaseIterable {
    case normal
    case title
    case heading
    case selected
    case dim
    case match
    case star
    case error
    case statusBar
    case keyHint
    case input
}
