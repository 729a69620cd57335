import SozlukCore

/// Builds modules on request, so Routers can open other screens without knowing how
/// they are wired. Implemented by the composition root.
@MainActor
public protocol ModuleAssembly: AnyObject {
    func makeSearch() -> Screen
    func makeWordDetail(for word: WordReference) -> Screen
    func makeFavorites() -> Screen
    func makeSettings() -> Screen
    func makeHelp() -> Screen
}
