import TerminalUI

/// The keys of the preview pane beside a list: the same on every screen that has one. Shift
/// with the moving keys scrolls it, as in fzf, so the plain keys keep moving in the list.
public enum PreviewKeys {
    public static func rows<Action>(toggle: Action, scroll: @escaping (ScrollRequest) -> Action) -> [KeyRow<Action>] {
        [
            KeyRow("Preview of the highlighted word on or off (remembered)", [.function(6)], toggle),
            KeyRow("Scroll the preview", pairs: [(.shiftDown, scroll(.lines(1))), (.shiftUp, scroll(.lines(-1))),
                                                 (.shiftPageDown, scroll(.pages(1))), (.shiftPageUp, scroll(.pages(-1)))]),
        ]
    }

    /// Its place in the hint bar is after F5 and before F10: F-keys in order.
    public static let hint = KeyBinding("F6", "Preview", key: .function(6), isMinor: true)

    /// The hint bar of a list screen with a preview: its own hints, the app's F-keys with
    /// the preview's among them in order, Quit last.
    public static func hints(_ own: [KeyBinding], app: [AppAction]) -> [KeyBinding] {
        own + AppKeys.table.hints(for: app) + [hint] + AppKeys.table.hints(for: [.quit])
    }
}
