import SozlukCore

/// Decides what the Settings screen shows: the dictionaries to choose from.
@MainActor
public final class SettingsPresenter: SettingsViewOutput {
    private weak var view: SettingsViewInput?
    private let interactor: SettingsInteractorInput
    private let router: SettingsRouterInput
    private var selection = ListSelection()
    private var message: StatusMessage?
    private var dictionaries: [DictionaryInfo] = []
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: SettingsViewInput, interactor: SettingsInteractorInput, router: SettingsRouterInput,
                language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        dictionaries = interactor.dictionaries()
        selection.update(count: dictionaries.count)
        if let active = interactor.activeDictionaryID(), let row = dictionaries.firstIndex(where: { $0.id == active }) {
            selection.select(row)
        }
        present()
    }

    public func didChangeVisibleRowCount(_ rows: Int) {
        selection.pageSize = rows
    }

    public func didRequest(_ action: SettingsAction) -> Handling {
        message = nil
        switch action {
        case .close:
            router.close()
            return .handled
        case .useSelected:
            activateSelected()
        case .switchLanguage:
            switchLanguage()
        case .toggleMouse:
            let on = !interactor.isMouseOn()
            do {
                try interactor.setMouse(on)
                message = StatusMessage(on ? text("Mouse on: click to choose, double-click to open, the wheel scrolls")
                                           : text("Mouse off: the terminal selects text again"))
            } catch {
                message = .notSaved(error, text)
            }
        case .move(let move):
            selection.apply(move)
        }
        present()
        return .handled
    }

    private func activateSelected() {
        guard let row = selection.selected else { return }
        let dictionary = dictionaries[row]
        do {
            try interactor.selectDictionary(dictionary.id)
            message = StatusMessage(text("Now searching {1}", dictionary.name))
        } catch {
            message = .notSaved(error, text)
        }
    }

    /// The locale's → English → Türkçe → the locale's.
    private func switchLanguage() {
        let (chosen, _) = interactor.language()
        let next: InterfaceLanguage?
        switch chosen {
        case nil: next = .english
        case .english: next = .turkish
        case .turkish: next = nil
        }
        do {
            try interactor.setLanguage(next)
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func optionLines() -> [String] {
        let (chosen, locale) = interactor.language()
        let language = chosen.map(\.name) ?? text("{1} (from the locale)", locale.name)
        return [text("Interface language: {1}   l changes it", language),
                !interactor.isMouseOn() ? text("Mouse: off   m turns it on")
                    : interactor.isMouseAvailable() ? text("Mouse: on   m turns it off")
                    : text("Mouse: on, but this terminal sends no mouse events   m turns it off")]
    }

    private func present() {
        let active = interactor.activeDictionaryID()
        let rows = dictionaries.map { info in
            DictionaryRowViewModel(name: info.name,
                                   languages: "\(info.sourceLanguage) → \(info.targetLanguage)",
                                   size: text.size(of: info),
                                   id: info.id,
                                   isActive: info.id == active)
        }
        var details: [String] = []
        if let row = selection.selected {
            let info = dictionaries[row]
            if let description = info.description { details.append(description) }
            if let license = info.license { details.append(text("License: {1}", license)) }
            if let attribution = info.attribution { details.append(text("Source: {1}", attribution)) }
            details.append(text("File: {1}", info.path))
        }
        let empty = rows.isEmpty
            ? [text("No dictionaries found. Put *.json dictionaries in:")] + interactor.dictionaryFolders().map { "  " + $0 }
            : []
        view?.display(SettingsViewModel(
            title: text("sozluk · Settings"),
            options: optionLines(),
            rows: rows,
            selectedRow: selection.selected,
            details: details,
            problems: interactor.problems().map { $0.localized(text) },
            emptyMessage: empty,
            status: message ?? StatusMessage(text("Enter makes the highlighted dictionary the one searched"))))
    }
}
