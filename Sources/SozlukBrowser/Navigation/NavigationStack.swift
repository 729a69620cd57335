
/// How Routers move between screens.
@MainActor
public protocol Navigator: AnyObject {
    var screens: [Screen] { get }
    func push(_ screen: Screen)
    /// Removes the top screen; the root stays.
    func pop()
    func replaceRoot(with screen: Screen)
}

/// The app's stack of screens. It owns them; only the top one gets keys.
@MainActor
public final class NavigationStack: Navigator {
    public private(set) var screens: [Screen] = []

    public init() {}

    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        screens.append(screen)
        screen.screenWillAppear()
    }

    public func pop() {
        guard screens.count > 1 else { return }
        screens.removeLast()
        screens.last?.screenWillAppear()
    }

    public func replaceRoot(with screen: Screen) {
        screens = [screen]
        screen.screenWillAppear()
    }

    /// The screens to draw, bottom first: the top one and, under an overlay, what it covers.
    public var visibleScreens: [Screen] {
        guard let lastOpaque = screens.lastIndex(where: { !$0.isOverlay }) else { return screens }
        return Array(screens[lastOpaque...])
    }
}
