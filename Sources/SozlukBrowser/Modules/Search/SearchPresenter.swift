import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// Decides what the Search screen shows and what its keys do.
@MainActor
public final class SearchPresenter: SearchViewOutput {
    /// The rows of results asked for at a time: the first page, then the page around the
    /// highlight when it goes further. More than the tallest terminal shows, few enough that
    /// a keystroke ranks and reads no more than it needs (a language pair of two dictionaries
    /// reads each one's first page).
    public static let rowLimit = 200
    /// Words looked up lately, listed above the words of the dictionary while the query is empty.
    public static let recentLimit = 8

    private weak var view: (any SearchViewInput)?
    private let interactor: SearchInteractorInput
    private let router: SearchRouterInput
    private unowned let display: DisplayRefreshing
    /// True while the active dictionary is being read; typing goes on meanwhile.
    private var isLoading = false
    /// True from a search asked for until its first rows are in: no rows yet is no "No matches".
    public private(set) var awaitsResults = false
    /// The dictionary being made ready, and how far along its index is (nil: not known yet).
    private var preparingID: String?
    private var loadingProgress: Double?
    /// The query changed in this batch of keys and has not been searched yet.
    private var queryChanged = false
    private var editor = LineEditor()
    private var selection = ListSelection()
    /// The recent words and the loaded page of results.
    private var rows = SearchRows()
    private var results: SearchResults {
        get { rows.results }
        set { rows.results = newValue }
    }
    private var favorites: Set<String> = []
    private var message: StatusMessage?
    /// Enter or Ctrl-F pressed before the rows it acts on came (typed in one burst with the
    /// query, or after End on a page still on its way): done when they come, unless another
    /// key came first. Never on the rows of the query before.
    private var waitingAction: SearchAction?
    /// Up, Down, PgDn... typed with the query or before its whole ranking came: made on it.
    private var movesWaiting: [ListMove] = []
    /// The query whose whole ranking the rows show (not only its first, quick stage): Enter
    /// and Ctrl-F act on its rows, and wait for them meanwhile.
    private var rankedQuery: String?
    /// Whether the rows are the current query's whole ranking.
    private var showsWholeRanking: Bool { rankedQuery == editor.text }
    /// The dictionaries `rankedQuery` was ranked in: coming back to the screen with the same
    /// query and the same dictionaries shows the rows it had, without searching again.
    private var rankedSources: [String]?
    /// The exact count a page of the ranking said (End read to its end), for the other pages
    /// of the same query and sources, which say only about or at least so many.
    private var exactCount: (query: String, sources: [String], total: Int)?
    /// The query as the rows' highlights match it.
    private var highlighted: (query: String, folded: [Unicode.Scalar]) = ("", [])
    /// The last paste, kept whole when it is a text rather than a word (more than a line, or
    /// more than `wordsOfAText` words): Ctrl-R reads it.
    private var pastedText: String?
    static let wordsOfAText = 5
    private let language: LocalizerSource
    private var text: Localizer { language.text }
    /// The highlighted word's article, beside the results.
    private var preview: ArticlePreviewer!

    public init(view: any SearchViewInput, interactor: SearchInteractorInput, preview: PreviewInteractorInput, router: SearchRouterInput,
                display: DisplayRefreshing, language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
        self.display = display
        self.preview = ArticlePreviewer(interactor: preview) { [weak self] in
            guard let self else { return }
            self.present()
            self.display.setNeedsDisplay()
        }
    }

    /// The dictionary searched when the screen last appeared: another one now (chosen in
    /// Settings) is said on the status line, once it is ready (one being opened says so itself).
    private var shownDictionaryID: String?
    private var announcesSwitch = false

