/// The user's choices that outlive a session.
public struct Settings: Equatable, Sendable {
    /// The id of the dictionary searched, or nil for the first one found.
    public var activeDictionaryID: String?

    public init(activeDictionaryID: String? = nil) {
        self.activeDictionaryID = activeDictionaryID
    }
}
