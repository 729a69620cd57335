import TerminalUI
import SozlukCore

/// The Help overlay: every key, closed by Esc, q, ? or F1.
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
        view?.display(HelpViewModel(title: "Keys", sections: interactor.keyBindings(), footer: "Esc, q or F1 closes · j/k scroll"))
    }

    public func didPress(_ key: Key) -> KeyHandling {
        switch key {
        case .escape, .character("q"), .character("?"), .function(1), .enter:
            router.close()
        case .down, .character("j"): view?.scroll(.lines(1))
        case .up, .character("k"): view?.scroll(.lines(-1))
        case .pageDown, .character(" "): view?.scroll(.pages(1))
        case .pageUp, .character("b"): view?.scroll(.pages(-1))
        case .home, .character("g"): view?.scroll(.top)
        case .end, .character("G"): view?.scroll(.bottom)
        default:
            return .ignored
        }
        return .handled
    }
}