    public func viewWillAppear() {
        // What the status line said before another screen was opened is stale when it shows
        // again (Nothing selected to star, after choosing another dictionary in Settings).
        message = interactor.hasJustLeftReading() ? StatusMessage(text("Ctrl-R goes back to the text, at the word you left")) : nil
        preview.forget()
        let activeID = interactor.activeDictionary()?.id
        if let shown = shownDictionaryID, shown != activeID { announcesSwitch = true }
        shownDictionaryID = activeID
        if interactor.isActiveDictionaryReady() {
            // Perhaps chosen while another one was still being indexed: that one goes on in
            // the background, and this one is searched at once.
            isLoading = false
            preparingID = nil
        } else if preparingID != activeID {
            prepare(activeID)
        }
        // Opened from a part saved by headword: its translations are being built now.
        if !isLoading, interactor.areTranslationsBeingIndexed() { searchAgainWhenTranslationsArrive() }
        if !isLoading { announceSwitch() }
        let sources = interactor.sourcesSearched()
        let recentBefore = rows.recentCount
        refreshRecent()
        if isLoading || !showsWholeRanking || rankedSources != sources {
            // Another dictionary, or a source of the pair switched: another list, from its top.
            runSearch(resetSelection: rankedSources != nil && rankedSources != sources)
        } else {
            keepHighlight(recentBefore: recentBefore)
            refreshFavorites()
        }
        present()
    }

    /// Has the active dictionary made ready (its index checked or built), saying how far
    /// along meanwhile; then searches it.
    private func prepare(_ preparing: String?) {
        isLoading = true
        loadingProgress = nil
        preparingID = preparing
        interactor.prepareActiveDictionary(progress: { [weak self] fraction in
            guard let self, self.isLoading, self.interactor.activeDictionary()?.id == preparing else { return }
            self.loadingProgress = fraction
            self.present()
            self.display.setNeedsDisplay()
        }, completion: { [weak self] in
            // Another dictionary may have been chosen meanwhile; its own preparation ends the wait.
            guard let self, self.preparingID == preparing else { return }
            self.preparingID = nil
            self.isLoading = false
            guard self.interactor.activeDictionary()?.id == preparing else {
                // It could not be read (a broken file): it left the list, its problem is
                // said, and the screen is made again for what is active now.
                self.viewWillAppear()
                self.display.setNeedsDisplay()
                return
            }
            self.announceSwitch()
            self.refreshRecent()
            self.runSearch(resetSelection: false)
            self.searchAgainWhenTranslationsArrive()
        })
    }

    /// The rows it had: the word looked up meanwhile may have joined the recent words above
    /// them, and the highlight stays on its word.
    private func keepHighlight(recentBefore: Int) {
        rows.showsRecent = editor.isEmpty && !isLoading
        let selected = selection.selected
        selection.update(count: rows.count)
        if let selected, selected >= recentBefore { selection.select(selected + rows.recentCount - recentBefore) }
    }

    /// A big dictionary gets its translations a moment later: the query typed meanwhile is
    /// searched again then, to show them.
    private func searchAgainWhenTranslationsArrive() {
        let dictionaryID = interactor.activeDictionary()?.id
        interactor.whenTranslationsAreIndexed { [weak self] in
            guard let self, self.interactor.activeDictionary()?.id == dictionaryID else { return }
            if self.editor.text.isEmpty { self.present() } else { self.runSearch(resetSelection: false) }
            self.display.setNeedsDisplay()
        }
    }

    private func announceSwitch() {
        guard announcesSwitch, let name = interactor.activeDictionary()?.name else { return }
        announcesSwitch = false
        message = StatusMessage(text("Now searching {1}", text.dictionaryName(name)))
    }

    /// The row at `row`: a recent word while the query is empty, then the results; nil while
    /// its page is loading.
    private func hit(at row: Int) -> SearchHit? {
        rows.showsRecent = editor.isEmpty && !isLoading
        return rows.hit(at: row)
    }

    private func refreshRecent() {
        do {
            rows.recent = try interactor.recentWords(limit: Self.recentLimit)
        } catch {
            rows.recent = []
            message = message ?? .historyUnreadable(error, text)
        }
    }

    public func didPlacePreview(_ placement: PreviewPlacement) {
        preview.placement = placement
    }

    public func didChangeVisibleRowCount(_ rows: Int) {
        guard rows != selection.pageSize else { return }
        let grew = rows > selection.pageSize
        selection.pageSize = rows
        // A taller list shows rows further from the highlight than the view models hold.
        if grew {
            present()
            display.setNeedsDisplay()
        }
    }

