import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// Decides what the Favorites screen shows and what its keys do.
@MainActor
public final class FavoritesPresenter: FilteredListPresenter<FavoriteItem, FavoriteRowViewModel, FavoritesAction>, FavoritesViewOutput {
    private let interactor: FavoritesInteractorInput
    private var unstarred: Set<WordReference> = []
    private var dueCount = 0

    public init(view: some FavoritesViewInput, interactor: FavoritesInteractorInput, preview: PreviewInteractorInput, router: FavoritesRouterInput,
                display: DisplayRefreshing, language: LocalizerSource = FixedLanguage.english) {
        self.interactor = interactor
        super.init(view: view, preview: preview, router: router, display: display, language: language)
    }

    /// The answers to "Export as…?".
    static let formatKeys: [Character: ExportFormat] = ["1": .anki, "2": .csv, "3": .json]

    override func perform(_ action: FavoritesAction) {
        switch action {
        case .toggleStar: toggleSelected()
        case .export: askForFormat()
        case .exportAs, .list: break
        }
    }

    /// 1, 2 or 3 chooses the format; any other key answers no, and says so.
    private func askForFormat() {
        // The rows unstarred here (☆) are no favorites any more.
        guard rows.all.count > unstarred.count else {
            message = StatusMessage(text("No favorites to export"))
            return
        }
        pendingAnswer = { [unowned self] key in
            if let key, let format = Self.formatKeys[key] { export(as: format) } else { message = StatusMessage(text("Not exported")) }
        }
    }

    /// A word unstarred here keeps its row (☆, undone with the same key) until the screen is
    /// left: reading the list again (r, or coming back from Help) puts it back in its place,
    /// unless another sozluk starred it again meanwhile.
    override func reload() {
        let before = rows.all
        var starredAgain: Set<WordReference> = []
        loadProblem = rows.reload(interactor.favorites) { read in
            starredAgain = unstarred.intersection(read.map(\.word))
            return Self.keeping(unstarred.subtracting(starredAgain), of: before, in: read)
        }
        unstarred = loadProblem == nil ? unstarred.subtracting(starredAgain) : []
        // Review progress that cannot be read is said on the Review screen; here it only
        // means no count.
        dueCount = (try? interactor.dueForReview()) ?? 0
    }

    /// The list as read, with the rows of `kept` (unstarred here) back from `before`, each
    /// just above the row that was under it (favorites of the same time keep their order),
    /// or where its time puts it when that row is gone.
    static func keeping(_ kept: Set<WordReference>, of before: [FavoriteItem], in read: [FavoriteItem]) -> [FavoriteItem] {
        var list = read
        for (place, item) in before.enumerated().reversed() where kept.contains(item.word) {
            let under = before[(place + 1)...].lazy.compactMap { below in list.firstIndex { $0.word == below.word } }.first
            list.insert(item, at: under ?? list.firstIndex { $0.addedAt < item.addedAt } ?? list.endIndex)
        }
        return list
    }

    /// The favorite starred just before `word` as the list was read: the first row under it
    /// that is still starred (the list is newest first, and at equal times last added first).
    private func favoriteAddedBefore(_ word: WordReference) -> WordReference? {
        guard let place = rows.all.firstIndex(where: { $0.word == word }) else { return nil }
        return rows.all[(place + 1)...].first { !unstarred.contains($0.word) }?.word
    }

    private func toggleSelected() {
        guard let item = rows.selected else { return }
        let word = item.word
        let star = unstarred.contains(word)
        do {
            if star { try interactor.restore(item, after: favoriteAddedBefore(word)) } else { try interactor.setFavorite(word, false) }
            if star { unstarred.remove(word) } else { unstarred.insert(word) }
            // An unstarred word is no card to review: the count in the title bar follows.
            dueCount = (try? interactor.dueForReview()) ?? dueCount
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

    override func present() {
        let shownRows = rows.shown.map { item in
            FavoriteRowViewModel(headword: item.word.headword,
                                 dictionary: item.dictionaryName.map(text.dictionaryName) ?? text("{1} (not loaded)", item.word.dictionaryID),
                                 summary: item.summary,
                                 isStarred: !unstarred.contains(item.word),
                                 isAvailable: item.dictionaryName != nil)
        }
        let empty = rows.emptyMessage(problem: loadProblem, unreadable: "Favorites could not be read:",
                                      none: "No favorites yet.", noneHint: "Press Ctrl-F on a word in the results, or f on a word's page, to star it.",
                                      noMatch: "No favorites match “{1}”.", text)
        let count = rows.all.count - unstarred.count
        // The sentence a word was starred from heads its preview, as its card shows it.
        preview.follow(rows.selected.flatMap { item in
            item.dictionaryName == nil ? nil : ArticlePreviewer.Subject(word: item.word, focus: item.sentence.map { AnswerFocus(note: text("met in: “{1}”", $0)) },
                                                                        isFavorite: !unstarred.contains(item.word))
        })
        view?.display(FavoritesViewModel(
            title: text("sozluk · Favorites"),
            detail: dueCount == 0 ? "" : text("{1} due for review (F5)", text.number(dueCount)),
            rows: shownRows,
            selectedRow: rows.selection.selected,
            emptyMessage: empty,
            status: isAsking ? StatusMessage(text("Export as 1: Anki, 2: CSV, 3: JSON? (any other key: no)"))
                : message ?? (loadProblem == nil ? StatusMessage(countLine(count)) : nil),
            isAsking: isAsking,
            preview: preview.article(text),
            filter: rows.filterLine))
    }

    /// "12 favorites, newest first"; with a filter, how many of them it shows.
    private func countLine(_ count: Int) -> String {
        guard rows.filter.isActive else { return text.count(count, one: "1 favorite, newest first", many: "{1} favorites, newest first") }
        // A row unstarred here (☆) is no favorite: counted neither shown nor in all.
        let shown = rows.shown.filter { !unstarred.contains($0.word) }.count
        return text("{1} of {2} shown", text.number(shown), text.count(count, one: "1 favorite", many: "{1} favorites"))
    }
}
