import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// What the Presenters of a filtered list of words (Favorites, History) decide alike, as their
/// Views share what they draw alike: the rows and their filter, the preview following the
/// highlight, the status message, Esc, and opening the highlighted word.
/// A subclass reads its items (`reload`), presents them (`present`) and carries out its own
/// actions (`perform`); the list's commands and the answer to a question it asked are run here.
@MainActor
public class FilteredListPresenter<Item: ListedWord, Row: Equatable & Sendable, Action: ListScreenAction>: ListScreenOutput {
    /// Every item, those the filter keeps (the rows) and the highlight.
    var rows = FilteredRows<Item> { $0.word }
    private(set) var preview: ArticlePreviewer!
    var message: StatusMessage?
    /// What the next key answers, while the screen asks a question (export as…?, clear all?):
    /// its character, or nil for any other key.
    var pendingAnswer: ((Character?) -> Void)?
    var isAsking: Bool { pendingAnswer != nil }
    private(set) weak var view: (any ScrollingDisplay<ListScreenViewModel<Row>>)?
    /// Why the items could not be read, said in the list's place.
    var loadProblem: FileProblem?
    private let router: ListScreenRouterInput
    private let language: LocalizerSource
    var text: Localizer { language.text }

    init(view: any ScrollingDisplay<ListScreenViewModel<Row>>, preview: PreviewInteractorInput, router: ListScreenRouterInput,
         display: DisplayRefreshing, language: LocalizerSource) {
        self.view = view
        self.router = router
        self.language = language
        self.preview = ArticlePreviewer(interactor: preview) { [weak self, unowned display] in
            self?.present()
            display.setNeedsDisplay()
        }
    }

    public func viewWillAppear() {
        // What the status line said, or asked, is stale when the screen shows again (and
        // perhaps in another language, chosen in Settings meanwhile).
        message = nil
        pendingAnswer = nil
        preview.forget()
        reload()
        present()
    }

    public func didPlacePreview(_ placement: PreviewPlacement) {
        preview.placement = placement
    }

    public func didChangeVisibleRowCount(_ count: Int) {
        rows.selection.pageSize = count
    }

    /// Every key of the screen arrives here: a question takes it as its answer, whatever it
    /// is; the list's commands run here; the rest is the screen's own (`perform`).
    public func didRequest(_ action: Action) -> Handling {
        message = nil
        if let answer = pendingAnswer {
            pendingAnswer = nil
            if case .answer(let key)? = action.listCommand { answer(key) } else { answer(nil) }
        } else if let command = action.listCommand {
            guard run(command) else { return .handled }
        } else {
            perform(action)
        }
        present()
        return .handled
    }

    /// Carries out a list command; false when it closed the screen (nothing to present).
    private func run(_ command: ListCommand) -> Bool {
        switch command {
        case .close: return dropFilterOrClose()
        case .move(let move): rows.selection.apply(move)
        case .openSelected: openSelected()
        case .reload: reload()
        case .answer: break
        case .filter(let input): rows.apply(input)
        case .togglePreview: message = preview.toggle(text)
        case .scrollPreview(let request): view?.scroll(request)
        }
        return true
    }

    /// Carries out one of the screen's own actions.
    func perform(_ action: Action) {}

    /// Reads the items again.
    func reload() {}

    /// Hands the View its view model.
    func present() {}

    /// Esc drops a filter first (true: the list stays), then closes the screen (false).
    func dropFilterOrClose() -> Bool {
        if rows.dropFilter() { return true }
        router.close()
        return false
    }

    /// Opens the highlighted word; one whose dictionary is not loaded only says so.
    func openSelected() {
        guard let item = rows.selected else { return }
        guard item.dictionaryName != nil else {
            message = .dictionaryNotLoaded(item.word.dictionaryID, text)
            return
        }
        router.openWord(item.word)
    }
}
