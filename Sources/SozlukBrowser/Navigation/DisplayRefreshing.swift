
/// Lets a Presenter ask for a repaint after work that finished in the background (the app
/// repaints by itself after every key).
@MainActor
public protocol DisplayRefreshing: AnyObject {
    func setNeedsDisplay()
}
