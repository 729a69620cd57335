/// Moves between the screens that can be reached from anywhere: Help, Favorites,
/// Settings, and back. The app asks it when a screen leaves a key to the app.
@MainActor
public final class AppRouter {
    private let navigator: NavigationStack
    private unowned let assembly: ModuleAssembly

    public init(navigator: NavigationStack, assembly: ModuleAssembly) {
        self.navigator = navigator
        self.assembly = assembly
    }

    public func showHelp() {
        if navigator.top?.kind == .help {
            navigator.pop()
        } else {
            navigator.push(assembly.makeScreen(for: .help))
        }
    }

    public func showFavorites() {
        open(.favorites, kind: .favorites)
    }

    public func showSettings() {
        open(.settings, kind: .settings)
    }

    public func back() {
        navigator.pop()
    }

    /// Opens a screen unless it is already on top; a Help overlay is closed first.
    private func open(_ route: Route, kind: ScreenKind) {
        if navigator.top?.kind == .help { navigator.pop() }
        if navigator.top?.kind == kind { return }
        navigator.push(assembly.makeScreen(for: route))
    }
}
