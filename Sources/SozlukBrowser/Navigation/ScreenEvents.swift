/// What every View tells its Presenter; `ActionRequests` adds `didRequest`
/// for each screen's own actions.
@MainActor
public protocol ScreenEvents: AnyObject {
    /// The screen became the top one: pushed, or uncovered by a pop.
    func viewWillAppear()
    /// A batch of keys (all that was waiting) has been handled: the time for work that
    /// only the last of them needs.
    func didFinishKeys()
    /// A search the keys started has not brought its first rows yet: the keys' paint waits
    /// for them, briefly (`BrowserApp.holdPaint`).
    var awaitsResults: Bool { get }
}

extension ScreenEvents {
    public func didFinishKeys() {}
    public var awaitsResults: Bool { false }
}