    public func didRequest(_ action: SearchAction) -> Handling {
        message = nil
        waitingAction = nil
        switch action {
        case .openSelected, .toggleFavorite:
            // The query typed in the same burst is searched first: the key is for its rows.
            flushQueryChange()
            actOnSelected(action)
        case .clearQuery:
            guard !editor.isEmpty else { return .ignored }
            editor.clear()
            runSearch(resetSelection: true)
        case .switchDictionary:
            switchDictionary()
        case .togglePreview:
            message = preview.toggle(text)
        case .scrollPreview(let request):
            view?.scroll(request)
        case .pasted(let pasted):
            offerReading(pasted)
        case .readText:
            readText()
        case .move(let move):
            // Typed with the query, or before its whole ranking came: made on that ranking,
            // as if typed once it was shown (End goes to its end, not to the first rows').
            if queryChanged || !showsWholeRanking {
                movesWaiting.append(move)
            } else {
                selection.apply(move)
                loadPageOfSelection()
            }
        case .edit(let edit):
            // Typing after a paste: the query is the user's again, not the text.
            pastedText = nil
            let before = editor
            editor.apply(edit)
            if editor.overflowed {
                message = StatusMessage(text("The search line holds {1} characters; the rest was left out", text.number(LineEditor.capacity)))
            }
            // The search and the repaint wait for the end of the batch of keys, so a paste
            // of thousands of characters searches once, not thousands of times.
            if editor != before {
                queryChanged = true
                movesWaiting = [] // they were for the query before
            }
            return .handled
        }
        flushQueryChange()
        present()
        return .handled
    }

    public func didFinishKeys() {
        guard queryChanged else { return }
        flushQueryChange()
        present()
    }

    private func flushQueryChange() {
        guard queryChanged else { return }
        queryChanged = false
        runSearch(resetSelection: true)
    }

    /// Asks for results; they arrive later when the search runs in the background, and the
    /// query line is shown changed at once meanwhile.
    private func runSearch(resetSelection: Bool) {
        // Another sozluk may have starred or unstarred words meanwhile: the marks of the rows
        // to come are as the file has them now (read again only when it changed).
        refreshFavorites()
        // From here the rows are no query's whole ranking until a search brings one: searched
        // again (a dictionary's translations came), or emptied while a dictionary is read (Tab,
        // and Tab back before the other direction was ready, finds them to search again).
        rankedQuery = nil
        guard !isLoading else {
            results = .empty
            selection.update(count: 0, reset: true)
            return
        }
        var isFirstStage = true
        let query = editor.text
        awaitsResults = true
        let sources = interactor.sourcesSearched()
        interactor.search(query, rows: 0..<Self.rowLimit) { [weak self] results in
            guard let self else { return }
            // A quick stage with no rows says nothing yet: the whole ranking, milliseconds
            // later, may find forms, translations or corrections, and for an empty query it
            // is the list itself. The rows shown stay till then, rather than "No matches"
            // flashing before them (at a start: "No matches for “”").
            if !results.isWholeRanking && results.hits.isEmpty { return }
            self.awaitsResults = false
            self.results = self.withExactCount(results, query: query, sources: sources)
            if results.isWholeRanking { (self.rankedQuery, self.rankedSources) = (query, sources) }
            // The second stage comes within milliseconds of the first: the selection stays where it is.
            self.rows.showsRecent = self.editor.isEmpty && !self.isLoading
            self.selection.update(count: self.rows.count, reset: resetSelection && isFirstStage)
            isFirstStage = false
            // The highlight kept far down a list (searched again, its translations come), or
            // moved there by keys typed with the query: the page it is on, not only the first.
            if results.isWholeRanking {
                self.makeWaitingMoves()
                self.loadPageOfSelection()
            }
            self.doWaitingAction()
            self.present()
            self.display.setNeedsDisplay()
        }
    }

    private func refreshFavorites() {
        do {
            favorites = try interactor.favoriteHeadwords()
        } catch {
            favorites = []
            message = .favoritesUnreadable(error, text)
        }
    }

    private func openSelected() {
        guard let row = selection.selected, let dictionary = interactor.activeDictionary() else {
            // Nothing to open: say where the word is, when another dictionary has it.
            if let elsewhere = elsewhereNote() { message = StatusMessage(elsewhere) }
            return
        }
        guard let hit = hit(at: row) else { return }
        router.openWord(WordReference(dictionaryID: dictionary.id, headword: hit.headword), focus: focus(of: hit))
    }

