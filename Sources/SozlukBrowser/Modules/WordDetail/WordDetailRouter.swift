import SozlukCore

/// Where the word screen leads: back, or to a related word.
@MainActor
public final class WordDetailRouter: WordDetailRouterInput {
    private unowned let navigator: Navigator
    private unowned let assembly: ModuleAssembly

    public init(navigator: Navigator, assembly: ModuleAssembly) {
        self.navigator = navigator
        self.assembly = assembly
    }

    public func openWord(_ word: WordReference) {
        navigator.push(assembly.makeWordDetail(for: word))
    }

    public func close() {
        navigator.pop()
    }
}
