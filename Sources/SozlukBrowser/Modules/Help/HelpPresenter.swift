import SozlukCore

/// The Help overlay: every key.
@MainActor
public final class HelpPresenter: HelpViewOutput {
    private weak var view: HelpViewInput?
    private let interactor: HelpInteractorInput
    private let router: HelpRouterInput

    public init(view: HelpViewInput, interactor: HelpInteractorInput, router: HelpRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        view?.display(HelpViewModel(title: "Keys", sections: interactor.keyBindings()))
    }

    public func didRequest(_ action: HelpAction) -> Handling {
        switch action {
        case .close: router.close()
        case .scroll(let request): view?.scroll(request)
        }
        return .handled
    }
}