    /// A paste of a text (not a word or two) is offered to the read mode.
    private func offerReading(_ pasted: String) {
        let words = ReadingText(pasted).words.count
        guard words > Self.wordsOfAText || (pasted.contains("\n") && words > 1) else { return }
        pastedText = pasted
        message = StatusMessage(text("Pasted a text of {1} words: Ctrl-R reads it word by word", text.number(words)))
    }

    /// Ctrl-R: the text pasted, else the query, in the read mode; with neither, the text read
    /// last, at the word left.
    private func readText() {
        if pastedText == nil, editor.isEmpty, let last = interactor.lastReading() {
            router.openReading(last.text, language: last.language)
            return
        }
        let reading = ReadingText(pastedText ?? editor.text)
        guard !reading.words.isEmpty else {
            message = StatusMessage(text("Paste a text (or type one) to read it word by word with Ctrl-R"))
            return
        }
        // The paste was a text to read, not a query: the search line is left empty.
        if pastedText != nil {
            pastedText = nil
            editor.clear()
            runSearch(resetSelection: true)
        }
        router.openReading(reading, language: nil)
    }

    /// What the word's page (or preview) opens at, and how it says the row was found.
    private func focus(of hit: SearchHit) -> AnswerFocus {
        AnswerFocus(sense: hit.answeringSense, note: hit.kind == .recent ? nil : Self.matchNote(for: hit, text),
                    query: TypedQuery.normalized(editor.text), analysis: hit.explanation, glosses: hit.glosses,
                    isTranslation: hit.kind == .translation)
    }

    /// The word the preview follows: the highlighted row's, once its page is loaded.
    private func previewSubject(in dictionary: DictionaryInfo?) -> ArticlePreviewer.Subject? {
        guard let dictionary, let row = selection.selected, let hit = rows.hit(at: row) else { return nil }
        return ArticlePreviewer.Subject(word: WordReference(dictionaryID: dictionary.id, headword: hit.headword), focus: focus(of: hit),
                                        isFavorite: favorites.contains(hit.headword))
    }

    /// Tab: the query searched in the dictionary that has it, or in the other direction's.
    private func switchDictionary() {
        do {
            guard let next = try interactor.switchDictionary(preferring: results.elsewhere) else {
                message = StatusMessage(text("No dictionary of the other direction is installed"))
                return
            }
            results = .empty
            viewWillAppear()
            message = StatusMessage(text("Now searching {1}", text.dictionaryName(next.name)))
        } catch {
            message = .notSaved(error, text)
        }
    }

    /// Asks for the page of results around the highlight when End, PgDn or the wheel took it
    /// past the rows loaded; the rows show as loading until it comes.
    private func loadPageOfSelection() {
        // While the query's whole ranking is on its way, it loads the page itself when it comes:
        // a page asked for now would cancel it (one search at a time), and Enter would wait
        // for rows that never come.
        guard showsWholeRanking, let row = selection.selected,
              let page = rows.pageToLoad(around: row, margin: max(selection.pageSize, 1) * 2, size: Self.rowLimit) else { return }
        let query = editor.text
        interactor.search(query, rows: page) { [weak self] results in
            guard let self, self.editor.text == query, results.firstRow == page.lowerBound else { return }
            self.results = self.withExactCount(results, query: query, sources: self.interactor.sourcesSearched())
            self.selection.update(count: self.rows.count)
            // The list was shorter than its count said (rows two dictionaries share): the page
            // of the highlight, now at the real end, is asked for.
            if let row = self.selection.selected, self.rows.pageToLoad(around: row, margin: 0, size: Self.rowLimit) != nil, results.hits.isEmpty {
                self.loadPageOfSelection()
            }
            self.doWaitingAction()
            self.present()
            self.display.setNeedsDisplay()
        }
    }

