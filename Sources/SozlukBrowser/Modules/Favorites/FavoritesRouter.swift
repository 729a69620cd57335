
/// Where the Favorites screen leads: to a word, or back.
extension StackRouter: FavoritesRouterInput {}
