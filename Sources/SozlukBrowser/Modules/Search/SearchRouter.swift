import SozlukCore

/// Where the Search screen leads.
@MainActor
public final class SearchRouter: SearchRouterInput {
    private unowned let navigator: Navigator
    private unowned let assembly: ModuleAssembly

    public init(navigator: Navigator, assembly: ModuleAssembly) {
        self.navigator = navigator
        self.assembly = assembly
    }

    public func openWord(_ word: WordReference) {
        navigator.push(assembly.makeWordDetail(for: word))
    }
}
