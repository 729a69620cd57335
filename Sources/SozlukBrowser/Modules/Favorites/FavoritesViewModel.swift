
/// Everything the Favorites screen shows, as plain values.
public typealias FavoritesViewModel = ListScreenViewModel<FavoriteRowViewModel>

public struct FavoriteRowViewModel: Equatable, Sendable {
    public var headword: String
    public var dictionary: String
    public var summary: String
    /// False after the star was removed here: the row stays until the screen is reopened,
    /// so a slip of the finger can be undone with the same key.
    public var isStarred: Bool
    public var isAvailable: Bool
}
