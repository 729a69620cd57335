
/// Everything the History screen shows, as plain values.
public typealias HistoryViewModel = ListScreenViewModel<HistoryRowViewModel>

public struct HistoryRowViewModel: Equatable, Sendable {
    public var headword: String
    public var dictionary: String
    /// How often, as shown: `3×`.
    public var lookups: String
    /// When last, as shown: `14:05`, `yesterday 09:12`, `21 Nov`.
    public var when: String
    public var summary: String
    public var isAvailable: Bool
}
