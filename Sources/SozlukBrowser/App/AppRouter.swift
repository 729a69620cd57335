/// Moves between the screens that can be reached from anywhere: Help, Favorites,
/// History, Review, Settings, and back. The app asks it when a screen leaves a key to the app.
@MainActor
public final class AppRouter {
    private let navigator: NavigationStack
    /// Held here for the whole session; every module's router holds it unowned.
    private let assembly: ModuleAssembly

    public init(navigator: NavigationStack, assembly: ModuleAssembly) {
        self.navigator = navigator
        self.assembly = assembly
    }

    public func showHelp() {
        if navigator.top?.kind == .help {
            navigator.pop()
        } else {
            navigator.push(assembly.makeScreen(for: .help(from: navigator.top?.kind ?? .search)))
        }
    }

    public func showFavorites() {
        open(.favorites)
    }

    public func showHistory() {
        open(.history)
    }

    public func showReview() {
        open(.review)
    }

    public func showSettings() {
        open(.settings)
    }

    public func back() {
        navigator.pop()
    }

    /// Opens a screen unless it is already on top; a Help overlay is closed first.
    private func open(_ route: Route) {
        if navigator.top?.kind == .help { navigator.pop() }
        if navigator.top?.kind == route.kind { return }
        navigator.push(assembly.makeScreen(for: route))
    }
}
