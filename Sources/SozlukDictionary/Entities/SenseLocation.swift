/// Where in a headword's articles the part that answers a query stands: the entry (among
/// homographs), the sense, and the example line when it is one (`give up — vaz geçmek`).
public struct SenseLocation: Equatable, Hashable, Sendable {
    public var entry: Int
    public var sense: Int
    public var example: String?

    public init(entry: Int, sense: Int, example: String? = nil) {
        self.entry = entry
        self.sense = sense
        self.example = example
    }
}
