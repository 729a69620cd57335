import SozlukCore

/// The Help overlay: every key.
@MainActor
public final class HelpPresenter: HelpViewOutput {
    private weak var view: HelpViewInput?
    private let interactor: HelpInteractorInput
    private let router: HelpRouterInput

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: HelpViewInput, interactor: HelpInteractorInput, router: HelpRouterInput,
                language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        view?.display(HelpViewModel(title: text("Keys"), sections: interactor.keyBindings().map { $0.localized(text) }))
    }

    public func didRequest(_ action: HelpAction) -> Handling {
        switch action {
        case .close: router.close()
        case .scroll(let request): view?.scroll(request)
        }
        return .handled
    }
}
