import SozlukDictionary
import SozlukWordbook

/// Decides what the Settings screen shows: the language pairs to choose from, each with its
/// dictionaries under it when it has several, which Space switches off and on.
@MainActor
public final class SettingsPresenter: SettingsViewOutput {
    private weak var view: (any SettingsViewInput)?
    private let interactor: SettingsInteractorInput
    private let router: SettingsRouterInput
    private var selection = ListSelection()
    private var message: StatusMessage?
    /// A pair to choose, or one of its dictionaries (with its pair's id).
    private enum Row {
        case pair(DictionaryInfo)
        case source(DictionaryInfo, pair: DictionaryInfo)

        var info: DictionaryInfo {
            switch self {
            case .pair(let info), .source(let info, _): info
            }
        }

        var pair: DictionaryInfo {
            switch self {
            case .pair(let info), .source(_, let info): info
            }
        }
    }

    private var rows: [Row] = []
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: any SettingsViewInput, interactor: SettingsInteractorInput, router: SettingsRouterInput,
                language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        rows = interactor.dictionaries().flatMap { pair -> [Row] in
            let sources = interactor.sources(of: pair.id)
            return [.pair(pair)] + (sources.count > 1 ? sources.map { .source($0, pair: pair) } : [])
        }
        selection.update(count: rows.count)
        if let active = interactor.activeDictionaryID(), let row = rows.firstIndex(where: { if case .pair(let info) = $0 { info.id == active } else { false } }) {
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
            // The choice made, back to the search, which says what it searches now.
            if activateSelected() {
                router.close()
                return .handled
            }
        case .toggleSelected:
            toggleSelected()
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
        case .switchTheme:
            switchTheme()
        case .move(let move):
            selection.apply(move)
        }
        present()
        return .handled
    }

    /// Returns whether the highlighted row's pair is now the one searched.
    @discardableResult
    private func activateSelected() -> Bool {
        guard let row = selection.selected else { return false }
        let pair = rows[row].pair
        do {
            try interactor.selectDictionary(pair.id)
            message = StatusMessage(text("Now searching {1}", text.dictionaryName(pair.name)))
            return true
        } catch {
            message = .notSaved(error, text)
            return false
        }
    }

    /// Space: a dictionary of a pair off or on; a pair, chosen.
    private func toggleSelected() {
        guard let row = selection.selected else { return }
        guard case .source(let source, let pair) = rows[row] else {
            activateSelected()
            return
        }
        let on = !interactor.isSwitchedOn(source.id)
        do {
            try interactor.switchSource(source.id, on: on)
            // By id: a dictionary's name may be its pair's (Turkish → English, tur-eng).
            message = StatusMessage(on ? text("{1} is searched in {2} again", source.id, text.dictionaryName(pair.name))
                                       : text("{1} is left out of {2}", source.id, text.dictionaryName(pair.name)))
        } catch {
            message = .notSaved(error, text)
        }
    }

    /// The locale's → English → Türkçe → the locale's.
    /// The language not in use first, so that the first press changes what is seen; then the
    /// locale's, chosen for good; then the locale's again, as it may change.
    private func switchLanguage() {
        let (chosen, locale) = interactor.language()
        let next: InterfaceLanguage?
        switch chosen {
        case nil: next = locale == .english ? .turkish : .english
        case locale: next = nil
        default: next = locale
        }
        do {
            try interactor.setLanguage(next)
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func switchTheme() {
        let all = ThemeName.allCases
        let next = all[(all.firstIndex(of: interactor.theme()).map { $0 + 1 } ?? 0) % all.count]
        do {
            try interactor.setTheme(next)
            message = StatusMessage(interactor.isMonochrome() ? text("Theme: {1} (no colours here: NO_COLOR is set, or the terminal has none)", Self.name(of: next, text))
                                                              : text("Theme: {1}", Self.name(of: next, text)))
        } catch {
            message = .notSaved(error, text)
        }
    }

    static func name(of theme: ThemeName, _ text: Localizer) -> String {
        switch theme {
        case .standard: text("default")
        case .light: text("light")
        case .highContrast: text("high contrast")
        }
    }

    private var selectedIsSource: Bool {
        guard let row = selection.selected, case .source = rows[row] else { return false }
        return true
    }

    private func optionLines() -> [String] {
        let (chosen, locale) = interactor.language()
        let language = chosen.map(\.name) ?? text("{1} (from the locale)", locale.name)
        return [text("Interface language: {1}   l changes it", language),
                !interactor.isMouseOn() ? text("Mouse: off   m turns it on")
                    : interactor.isMouseAvailable() ? text("Mouse: on   m turns it off")
                    : text("Mouse: on, but this terminal sends no mouse events   m turns it off"),
                text("Theme: {1}   t changes it", Self.name(of: interactor.theme(), text))]
    }

    private func present() {
        let active = interactor.activeDictionaryID()
        let rows = self.rows.map { row in
            let info = row.info
            if case .source = row {
                return DictionaryRowViewModel(name: text.dictionaryName(info.name), languages: "", size: text.size(of: info), id: info.id, isActive: false,
                                              switchedOn: interactor.isSwitchedOn(info.id))
            }
            return DictionaryRowViewModel(name: text.dictionaryName(info.name),
                                          languages: "\(info.sourceLanguage) → \(info.targetLanguage)",
                                          size: text.size(of: info),
                                          id: info.id,
                                          isActive: info.id == active)
        }
        var details: [String] = []
        if let row = selection.selected {
            let info = self.rows[row].info
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
            status: message ?? StatusMessage(selectedIsSource ? text("Space switches the highlighted dictionary off or on in its language pair")
                                                              : text("Enter makes the highlighted dictionary the one searched"))))
    }
}
