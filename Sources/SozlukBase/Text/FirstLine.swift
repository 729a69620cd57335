extension StringProtocol {
    /// The text up to its first line break: what a one-line preview shows.
    public var firstLine: String {
        String(prefix { $0 != "\n" })
    }
}
