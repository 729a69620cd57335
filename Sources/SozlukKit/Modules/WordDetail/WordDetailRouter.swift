/// Where the word screen leads: back.
@MainActor
public final class WordDetailRouter: WordDetailRouterInput {
    private unowned let navigator: Navigator

    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    public func close() {
        navigator.pop()
    }
}
