import SozlukBase
import SozlukWordbook

/// Decides what the History screen shows and what its keys do.
@MainActor
public final class HistoryPresenter: FilteredListPresenter<HistoryItem, HistoryRowViewModel, HistoryAction>, HistoryViewOutput {
    private let interactor: HistoryInteractorInput
    private let clock: Clock
    /// The order of the rows: every word looked up, most recent or most looked-up first.
    private var order = HistoryOrder.mostRecent
    /// The word removed last, for undo.
    private var removed: HistoryEntry?

    public init(view: some HistoryViewInput, interactor: HistoryInteractorInput, preview: PreviewInteractorInput, router: HistoryRouterInput,
                clock: Clock, display: DisplayRefreshing, language: LocalizerSource = FixedLanguage.english) {
        self.interactor = interactor
        self.clock = clock
        super.init(view: view, preview: preview, router: router, display: display, language: language)
    }

    override func perform(_ action: HistoryAction) {
        switch action {
        case .removeSelected: removeSelected()
        case .undoRemove: undoRemove()
        case .switchOrder:
            order = order == .mostRecent ? .mostLookedUp : .mostRecent
            sortKeepingSelection()
        case .clearAll: askToClear()
        case .list: break
        }
    }

    override func reload() {
        loadProblem = rows.reload(interactor.history, arranged: sorted)
    }

    private func sorted(_ items: [HistoryItem]) -> [HistoryItem] {
        let sorted = order.sorted(items.map(\.entry)).map(\.word)
        let positions = Dictionary(sorted.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return items.sorted { positions[$0.entry.word, default: 0] < positions[$1.entry.word, default: 0] }
    }

    private func sortKeepingSelection() {
        rows.replace(with: sorted(rows.all))
    }

    private func removeSelected() {
        guard let entry = rows.selected?.entry else { return }
        do {
            try interactor.remove(entry)
            removed = entry
            rows.replace(with: rows.all.filter { $0.entry.word != entry.word })
            message = StatusMessage(text("Removed “{1}” from the history; u puts it back", entry.word.headword))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func undoRemove() {
        guard let entry = removed else {
            message = StatusMessage(text("Nothing to put back"))
            return
        }
        do {
            try interactor.restore(entry)
            removed = nil
            reload()
            rows.select(entry.word)
            message = StatusMessage(text("Put “{1}” back", entry.word.headword))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func askToClear() {
        guard !rows.all.isEmpty else {
            message = StatusMessage(text("The history is empty"))
            return
        }
        // Only the one key that says yes empties the history; any other keeps it, and says so.
        pendingAnswer = { [unowned self] key in
            if key == YesNo.yes(in: text) { clearAll() } else { message = StatusMessage(text("History kept")) }
        }
    }

    private func clearAll() {
        do {
            try interactor.clear()
            removed = nil
            rows.replace(with: [])
            _ = rows.dropFilter()
            message = StatusMessage(text("History cleared"))
        } catch {
            message = .notSaved(error, text)
        }
    }

    override func present() {
        let shownRows = rows.shown.map { item in
            HistoryRowViewModel(headword: item.entry.word.headword,
                                dictionary: item.dictionaryName.map(text.dictionaryName) ?? text("{1} (not loaded)", item.entry.word.dictionaryID),
                                lookups: text.number(item.entry.lookups) + "×",
                                when: DateText.short(item.entry.lastLookedUp, clock: clock, language: text.language),
                                summary: item.summary,
                                isAvailable: item.dictionaryName != nil)
        }
        let empty = rows.emptyMessage(problem: loadProblem, unreadable: "The history could not be read:",
                                      none: "No words looked up yet.", noneHint: "Every word you open is listed here, with how often you looked it up.",
                                      noMatch: "No words of the history match “{1}”.", text)
        preview.follow(rows.selected.flatMap { $0.dictionaryName == nil ? nil : ArticlePreviewer.Subject(word: $0.entry.word, isFavorite: $0.isFavorite) })
        let status: StatusMessage?
        if isAsking {
            let yes = String(YesNo.yes(in: text))
            status = StatusMessage(rows.all.count == 1 ? text("Forget the one word of the history? {1}: yes, any other key: no", yes)
                                                       : text("Forget all {1} words of the history? {2}: yes, any other key: no", text.number(rows.all.count), yes),
                                   isError: true)
        } else if let message {
            status = message
        } else if loadProblem == nil {
            let words = text.count(rows.all.count, one: "1 word", many: "{1} words")
            status = StatusMessage(rows.filter.isActive ? text("{1} of {2} shown", text.number(rows.shown.count), words) : words)
        } else {
            status = nil
        }
        view?.display(HistoryViewModel(
            title: text("sozluk · History"),
            detail: order == .mostRecent ? text("most recent first") : text("most looked-up first"),
            rows: shownRows,
            selectedRow: rows.selection.selected,
            emptyMessage: empty,
            status: status,
            isAsking: isAsking,
            preview: preview.article(text),
            filter: rows.filterLine))
    }
}
