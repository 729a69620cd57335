
/// The first visible line of scrollable text. Requests queue up until the next render,
/// because only then is the wrapped height known.
public struct ScrollPosition: Equatable, Sendable {
    public private(set) var firstLine = 0
    private var pending: [ScrollRequest] = []

    public init() {}

    public mutating func request(_ request: ScrollRequest) {
        pending.append(request)
    }

    /// Applies the queued requests for a pane of `visible` lines showing `total` lines.
    public mutating func resolve(visible: Int, total: Int) -> Int {
        let last = max(0, total - visible)
        for request in pending {
            switch request {
            case .lines(let n): firstLine += n
            case .pages(let n): firstLine += n * max(1, visible - 1)
            case .top: firstLine = 0
            case .bottom: firstLine = last
            }
            firstLine = min(max(0, firstLine), last)
        }
        pending.removeAll()
        firstLine = min(max(0, firstLine), last)
        return firstLine
    }
}