    /// The page's results, with the exact count an earlier page of the same ranking said;
    /// remembers an exact count said now.
    private func withExactCount(_ results: SearchResults, query: String, sources: [String]) -> SearchResults {
        guard results.isWholeRanking else { return results }
        if results.isCountComplete {
            exactCount = (query, sources, results.totalCount)
            return results
        }
        guard let known = exactCount, known.query == query, known.sources == sources else { return results }
        var exact = results
        (exact.totalCount, exact.isCountComplete, exact.isCountEstimate) = (known.total, true, false)
        return exact
    }

    /// “ışık” is in Turkish → English (Wiktionary): Tab — for a query answered poorly here; or
    /// “acele” is in tur-eng, switched off: F3, for one a dictionary left out of the pair has.
    private func elsewhereNote() -> String? {
        guard !editor.isEmpty else { return nil }
        if !results.switchedOffHaving.isEmpty {
            return text("“{1}” is in {2}, switched off: F3", editor.text, results.switchedOffHaving.map(\.id).joined(separator: ", "))
        }
        guard !results.elsewhere.isEmpty else { return nil }
        return text("“{1}” is in {2}: Tab", editor.text, results.elsewhere.map { text.dictionaryName($0.name) }.joined(separator: ", "))
    }

    /// Enter or Ctrl-F: done now when the highlighted row is the current query's and here,
    /// else when it comes.
    private func actOnSelected(_ action: SearchAction) {
        let rowsAreCurrent = editor.isEmpty || showsWholeRanking
        if !rowsAreCurrent || (selection.selected.map { hit(at: $0) == nil } ?? false) {
            waitingAction = action
            return
        }
        if action == .openSelected { openSelected() } else { toggleFavoriteOfSelected() }
    }

    /// The query's whole ranking came: the moves typed before it are made on it.
    private func makeWaitingMoves() {
        movesWaiting.forEach { selection.apply($0) }
        movesWaiting = []
    }

    /// Rows came: the key that waited for them tries again (and waits on if they are not yet
    /// the query's own; once they are, it acts even when there are none: it then says so).
    private func doWaitingAction() {
        guard let waiting = waitingAction else { return }
        waitingAction = nil
        actOnSelected(waiting)
    }

    private func toggleFavoriteOfSelected() {
        guard let row = selection.selected else {
            message = StatusMessage(text("Nothing selected to star"))
            return
        }
        guard let headword = hit(at: row)?.headword else { return }
        do {
            let shown = favorites.contains(headword)
            refreshFavorites()
            let isFavorite = try StarKey.press(shown: shown, now: favorites.contains(headword)) { () throws(FileProblem) in
                try interactor.toggleFavorite(headword)
            }
            if isFavorite { favorites.insert(headword) } else { favorites.remove(headword) }
            message = .favoriteToggled(headword, isFavorite: isFavorite, text)
        } catch {
            message = .notSaved(error, text)
        }
    }

    /// Says how a row that is not spelled like the query matched it, and how many dictionaries
    /// of the language pair have it when several do (its page names them: a row has no room).
    static func matchNote(for hit: SearchHit, _ text: Localizer) -> String? {
        let how = howMatched(hit, text)
        guard hit.sources.count > 1 else { return how }
        return (how.map { $0 + " · " } ?? "") + text("{1} dictionaries", String(hit.sources.count))
    }

    private static func howMatched(_ hit: SearchHit, _ text: Localizer) -> String? {
        guard let explanation = hit.explanation else { return nil }
        switch hit.kind {
        case .recent: return text("recent · {1}", explanation)
        // A correction says how when it is a form's lemma: dşünüyorum → düşünmek ← düşün+üyor+um.
        case .lemma, .fuzzy: return "← " + explanation
        case .phrase: return text("phrase: {1}", explanation)
        case .translation: return hit.translatedBy.map { text("translation: {1} · {2}", explanation, $0) } ?? text("translation: {1}", explanation)
        default: return nil
        }
    }

