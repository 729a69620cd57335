import SozlukCore

/// Decides what the Favorites screen shows and what its keys do.
@MainActor
public final class FavoritesPresenter: FavoritesViewOutput {
    private weak var view: FavoritesViewInput?
    private let interactor: FavoritesInteractorInput
    private let router: FavoritesRouterInput
    private var items: [FavoriteItem] = []
    private var unstarred: Set<WordReference> = []
    private var selection = ListSelection()
    private var message: StatusMessage?
    private var loadProblem: FileProblem?
    private var dueCount = 0
    private var isChoosingFormat = false

    public init(view: FavoritesViewInput, interactor: FavoritesInteractorInput, router: FavoritesRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        reload()
        present()
    }

    public func didChangeVisibleRowCount(_ rows: Int) {
        selection.pageSize = rows
    }

    public func didRequest(_ action: FavoritesAction) -> Handling {
        message = nil
        if isChoosingFormat {
            isChoosingFormat = false
            if case .exportAs(let format) = action { export(as: format) } else { message = StatusMessage("Not exported") }
            present()
            return .handled
        }
        switch action {
        case .close:
            router.close()
            return .handled
        case .openSelected:
            openSelected()
        case .toggleStar:
            toggleSelected()
        case .reload:
            reload()
        case .export:
            if items.isEmpty { message = StatusMessage("No favorites to export") } else { isChoosingFormat = true }
        case .exportAs:
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
        selection.update(count: items.count)
        // Review progress that cannot be read is said on the Review screen; here it only
        // means no count.
        dueCount = (try? interactor.dueForReview()) ?? 0
    }

    private func openSelected() {
        guard let row = selection.selected else { return }
        let item = items[row]
        guard item.dictionaryName != nil else {
            message = StatusMessage("The dictionary “\(item.word.dictionaryID)” is not loaded; add it to open this word", isError: true)
            return
        }
        router.openWord(item.word)
    }

    private func toggleSelected() {
        guard let row = selection.selected else { return }
        let word = items[row].word
        let star = unstarred.contains(word)
        do {
            try interactor.setFavorite(word, star)
            if star { unstarred.remove(word) } else { unstarred.insert(word) }
            message = StatusMessage(star ? "★ Starred “\(word.headword)” again" : "Removed “\(word.headword)”; press f to undo")
        } catch {
            message = .notSaved(error)
        }
    }

    private func export(as format: ExportFormat) {
        do {
            let (path, count) = try interactor.export(as: format)
            let words = count == 1 ? "1 favorite" : "\(NumberText.grouped(count)) favorites"
            let how = format == .anki ? " (in Anki: File › Import)" : ""
            message = StatusMessage("Exported \(words) to \(path)\(how)")
        } catch {
            message = StatusMessage("Not exported: \(error)", isError: true)
        }
    }

    private func present() {
        let rows = items.map { item in
            FavoriteRowViewModel(headword: item.word.headword,
                                 dictionary: item.dictionaryName ?? item.word.dictionaryID + " (not loaded)",
                                 summary: item.summary,
                                 isStarred: !unstarred.contains(item.word),
                                 isAvailable: item.dictionaryName != nil)
        }
        var empty: [String] = []
        if let loadProblem {
            empty = ["Favorites could not be read:", loadProblem.description]
        } else if rows.isEmpty {
            empty = ["No favorites yet.", "Press Ctrl-F on a word in the results, or f on a word's page, to star it."]
        }
        let count = rows.count - unstarred.count
        view?.display(FavoritesViewModel(
            title: "sozluk · Favorites",
            detail: dueCount == 0 ? "" : "\(NumberText.grouped(dueCount)) due for review (F5)",
            rows: rows,
            selectedRow: selection.selected,
            emptyMessage: empty,
            status: isChoosingFormat ? StatusMessage("Export as 1: Anki, 2: CSV, 3: JSON? (any other key: no)")
                : message ?? (loadProblem == nil ? StatusMessage(count == 1 ? "1 favorite, newest first" : "\(NumberText.grouped(count)) favorites, newest first") : nil)))
    }
}
