import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// What the Presenters of a filtered list of words (Favorites, History) decide alike, as their
/// Views share what they draw alike: the rows and their filter, the preview following the
/// highlight, the status message, Esc, and opening the highlighted word.
/// A subclass reads its items (`reload`), presents them (`present`) and answers its actions.
@MainActor
public class FilteredListPresenter<Item: ListedWord>: ListScreenOutput {
    /// Every item, those the filter keeps (the rows) and the highlight.
    var rows = FilteredRows<Item> { $0.word }
    private(set) var preview: ArticlePreviewer!
    var message: StatusMessage?
    /// Why the items could not be read, said in the list's place.
    var loadProblem: FileProblem?
    private let router: ListScreenRouterInput
    private let language: LocalizerSource
    var text: Localizer { language.text }

    init(preview: PreviewInteractorInput, router: ListScreenRouterInput, display: DisplayRefreshing, language: LocalizerSource) {
        self.router = router
        self.language = language
        self.preview = ArticlePreviewer(interactor: preview) { [weak self, unowned display] in
            self?.present()
            display.setNeedsDisplay()
        }
    }

    public func viewWillAppear() {
        // What the status line said is stale when the screen shows again (and perhaps in
        // another language, chosen in Settings meanwhile); a subclass forgets what else is
        // (History, a question left unanswered) in `willAppear`.
        message = nil
        preview.forget()
        willAppear()
        reload()
        present()
    }

    public func didPlacePreview(_ placement: PreviewPlacement) {
        preview.placement = placement
    }

    public func didChangeVisibleRowCount(_ count: Int) {
        rows.selection.pageSize = count
    }

    /// What the subclass forgets when the screen shows again, besides the message.
    func willAppear() {}

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
