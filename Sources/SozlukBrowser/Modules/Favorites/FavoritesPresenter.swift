import SozlukCore

/// Decides what the Favorites screen shows and what its keys do.
@MainActor
public final class FavoritesPresenter: FavoritesViewOutput {
    private weak var view: FavoritesViewInput?
    private let interactor: FavoritesInteractorInput
    private let router: FavoritesRouterInput
    private var items: [FavoriteItem] = []
    /// The items the filter keeps, in the list's order: the rows.
    private var shown: [FavoriteItem] = []
    private var filter = ListFilter()
    private var preview: ArticlePreviewer!
    private var unstarred: Set<WordReference> = []
    private var selection = ListSelection()
    private var message: StatusMessage?
    private var loadProblem: FileProblem?
    private var dueCount = 0
    private var isChoosingFormat = false
    /// Whether a question waits for its answer (what the View sends every key as, then).
    var isAsking: Bool { isChoosingFormat }
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: FavoritesViewInput, interactor: FavoritesInteractorInput, preview: PreviewInteractorInput, router: FavoritesRouterInput,
                display: DisplayRefreshing, language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
        self.preview = ArticlePreviewer(interactor: preview) { [weak self, unowned display] in
            self?.present()
            display.setNeedsDisplay()
        }
    }

    public func viewWillAppear() {
        preview.forget()
        reload()
        present()
    }

    public func didChangeVisibleRowCount(_ rows: Int) {
        selection.pageSize = rows
    }

    /// The answers to "Export as…?".
    static let formatKeys: [Character: ExportFormat] = ["1": .anki, "2": .csv, "3": .json]

    public func didRequest(_ action: FavoritesAction) -> Handling {
        message = nil
        if isChoosingFormat {
            // 1, 2 or 3 chooses; any other key answers no, and says so.
            isChoosingFormat = false
            if case .answer(let key?) = action, let format = Self.formatKeys[key] { export(as: format) } else { message = StatusMessage(text("Not exported")) }
            present()
            return .handled
        }
        switch action {
        case .close:
            // Esc drops a filter first, then leaves.
            guard filter.isActive else {
                router.close()
                return .handled
            }
            applyFilter(.cancel)
        case .filter(let input):
            applyFilter(input)
        case .togglePreview:
            message = preview.toggle(text)
        case .scrollPreview(let request):
            view?.scrollPreview(request)
        case .openSelected:
            openSelected()
        case .toggleStar:
            toggleSelected()
        case .reload:
            reload()
        case .export:
            if items.isEmpty { message = StatusMessage(text("No favorites to export")) } else { isChoosingFormat = true }
        case .exportAs, .answer:
            break
        case .move(let move):
            selection.apply(move)
        }
        present()
        return .handled
    }

    private func reload() {
        do {
            items = try interactor.favorites()
            loadProblem = nil
        } catch {
            items = []
            loadProblem = error
        }
        unstarred = []
        refilter()
        // Review progress that cannot be read is said on the Review screen; here it only
        // means no count.
        dueCount = (try? interactor.dueForReview()) ?? 0
    }

    /// The rows the filter keeps, the highlight on the same word where it still shows.
    private func refilter() {
        let selected = selection.selected.map { shown[$0].word }
        shown = items.filter { filter.keeps($0.word.headword) }
        selection.update(count: shown.count)
        if let selected, let index = shown.firstIndex(where: { $0.word == selected }) { selection.select(index) }
    }

    private func applyFilter(_ input: FilterInput) {
        filter.apply(input)
        refilter()
    }

    private func openSelected() {
        guard let row = selection.selected else { return }
        let item = shown[row]
        guard item.dictionaryName != nil else {
            message = .dictionaryNotLoaded(item.word.dictionaryID, text)
            return
        }
        router.openWord(item.word)
    }

    private func toggleSelected() {
        guard let row = selection.selected else { return }
        let word = shown[row].word
        let star = unstarred.contains(word)
        do {
            try interactor.setFavorite(word, star)
            if star { unstarred.remove(word) } else { unstarred.insert(word) }
            message = StatusMessage(star ? text("★ Starred “{1}” again", word.headword) : text("Removed “{1}”; press f to undo", word.headword))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func export(as format: ExportFormat) {
        do {
            let (path, count) = try interactor.export(as: format)
            let words = text.count(count, one: "1 favorite", many: "{1} favorites")
            message = StatusMessage(format == .anki ? text("Exported {1} to {2} (in Anki: File › Import)", words, path)
                                                    : text("Exported {1} to {2}", words, path))
        } catch {
            message = StatusMessage(text("Not exported: {1}", error.localized(text)), isError: true)
        }
    }

    private func present() {
        let rows = shown.map { item in
            FavoriteRowViewModel(headword: item.word.headword,
                                 dictionary: item.dictionaryName.map(text.dictionaryName) ?? text("{1} (not loaded)", item.word.dictionaryID),
                                 summary: item.summary,
                                 isStarred: !unstarred.contains(item.word),
                                 isAvailable: item.dictionaryName != nil)
        }
        var empty: [String] = []
        if let loadProblem {
            empty = [text("Favorites could not be read:"), loadProblem.localized(text)]
        } else if items.isEmpty {
            empty = [text("No favorites yet."), text("Press Ctrl-F on a word in the results, or f on a word's page, to star it.")]
        } else if rows.isEmpty {
            empty = [text("No favorites match “{1}”.", filter.text), text("Esc shows them all.")]
        }
        let count = items.count - unstarred.count
        let highlighted = selection.selected.map { shown[$0] }
        preview.follow(highlighted.flatMap { $0.dictionaryName == nil ? nil : ArticlePreviewer.Subject(word: $0.word, isFavorite: !unstarred.contains($0.word)) })
        view?.display(FavoritesViewModel(
            title: text("sozluk · Favorites"),
            detail: dueCount == 0 ? "" : text("{1} due for review (F5)", text.number(dueCount)),
            rows: rows,
            selectedRow: selection.selected,
            emptyMessage: empty,
            status: isChoosingFormat ? StatusMessage(text("Export as 1: Anki, 2: CSV, 3: JSON? (any other key: no)"))
                : message ?? (loadProblem == nil ? StatusMessage(countLine(count)) : nil),
            isAsking: isChoosingFormat,
            preview: preview.article(text),
            filter: filter.isActive ? FilterLine(filter) : nil))
    }

    /// "12 favorites, newest first"; with a filter, how many of them it shows.
    private func countLine(_ count: Int) -> String {
        guard filter.isActive else { return text.count(count, one: "1 favorite, newest first", many: "{1} favorites, newest first") }
        return text("{1} of {2} shown", text.number(shown.count), text.count(count, one: "1 favorite", many: "{1} favorites"))
    }
}
