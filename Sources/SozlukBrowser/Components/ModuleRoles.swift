// The roles every module's Contract plays, said once. A Contract refines them with its own
// types (`FavoritesViewInput: ScrollingDisplay<FavoritesViewModel>`) and adds only what
// is its screen's own, so a reader finds the same four arrows in every module.

// Presenter → View
/// A View shows what its Presenter made, whole, as plain values.
@MainActor
public protocol ViewModelDisplay<ViewModel>: AnyObject {
    associatedtype ViewModel
    func display(_ viewModel: ViewModel)
}

/// A View with one pane of text that scrolls on its own: the word's article, the highlighted
/// word's preview, the explanation under a text being read, Help's lines.
@MainActor
public protocol ScrollingDisplay<ViewModel>: ViewModelDisplay {
    func scroll(_ request: ScrollRequest)
}

// View → Presenter
/// A View hands its screen's actions (keys, clicks, the wheel, as the key table names them)
/// to its Presenter, which says whether they were taken.
@MainActor
public protocol ActionRequests<Action>: ScreenEvents {
    associatedtype Action
    func didRequest(_ action: Action) -> Handling
}

// Presenter → Router
/// A screen the user can leave: the Router pops it.
@MainActor
public protocol ScreenClosing: AnyObject {
    func close()
}
