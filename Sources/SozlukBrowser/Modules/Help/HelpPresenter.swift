import SozlukWordbook

/// The Help overlay: every key, the current screen's first; `/` filters the lines.
@MainActor
public final class HelpPresenter: HelpViewOutput {
    private weak var view: (any HelpViewInput)?
    private let interactor: HelpInteractorInput
    private let router: HelpRouterInput
    private var filter = ListFilter()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: any HelpViewInput, interactor: HelpInteractorInput, router: HelpRouterInput,
                language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        present()
    }

    public func didRequest(_ action: HelpAction) -> Handling {
        switch action {
        case .close:
            // Esc drops a filter first, then closes.
            guard filter.isActive else {
                router.close()
                return .handled
            }
            filter.clear()
            view?.scroll(.top)
        case .scroll(let request):
            view?.scroll(request)
        case .filter(let input):
            filter.apply(input)
            view?.scroll(.top)
        }
        present()
        return .handled
    }

    private func present() {
        let sections = interactor.keyBindings().map { $0.localized(text) }.compactMap(kept)
        view?.display(HelpViewModel(
            title: text("Keys"),
            sections: sections,
            emptyMessage: sections.isEmpty ? text("No key matches “{1}”; Esc shows them all", filter.text) : nil,
            filter: filter.isActive ? FilterLine(filter) : nil,
            footer: interactor.footer().map { KeyNames.localized($0.keys, text) + " " + text($0.action) }))
    }

    /// The lines of a section the filter keeps (by their keys, their action or the section's
    /// title); nil when none is.
    private func kept(_ section: HelpSection) -> HelpSection? {
        guard filter.isActive, !filter.keeps(section.title) else { return section }
        let lines = section.lines.filter { filter.keeps($0.keys) || filter.keeps($0.action) }
        return lines.isEmpty ? nil : HelpSection(section.title, lines)
    }
}

extension HelpSection {
    /// In the interface language: the title, what the keys do, and key labels that are words.
    public func localized(_ text: Localizer) -> HelpSection {
        HelpSection(text(title), lines.map {
            HelpLine(keys: KeyNames.localized($0.keys, text), action: text($0.action))
        })
    }
}
