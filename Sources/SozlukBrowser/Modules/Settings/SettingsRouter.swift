import SozlukCore

/// Where the Settings screen leads: back.
@MainActor
public final class SettingsRouter: SettingsRouterInput {
    private unowned let navigator: Navigator

    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    public func close() {
        navigator.pop()
    }
}