    private func present() {
        let dictionary = interactor.activeDictionary()
        let name = dictionary.map { text.dictionaryName($0.name) } ?? text("no dictionary")
        let query = editor.text
        // Highlighted as searched: `house␠` highlights house. Folded once per query, not at
        // every paint (a move of the highlight paints too).
        if highlighted.query != query { highlighted = (query, Array(Folding.fold(TypedQuery.normalized(query)).unicodeScalars)) }
        let foldedQuery = highlighted.folded
        self.rows.showsRecent = editor.isEmpty && !isLoading
        let shown = self.rows.shown(around: selection.selected ?? 0, pageSize: selection.pageSize)
        let rows = shown.compactMap(self.rows.hit(at:)).map { hit in
            SearchRowViewModel(
                headword: hit.headword,
                highlight: Folding.matchRange(ofFolded: foldedQuery, in: hit.headword),
                summary: hit.summary.firstLine,
                isFavorite: favorites.contains(hit.headword),
                matchNote: Self.matchNote(for: hit, text),
                noteLeads: hit.kind == .recent)
        }
        preview.follow(isLoading ? nil : previewSubject(in: dictionary))
        view?.display(SearchViewModel(
            title: "sozluk",
            dictionaryName: name,
            query: query,
            cursor: editor.cursor,
            placeholder: dictionary.map { text("Type to search {1}", text.dictionaryName($0.name)) } ?? "",
            rows: rows,
            firstRow: shown.lowerBound,
            rowCount: self.rows.count,
            selectedRow: selection.selected,
            emptyMessage: self.rows.count == 0 && !isLoading && !awaitsResults ? emptyMessage(dictionary) : [],
            status: message ?? summaryStatus(dictionary),
            preview: preview.article(text)))
    }

    private func emptyMessage(_ dictionary: DictionaryInfo?) -> [String] {
        guard let dictionary else {
            // Files found but none readable: their problems are in the status line and in F3.
            if !interactor.loadProblems().isEmpty {
                return [text("No dictionary could be loaded: the files found have problems (F3 lists them)."),
                        text("Mend them, or put other sozluk dictionary files (*.json) in one of these folders:")]
                    + interactor.dictionaryFolders().map { "  " + $0 }
            }
            return [text("No dictionaries found."),
                    text("Put sozluk dictionary files (*.json) in one of these folders:")]
                + interactor.dictionaryFolders().map { "  " + $0 }
                + [text("or start sozluk with --dictionaries FOLDER."),
                   text("`sozluk help import` converts dictd, StarDict and TSV dictionaries into it.")]
        }
        // Nothing listed for an empty query: a dictionary without a word in it.
        if editor.isEmpty { return [text("{1} has no entries.", text.dictionaryName(dictionary.name))] }
        return [text("No matches for “{1}” in {2}.", editor.text, text.dictionaryName(dictionary.name))] + (elsewhereNote().map { [$0] } ?? [])
    }

    private func summaryStatus(_ dictionary: DictionaryInfo?) -> StatusMessage? {
        if isLoading, let dictionary {
            guard let fraction = loadingProgress else {
                return StatusMessage(text("Opening {1} ({2})…", text.dictionaryName(dictionary.name), text.size(of: dictionary)))
            }
            return StatusMessage(text("Indexing {1} ({2}, first use only): {3}%", text.dictionaryName(dictionary.name), text.size(of: dictionary), String(Int(fraction * 100))))
        }
        let problems = interactor.loadProblems()
        if !problems.isEmpty {
            let message = problems.count == 1 ? text("1 dictionary file could not be loaded: {1} (F3 for all)", problems[0].localized(text))
                : text("{1} dictionary files could not be loaded: {2} (F3 for all)", text.number(problems.count), problems[0].localized(text))
            return StatusMessage(message, isError: true)
        }
        guard dictionary != nil else { return nil }
        let total = results.totalCount
        // At least so many (+), or about so many (~, a pair's sources sharing words past the
        // rows read).
        let count = results.isCountComplete || total == 0 ? text.number(total) : results.isCountEstimate ? "~" + text.number(total) : text.number(total) + "+"
        let counted = editor.isEmpty ? (total == 1 && results.isCountComplete ? text("1 word") : text("{1} words", count))
            : (total == 1 && results.isCountComplete ? text("1 match") : text("{1} matches", count))
        if let elsewhere = elsewhereNote() { return StatusMessage(counted + " · " + elsewhere) }
        // Rows found through translations are still to come: the count is not the last word.
        if !editor.isEmpty, interactor.areTranslationsBeingIndexed() { return StatusMessage(text("{1} · translations still being indexed", counted)) }
        return StatusMessage(counted)
    }
}
