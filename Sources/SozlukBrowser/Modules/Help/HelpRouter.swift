import SozlukCore

/// Where Help leads: back to the screen under it.
@MainActor
public final class HelpRouter: HelpRouterInput {
    private unowned let navigator: Navigator

    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    public func close() {
        navigator.pop()
    }
}
