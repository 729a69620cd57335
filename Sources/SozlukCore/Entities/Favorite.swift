/// A starred word, with when it was starred so the list can show the newest first.
public struct Favorite: Equatable, Sendable {
    public var word: WordReference
    /// Seconds since 1970, UTC.
    public var addedAt: Int64

    public init(word: WordReference, addedAt: Int64) {
        self.word = word
        self.addedAt = addedAt
    }
}
