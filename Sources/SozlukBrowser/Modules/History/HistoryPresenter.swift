import SozlukCore

/// Decides what the History screen shows and what its keys do.
@MainActor
public final class HistoryPresenter: HistoryViewOutput {
    private weak var view: HistoryViewInput?
    private let interactor: HistoryInteractorInput
    private let router: HistoryRouterInput
    private let clock: Clock
    private var items: [HistoryItem] = []
    /// The items the filter keeps, in the list's order: the rows.
    private var shown: [HistoryItem] = []
    private var filter = ListFilter()
    private var preview: ArticlePreviewer!
    private var order = HistoryOrder.mostRecent
    private var selection = ListSelection()
    private var message: StatusMessage?
    private var loadProblem: FileProblem?
    /// The word removed last, for undo.
    private var removed: HistoryEntry?
    private var isConfirmingClear = false
    /// Whether a question waits for its answer (what the View sends every key as, then).
    var isAsking: Bool { isConfirmingClear }
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: HistoryViewInput, interactor: HistoryInteractorInput, preview: PreviewInteractorInput, router: HistoryRouterInput,
                clock: Clock, display: DisplayRefreshing, language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
        self.clock = clock
        self.preview = ArticlePreviewer(interactor: preview) { [weak self, unowned display] in
            self?.present()
            display.setNeedsDisplay()
        }
    }

    public func viewWillAppear() {
        preview.forget()
        isConfirmingClear = false
        reload()
        present()
    }

    public func didChangeVisibleRowCount(_ rows: Int) {
        selection.pageSize = rows
    }

    public func didRequest(_ action: HistoryAction) -> Handling {
        message = nil
        if isConfirmingClear {
            // Only the one key that says yes empties the history; any other keeps it, and says so.
            isConfirmingClear = false
            if case .answer(let key?) = action, key == YesNo.yes(in: text) { clearAll() } else { message = StatusMessage(text("History kept")) }
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
        case .openSelected: openSelected()
        case .removeSelected: removeSelected()
        case .undoRemove: undoRemove()
        case .switchOrder:
            order = order == .mostRecent ? .mostLookedUp : .mostRecent
            sortKeepingSelection()
        case .clearAll: askToClear()
        case .answer: break
        case .reload: reload()
        case .move(let move): selection.apply(move)
        }
        present()
        return .handled
    }

    private func reload() {
        let selected = selection.selected.map { shown[$0].entry.word }
        do {
            items = try interactor.history()
            loadProblem = nil
        } catch {
            items = []
            loadProblem = error
        }
        sort()
        refilter()
        selection.update(count: shown.count, reset: true)
        select(selected)
    }

    /// The rows the filter keeps, the highlight on the same word where it still shows.
    private func refilter() {
        let selected = selection.selected.flatMap { shown.indices.contains($0) ? shown[$0].entry.word : nil }
        shown = items.filter { filter.keeps($0.entry.word.headword) }
        selection.update(count: shown.count)
        select(selected)
    }

    private func applyFilter(_ input: FilterInput) {
        filter.apply(input)
        refilter()
    }

    private func sort() {
        let sorted = order.sorted(items.map(\.entry)).map(\.word)
        let positions = Dictionary(sorted.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        items.sort { positions[$0.entry.word, default: 0] < positions[$1.entry.word, default: 0] }
    }

    private func sortKeepingSelection() {
        let selected = selection.selected.map { shown[$0].entry.word }
        sort()
        shown = items.filter { filter.keeps($0.entry.word.headword) }
        select(selected)
    }

    private func select(_ word: WordReference?) {
        guard let word, let index = shown.firstIndex(where: { $0.entry.word == word }) else { return }
        selection.select(index)
    }

    private func openSelected() {
        guard let row = selection.selected else { return }
        let item = shown[row]
        guard item.dictionaryName != nil else {
            message = .dictionaryNotLoaded(item.entry.word.dictionaryID, text)
            return
        }
        router.openWord(item.entry.word)
    }

    private func removeSelected() {
        guard let row = selection.selected else { return }
        let entry = shown[row].entry
        do {
            try interactor.remove(entry)
            removed = entry
            items.removeAll { $0.entry.word == entry.word }
            shown.remove(at: row)
            selection.update(count: shown.count)
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
            select(entry.word)
            message = StatusMessage(text("Put “{1}” back", entry.word.headword))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func askToClear() {
        guard !items.isEmpty else {
            message = StatusMessage(text("The history is empty"))
            return
        }
        isConfirmingClear = true
    }

    private func clearAll() {
        do {
            try interactor.clear()
            removed = nil
            items = []
            shown = []
            filter.clear()
            selection.update(count: 0, reset: true)
            message = StatusMessage(text("History cleared"))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func present() {
        let rows = shown.map { item in
            HistoryRowViewModel(headword: item.entry.word.headword,
                                dictionary: item.dictionaryName.map(text.dictionaryName) ?? text("{1} (not loaded)", item.entry.word.dictionaryID),
                                lookups: text.number(item.entry.lookups) + "×",
                                when: DateText.short(item.entry.lastLookedUp, clock: clock, language: text.language),
                                summary: item.summary,
                                isAvailable: item.dictionaryName != nil)
        }
        var empty: [String] = []
        if let loadProblem {
            empty = [text("The history could not be read:"), loadProblem.localized(text)]
        } else if items.isEmpty {
            empty = [text("No words looked up yet."), text("Every word you open is listed here, with how often you looked it up.")]
        } else if rows.isEmpty {
            empty = [text("No words of the history match “{1}”.", filter.text), text("Esc shows them all.")]
        }
        let highlighted = selection.selected.map { shown[$0] }
        preview.follow(highlighted.flatMap { $0.dictionaryName == nil ? nil : ArticlePreviewer.Subject(word: $0.entry.word) })
        let status: StatusMessage?
        if isConfirmingClear {
            status = StatusMessage(text("Forget all {1} words of the history? {2}: yes, any other key: no", text.number(items.count), String(YesNo.yes(in: text))),
                                   isError: true)
        } else if let message {
            status = message
        } else if loadProblem == nil {
            let words = text.count(items.count, one: "1 word", many: "{1} words")
            status = StatusMessage(filter.isActive ? text("{1} of {2} shown", text.number(shown.count), words) : words)
        } else {
            status = nil
        }
        view?.display(HistoryViewModel(
            title: text("sozluk · History"),
            detail: order == .mostRecent ? text("most recent first") : text("most looked-up first"),
            rows: rows,
            selectedRow: selection.selected,
            emptyMessage: empty,
            status: status,
            isAsking: isConfirmingClear,
            preview: preview.article(text),
            filter: filter.isActive ? FilterLine(filter) : nil))
    }
}
