/// How far the View should scroll a page of text.
public enum ScrollRequest: Equatable, Sendable {
    case lines(Int)
    case pages(Int)
    case top
    case bottom
}
