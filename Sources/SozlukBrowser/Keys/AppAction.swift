/// What the user asks of the app as a whole, whatever the screen.
public enum AppAction: Equatable, Sendable {
    case help, favorites, history, review, settings, back, redraw, suspend, quit
}
