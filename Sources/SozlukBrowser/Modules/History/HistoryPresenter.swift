import SozlukCore

/// Decides what the History screen shows and what its keys do.
@MainActor
public final class HistoryPresenter: HistoryViewOutput {
    private weak var view: HistoryViewInput?
    private let interactor: HistoryInteractorInput
    private let router: HistoryRouterInput
    private let clock: Clock
    private var items: [HistoryItem] = []
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

    public init(view: HistoryViewInput, interactor: HistoryInteractorInput, router: HistoryRouterInput, clock: Clock,
                language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
        self.clock = clock
    }

    public func viewWillAppear() {
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
            router.close()
            return .handled
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
        let selected = selection.selected.map { items[$0].entry.word }
        do {
            items = try interactor.history()
            loadProblem = nil
        } catch {
            items = []
            loadProblem = error
        }
        sort()
        selection.update(count: items.count, reset: true)
        select(selected)
    }

    private func sort() {
        let sorted = order.sorted(items.map(\.entry)).map(\.word)
        let positions = Dictionary(sorted.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        items.sort { positions[$0.entry.word, default: 0] < positions[$1.entry.word, default: 0] }
    }

    private func sortKeepingSelection() {
        let selected = selection.selected.map { items[$0].entry.word }
        sort()
        select(selected)
    }

    private func select(_ word: WordReference?) {
        guard let word, let index = items.firstIndex(where: { $0.entry.word == word }) else { return }
        selection.select(index)
    }

    private func openSelected() {
        guard let row = selection.selected else { return }
        let item = items[row]
        guard item.dictionaryName != nil else {
            message = .dictionaryNotLoaded(item.entry.word.dictionaryID, text)
            return
        }
        router.openWord(item.entry.word)
    }

    private func removeSelected() {
        guard let row = selection.selected else { return }
        let entry = items[row].entry
        do {
            try interactor.remove(entry)
            removed = entry
            items.remove(at: row)
            selection.update(count: items.count)
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
            selection.update(count: 0, reset: true)
            message = StatusMessage(text("History cleared"))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func present() {
        let rows = items.map { item in
            HistoryRowViewModel(headword: item.entry.word.headword,
                                dictionary: item.dictionaryName ?? text("{1} (not loaded)", item.entry.word.dictionaryID),
                                lookups: text.number(item.entry.lookups) + "×",
                                when: DateText.short(item.entry.lastLookedUp, clock: clock, language: text.language),
                                summary: item.summary,
                                isAvailable: item.dictionaryName != nil)
        }
        var empty: [String] = []
        if let loadProblem {
            empty = [text("The history could not be read:"), loadProblem.localized(text)]
        } else if rows.isEmpty {
            empty = [text("No words looked up yet."), text("Every word you open is listed here, with how often you looked it up.")]
        }
        let status: StatusMessage?
        if isConfirmingClear {
            status = StatusMessage(text("Forget all {1} words of the history? {2}: yes, any other key: no", text.number(items.count), String(YesNo.yes(in: text))),
                                   isError: true)
        } else if let message {
            status = message
        } else if loadProblem == nil {
            status = StatusMessage(text.count(items.count, one: "1 word", many: "{1} words"))
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
            isAsking: isConfirmingClear))
    }
}
