@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

@MainActor
final class SearchViewSpy: SearchViewInput {
    var models: [SearchViewModel] = []
    var last: SearchViewModel { models.last! }
    func display(_ viewModel: SearchViewModel) { models.append(viewModel) }
    var previewScrolls: [ScrollRequest] = []
    func scroll(_ request: ScrollRequest) { previewScrolls.append(request) }
}

@MainActor
final class FakeSearchInteractor: SearchInteractorInput {
    let readingPlaces = ReadingPlaceKeeper()
    func lastReading() -> (text: ReadingText, language: String?)? { readingPlaces.place.map { ($0.text, $0.language) } }
    func hasJustLeftReading() -> Bool { readingPlaces.takeJustLeft() }
    var dictionary: DictionaryInfo? = DictionaryInfo(id: "eng-tur", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr")
    var words: [String: String] = [:]
    var favorites: Set<String> = []
    var favoritesFailure: FileProblem?
    var problems: [FileProblem] = []
    var queries: [String] = []
    /// Rows found other ways than spelling (lemmas, translations), by query.
    var otherHits: [String: [SearchHit]] = [:]

    func activeDictionary() -> DictionaryInfo? { dictionary }
    /// The sources of the active dictionary switched on: itself, unless a test says.
    var sources: [String]?
    func sourcesSearched() -> [String] { sources ?? dictionary.map { [$0.id] } ?? [] }

    var ready = true
    var pendingPreparation: (@MainActor () -> Void)?
    var preparationProgress: (@MainActor (Double) -> Void)?
    var preparations = 0
    func isActiveDictionaryReady() -> Bool { ready }
    func prepareActiveDictionary(progress: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor () -> Void) {
        preparations += 1
        preparationProgress = progress
        pendingPreparation = completion
    }

    /// The pages asked for, and whether the answer to the next is held back; a first page's
    /// count overstated by this many (a pair's dictionaries share headwords past it).
    var overstatedBy = 0
    var pagesAsked: [Range<Int>] = []
    var holdsPages = false
    var holdsWholeRanking = false
    /// The rows of the quick stage while the whole ranking is held: none (a form only the
    /// whole ranking finds), or the first of the page (prefix matches).
    var quickStageRows = 0
    var heldPages: [@MainActor () -> Void] = []
    func search(_ query: String, rows: Range<Int>, completion: @escaping @MainActor (SearchResults) -> Void) {
        pagesAsked.append(rows)
        var page = results(for: query, limit: rows.upperBound)
        page.hits = Array(page.hits.dropFirst(rows.lowerBound))
        page.firstRow = rows.lowerBound
        if rows.lowerBound == 0 && overstatedBy > 0 {
            // As a pair says a count it has not read to the end of: about so many.
            page.totalCount += overstatedBy
            page.isCountComplete = false
            page.isCountEstimate = true
        }
        if holdsPages && rows.lowerBound > 0 {
            heldPages.append { completion(page) }
        } else if holdsWholeRanking && rows.lowerBound == 0 {
            // The quick stage first, with `quickStageRows` of the rows, the
            // rest when the test says.
            var quick = SearchResults.empty
            quick.hits = Array(page.hits.prefix(quickStageRows))
            quick.isWholeRanking = false
            completion(quick)
            heldPages.append { completion(page) }
        } else {
            completion(page)
        }
    }

    var pendingTranslations: (@MainActor () -> Void)?
    func whenTranslationsAreIndexed(_ completion: @escaping @MainActor () -> Void) {
        pendingTranslations = completion
    }
    var indexingTranslations = false
    func areTranslationsBeingIndexed() -> Bool { indexingTranslations }

    func results(for query: String, limit: Int) -> SearchResults {
        queries.append(query)
        guard dictionary != nil else { return .empty }
        let hits = words.keys.sorted().filter { query.isEmpty || $0.contains(query) }.map {
            SearchHit(headword: $0, kind: $0 == query ? .exact : .prefix, summary: words[$0]!)
        } + (otherHits[query] ?? [])
        var results = SearchResults(hits: Array(hits.prefix(limit)), totalCount: hits.count)
        if results.answersPoorly {
            results.elsewhere = elsewhere[query] ?? []
            results.switchedOffHaving = switchedOffHaving[query] ?? []
        }
        return results
    }

    /// Dictionaries that have a query as a headword, by query, for a query answered poorly;
    /// dictionaries of the pair switched off that have it.
    var elsewhere: [String: [DictionaryInfo]] = [:]
    var switchedOffHaving: [String: [DictionaryInfo]] = [:]
    var otherDirection: DictionaryInfo?
    func switchDictionary(preferring named: [DictionaryInfo]) throws(FileProblem) -> DictionaryInfo? {
        guard let next = named.first ?? otherDirection else { return nil }
        dictionary = next
        return next
    }

    var recent: [SearchHit] = []
    var historyFailure: FileProblem?
    func recentWords(limit: Int) throws(FileProblem) -> [SearchHit] {
        if let historyFailure { throw historyFailure }
        return Array(recent.prefix(limit))
    }

    func favoriteHeadwords() throws(FileProblem) -> Set<String> {
        if let favoritesFailure { throw favoritesFailure }
        return favorites
    }

    func toggleFavorite(_ headword: String) throws(FileProblem) -> Bool {
        if let favoritesFailure { throw favoritesFailure }
        if favorites.remove(headword) != nil { return false }
        favorites.insert(headword)
        return true
    }

    func loadProblems() -> [FileProblem] { problems }
    func dictionaryFolders() -> [String] { ["/home/u/.local/share/sozluk/dictionaries"] }
}

@MainActor
final class SearchRouterSpy: SearchRouterInput {
    var opened: [WordReference] = []
    var focuses: [AnswerFocus?] = []
    func openWord(_ word: WordReference, focus: AnswerFocus?) {
        opened.append(word)
        focuses.append(focus)
    }
    var readings: [ReadingText] = []
    var readingLanguages: [String?] = []
    func openReading(_ text: ReadingText, language: String?) {
        readings.append(text)
        readingLanguages.append(language)
    }
}

@Suite @MainActor struct SearchPresenterTests {
    let view = SearchViewSpy()
    let interactor = FakeSearchInteractor()
    let router = SearchRouterSpy()
    let display = DisplaySpy()
    let preview = FakePreviewInteractor()
    let presenter: SearchPresenter

    init() {
        interactor.words = ["apple": "elma\nsecond line", "apply": "uygulamak", "grape": "üzüm"]
        presenter = SearchPresenter(view: view, interactor: interactor, preview: preview, router: router, display: display)
    }

    /// Keys as the app delivers them: a batch, then the end of the batch.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
        presenter.didFinishKeys()
    }

    @discardableResult
    func press(_ key: Key) -> Handling {
        defer { presenter.didFinishKeys() }
        return presenter.press(key)
    }

    /// A paste of a text is offered to the read mode whole, line breaks kept; a word or two
    /// is a query, and typing after a paste makes the query the user's again.
    @Test func aPastedTextIsOfferedToTheReadModeWhole() throws {
        presenter.viewWillAppear()
        let pasted = "The old man gave up smoking.\n\nHe walks now."
        for character in pasted { _ = presenter.didRequest(.edit(.insert(character == "\n" ? " " : character))) }
        _ = presenter.didRequest(.pasted(pasted))
        presenter.didFinishKeys()
        #expect(view.last.status?.text == "Pasted a text of 9 words: Ctrl-R reads it word by word")
        press(.control("r"))
        let reading = try #require(router.readings.first)
        #expect(reading.paragraphs.count == 2, "the paste's paragraphs, not the search line's one line")
        #expect(reading.words.count == 9)
        #expect(view.last.query.isEmpty, "the paste was a text to read: the search line is left empty")

        // Back from the read mode, Search says how to return, and Ctrl-R does.
        interactor.readingPlaces.keep(reading, language: "en", word: 4, leaving: true)
        presenter.viewWillAppear()
        #expect(view.last.status?.text == "Ctrl-R goes back to the text, at the word you left")
        press(.control("r"))
        #expect(router.readings.count == 2 && router.readings.last == reading && router.readingLanguages.last == "en")
        presenter.viewWillAppear()
        #expect(view.last.status?.text != "Ctrl-R goes back to the text, at the word you left", "said once")

        press(.control("u"))
        _ = presenter.didRequest(.pasted("apple"))
        #expect(view.last.status?.text != "Pasted a text of 1 words: Ctrl-R reads it word by word", "one word is a query")
        _ = presenter.didRequest(.pasted("one two three four five six"))
        press(.character("x"))
        press(.control("r"))
        #expect(router.readings.last?.words.count == 1, "typed after the paste: Ctrl-R reads the query, not the paste")
        press(.backspace)
        press(.control("r"))
        #expect(router.readings.last == reading, "nothing pasted or typed: the text read last")
    }

    @Test func ctrlRWithNothingToReadSaysHowToGiveItAText() {
        presenter.viewWillAppear()
        press(.control("r"))
        #expect(view.last.status?.text == "Paste a text (or type one) to read it word by word with Ctrl-R")
        #expect(router.readings.isEmpty)
    }

    /// Enter pressed once the quick stage showed nothing yet: the row the whole ranking brings
    /// opens when it comes.
    @Test func enterBeforeTheWholeRankingOpensItsFirstRowWhenItComes() {
        presenter.viewWillAppear()
        interactor.holdsWholeRanking = true
        type("apple")
        press(.enter)
        #expect(router.opened.isEmpty)
        interactor.heldPages.removeLast()()
        #expect(router.opened == [WordReference(dictionaryID: "eng-tur", headword: "apple")])
    }

    /// A quick stage that found nothing paints nothing: no "No matches" flashes before the
    /// rows the whole ranking finds.
    @Test func anEmptyQuickStageLeavesTheRowsTillTheWholeRankingComes() {
        presenter.viewWillAppear()
        type("grape")
        interactor.holdsWholeRanking = true
        for key in [Key.control("u")] + "apple".map(Key.character) { _ = presenter.press(key) }
        presenter.didFinishKeys()
        #expect(view.last.emptyMessage.isEmpty, "no “No matches for apple” before its rows")
        #expect(view.last.rows.first?.headword == "grape", "the rows shown stay a moment longer")
        interactor.heldPages.removeLast()()
        #expect(view.last.rows.first?.headword == "apple")
    }

    /// A dictionary just opened, the query empty: its list comes with the whole ranking, and
    /// until then the screen says nothing, never "No matches for “”".
    @Test func anEmptyQuerysQuickStageSaysNothingBeforeTheList() {
        interactor.ready = false
        presenter.viewWillAppear()
        interactor.ready = true
        interactor.holdsWholeRanking = true
        interactor.pendingPreparation?()
        #expect(view.last.emptyMessage.isEmpty, "no “No matches for “”” before the list")
        interactor.heldPages.removeLast()()
        #expect(view.last.rows.map(\.headword) == ["apple", "apply", "grape"], "the list of the empty query")
    }

    /// A dictionary ready at once (its index saved): between the screen's first frame and its
    /// list, no "No matches for “”" either.
    @Test func aReadyDictionarysFirstFrameSaysNothingBeforeTheList() {
        interactor.holdsWholeRanking = true
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage.isEmpty, "no “No matches for “”” before the list")
        interactor.heldPages.removeLast()()
        #expect(view.last.rows.map(\.headword) == ["apple", "apply", "grape"])
    }

    /// A dictionary without a single entry says so, not "No matches for “”".
    @Test func anEmptyDictionarySaysItHasNoEntries() {
        interactor.words = [:]
        presenter.viewWillAppear()
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage == ["English → Turkish has no entries."])
    }

    /// A query and Enter or Ctrl-F typed in one burst (faster than the results): the key acts
    /// on the new query's first row, never on the row the old query had highlighted.
    @Test func enterOrStarTypedWithTheQueryActOnItsRowsNotTheOldOnes() {
        presenter.viewWillAppear()
        type("grape")
        #expect(view.last.rows.first?.headword == "grape")
        for key in [Key.control("u")] + "apply".map(Key.character) + [.control("f")] { _ = presenter.press(key) }
        presenter.didFinishKeys()
        #expect(interactor.favorites == ["apply"], "the new query's row is starred, not grape")
        for key in [Key.control("u")] + "grape".map(Key.character) + [.enter] { _ = presenter.press(key) }
        presenter.didFinishKeys()
        #expect(router.opened.last == WordReference(dictionaryID: "eng-tur", headword: "grape"))
        for key in [Key.control("u")] + "apple".map(Key.character) + [.enter] { _ = presenter.press(key) }
        presenter.didFinishKeys()
        #expect(router.opened.last == WordReference(dictionaryID: "eng-tur", headword: "apple"), "not grape, highlighted before")
    }

    @Test func anEmptySearchLineListsTheRecentWordsFirstAndTypingHidesThem() {
        interactor.recent = [SearchHit(headword: "grape", kind: .recent, summary: "üzüm", explanation: "3×")]
        presenter.viewWillAppear()
        #expect(view.last.rows.map(\.headword) == ["grape", "apple", "apply", "grape"])
        #expect(view.last.rows[0].matchNote == "recent · 3×")
        press(.enter)
        #expect(router.opened == [WordReference(dictionaryID: "eng-tur", headword: "grape")])
        type("app")
        #expect(view.last.rows.map(\.headword) == ["apple", "apply"])
        press(.escape)
        #expect(view.last.rows.map(\.headword) == ["grape", "apple", "apply", "grape"])
    }

    @Test func anUnreadableHistoryIsSaidAndSearchGoesOn() {
        interactor.historyFailure = FileProblem(path: "/h.json", message: "broken")
        presenter.viewWillAppear()
        #expect(view.last.status == StatusMessage("History unreadable: /h.json: broken", isError: true))
        type("gr")
        #expect(view.last.rows.map(\.headword) == ["grape"])
    }

    @Test func typingSearchesOnEveryBatchOfKeysAndShowsTheRows() {
        presenter.viewWillAppear()
        for character in "ap" { type(String(character)) }
        type("p")
        #expect(interactor.queries == ["", "a", "ap", "app"])
        #expect(view.last.query == "app")
        #expect(view.last.rows.map(\.headword) == ["apple", "apply"])
        #expect(view.last.rows[0].summary == "elma")
        #expect(view.last.rows[0].highlight == 0..<3)
        #expect(view.last.selectedRow == 0)
        #expect(view.last.status == StatusMessage("2 matches"))
    }

    /// ışık is not in this dictionary but in another: the empty list, the status line and
    /// Enter say so, and Tab searches it there, the query kept.
    @Test func aWordFoundOnlyInAnotherDictionaryIsNamedAndTabGoesThere() {
        let wiktionary = DictionaryInfo(id: "wikdict-tur-eng", name: "Turkish → English (Wiktionary)", sourceLanguage: "tr", targetLanguage: "en")
        interactor.elsewhere["ışık"] = [wiktionary]
        presenter.viewWillAppear()
        type("ışık")
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage == ["No matches for “ışık” in English → Turkish.", "“ışık” is in Turkish → English (Wiktionary): Tab"])
        press(.enter)
        #expect(view.last.status == StatusMessage("“ışık” is in Turkish → English (Wiktionary): Tab"))
        interactor.words["ışık"] = "light"
        press(.tab)
        #expect(interactor.dictionary?.id == "wikdict-tur-eng")
        #expect(view.last.query == "ışık", "the query is kept")
        #expect(view.last.rows.map(\.headword) == ["ışık"])
        #expect(view.last.status == StatusMessage("Now searching Turkish → English (Wiktionary)"))
    }

    /// Down typed in the same burst as the query, or before its first rows came, moves on
    /// those rows: not on the rows before, which the query's then replaced from their top.
    @Test func aMoveTypedWithTheQueryIsForItsRows() {
        presenter.viewWillAppear()
        for key in [Key.character("a"), .character("p"), .down, .enter] { presenter.press(key) }
        presenter.didFinishKeys()
        #expect(router.opened.map(\.headword) == ["apply"], "the second row of “ap”")
    }

    /// End and Enter typed with the query: End goes to the end of the query's whole ranking,
    /// whose page is asked for only once the ranking is in (asked before, it would cancel it).
    @Test func endTypedWithTheQueryGoesToTheEndOfItsWholeRanking() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<1_200).map { (String(format: "w%04d", $0), "sense \($0)") })
        interactor.holdsPages = true
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        interactor.holdsWholeRanking = true
        interactor.quickStageRows = 20
        for key in [Key.character("w"), .end, .enter] { presenter.press(key) }
        presenter.didFinishKeys()
        #expect(!interactor.pagesAsked.contains { $0.lowerBound > 0 }, "no page asked for while the ranking is on its way")
        interactor.heldPages.removeFirst()() // the whole ranking
        #expect(view.last.selectedRow == 1_199)
        #expect(interactor.pagesAsked.last == 1_000..<1_200)
        #expect(router.opened.isEmpty, "its row on its way")
        interactor.heldPages.removeFirst()()
        #expect(router.opened.map(\.headword) == ["w1199"])
    }

    /// Tab, and Tab again while the other direction is still being read: back in the first
    /// one, its rows are searched again, not left empty ("No matches").
    @Test func tabTwiceWhileTheOtherDirectionIsReadShowsTheRowsAgain() {
        let english = try! #require(interactor.dictionary)
        presenter.viewWillAppear()
        type("apple")
        #expect(view.last.rows.map(\.headword) == ["apple"])
        interactor.otherDirection = DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")
        interactor.ready = false
        press(.tab)
        interactor.otherDirection = english
        interactor.ready = true
        press(.tab)
        #expect(interactor.dictionary?.id == "eng-tur")
        #expect(view.last.rows.map(\.headword) == ["apple"])
        #expect(view.last.emptyMessage.isEmpty)
    }

    /// A word only a dictionary switched off in the pair has: the empty list says so.
    @Test func aWordOnlyASwitchedOffDictionaryHasIsNamed() {
        interactor.switchedOffHaving["acele"] = [DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")]
        presenter.viewWillAppear()
        type("acele")
        #expect(view.last.emptyMessage.last == "“acele” is in tur-eng, switched off: F3")
    }

    /// Weak rows (a typo, a prefix) with the word elsewhere: the status line names it.
    @Test func weakRowsSayWhereTheWordIs() {
        let wiktionary = DictionaryInfo(id: "wikdict-tur-eng", name: "Turkish → English (Wiktionary)", sourceLanguage: "tr", targetLanguage: "en")
        interactor.words = ["isim": "name"]
        interactor.elsewhere["is"] = [wiktionary]
        interactor.otherDirection = wiktionary
        presenter.viewWillAppear()
        type("is")
        #expect(view.last.status == StatusMessage("1 match · “is” is in Turkish → English (Wiktionary): Tab"))
        interactor.elsewhere = [:]
        type("im")
        #expect(view.last.status == StatusMessage("1 match"), "isim is the query: nothing to point at")
        interactor.otherDirection = nil
        press(.tab)
        #expect(view.last.status == StatusMessage("No dictionary of the other direction is installed"))
    }

    /// 1,200 words, pages of 200: End reaches the last, its page loaded when asked; until it
    /// comes its rows show as loading and Enter opens nothing.
    @Test func endReachesTheLastRowOfAListLongerThanAPage() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<1_200).map { (String(format: "w%04d", $0), "sense \($0)") })
        interactor.holdsPages = true
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        #expect(view.last.rowCount == 1_200)
        #expect(interactor.pagesAsked.last == 0..<200)
        #expect(view.last.rows.map(\.headword) == (0...10).map { String(format: "w%04d", $0) },
                "of the 200 loaded, the rows a list 10 tall can show around the highlight")
        press(.end)
        #expect(view.last.selectedRow == 1_199)
        #expect(interactor.pagesAsked.last == 1_000..<1_200)
        #expect(!view.last.rows.indices.contains(1_199 - view.last.firstRow), "not loaded yet")
        press(.enter)
        #expect(router.opened.isEmpty, "a row on its way opens when it comes")
        interactor.heldPages.removeFirst()()
        #expect(view.last.firstRow == 1_189)
        #expect(view.last.rows.last?.headword == "w1199")
        #expect(router.opened.map(\.headword) == ["w1199"], "End, Enter typed at once open the last word")
        press(.home)
        #expect(view.last.selectedRow == 0)
        #expect(interactor.pagesAsked.last == 0..<200)
        press(.end)
        press(.enter)
        press(.up)
        interactor.heldPages.forEach { $0() }
        #expect(router.opened.count == 1, "a key after Enter takes it back")
    }

    /// View models are made for the rows a list can show, which follow the highlight and
    /// the list's height: those of a taller list come with the render that finds it taller.
    @Test func theRowsShownFollowTheHighlightAndTheListsHeight() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<300).map { (String(format: "w%03d", $0), "sense \($0)") })
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        for _ in 0..<50 { press(.down) }
        #expect(view.last.selectedRow == 50)
        #expect(view.last.firstRow == 40)
        #expect(view.last.rows.map(\.headword).first == "w040")
        #expect(view.last.rows.map(\.headword).last == "w060")
        let paints = display.requests
        presenter.didChangeVisibleRowCount(25)
        #expect(view.last.firstRow == 25)
        #expect(view.last.rows.count == 51)
        #expect(display.requests == paints + 1, "painted again with them")
        presenter.didChangeVisibleRowCount(12)
        #expect(view.last.rows.count == 51, "a shorter list needs no other rows")
    }

    /// Back from a word's page with the query unchanged, the rows it had are shown without
    /// a search; with a source of the pair switched on or off meanwhile, it is searched again.
    @Test func comingBackWithTheSameQueryShowsTheRowsItHad() {
        interactor.words = ["apple": "elma", "apply": "uygulamak"]
        presenter.viewWillAppear()
        type("app")
        press(.down)
        let searched = interactor.queries.count
        presenter.viewWillAppear()
        #expect(interactor.queries.count == searched, "nothing searched again")
        #expect(view.last.rows.map(\.headword) == ["apple", "apply"])
        #expect(view.last.selectedRow == 1, "the highlight where it was")
        interactor.sources = ["eng-tur", "eng-tur-2"]
        presenter.viewWillAppear()
        #expect(interactor.queries.count == searched + 1, "another source: searched again")
    }

    /// The last word opened from the end of the list joins the recent words above it: back on
    /// Search the highlight is still on that word, and every row, the last too, is reachable.
    @Test func aWordJoiningTheRecentWordsKeepsTheHighlightOnItsWord() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<1_200).map { (String(format: "w%04d", $0), "sense \($0)") })
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        press(.end)
        press(.up)
        #expect(view.last.selectedRow == 1_198)
        interactor.recent = [SearchHit(headword: "w1198", kind: .recent, summary: "sense 1198", explanation: "1×")]
        presenter.viewWillAppear()
        #expect(view.last.selectedRow == 1_199, "one recent word above: the same word, a row lower")
        #expect(view.last.rowCount == 1_201)
        press(.end)
        #expect(view.last.selectedRow == 1_200, "the last word is still reachable")
    }

    /// Far down one list, then another dictionary or source: the new list from its top, its
    /// rows loaded, not the old position over rows that never come.
    @Test func anotherListStartsAtItsTop() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<1_200).map { (String(format: "w%04d", $0), "sense \($0)") })
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        press(.end)
        interactor.sources = ["eng-tur", "eng-tur-2"]
        presenter.viewWillAppear()
        #expect(view.last.selectedRow == 0)
        #expect(view.last.rows.first?.headword == "w0000")
    }

    /// The ranking's last page loaded, then Home onto a recent word: the first page is loaded
    /// under it, not left showing as on its way.
    @Test func homeOntoARecentWordLoadsTheFirstPage() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<1_200).map { (String(format: "w%04d", $0), "sense \($0)") })
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        press(.end)
        #expect(interactor.pagesAsked.last == 1_000..<1_200)
        interactor.recent = [SearchHit(headword: "w1199", kind: .recent, summary: "sense 1199", explanation: "1×")]
        presenter.viewWillAppear()
        press(.home)
        #expect(interactor.pagesAsked.last == 0..<200)
        #expect(view.last.rows.map(\.headword).prefix(3) == ["w1199", "w0000", "w0001"])
    }

    /// `apple␠`, the start of a phrase being typed, is searched and highlighted as apple.
    @Test func aTrailingSpaceIsHighlightedAsTheWord() {
        interactor.otherHits["apple "] = [SearchHit(headword: "apple", kind: .exact, summary: "elma")]
        presenter.viewWillAppear()
        type("apple ")
        #expect(view.last.rows.first?.highlight == 0..<5)
    }

    /// A pair's count is known only roughly until its end is read: End past the real end gets
    /// an empty page saying how many there are, and the page of the real end is asked for.
    @Test func endPastAnOverstatedCountFindsTheRealEnd() {
        interactor.words = Dictionary(uniqueKeysWithValues: (0..<300).map { (String(format: "w%03d", $0), "sense \($0)") })
        interactor.overstatedBy = 400
        presenter.didChangeVisibleRowCount(10)
        presenter.viewWillAppear()
        #expect(view.last.rowCount == 700)
        #expect(view.last.status == StatusMessage("~700 words"), "about so many, not at least")
        press(.end)
        #expect(view.last.rowCount == 300)
        #expect(view.last.selectedRow == 299)
        #expect(view.last.rows.last?.headword == "w299", "the real last row, loaded")
        press(.home)
        #expect(view.last.rows.first?.headword == "w000")
        #expect(view.last.status == StatusMessage("300 words"), "the exact count End found stays for the first page")
    }

    /// A row found through a translation opens its page at the sense that says it.
    @Test func aTranslationRowOpensItsPageAtTheSenseThatAnswers() {
        let sense = SenseLocation(entry: 2, sense: 0)
        interactor.otherHits["ışık"] = [SearchHit(headword: "light", kind: .translation, summary: "ışık, aydınlık", explanation: "ışık",
                                                  answeringSense: sense)]
        presenter.viewWillAppear()
        type("ışık")
        #expect(view.last.rows.map(\.summary) == ["ışık, aydınlık"])
        press(.enter)
        #expect(router.focuses.map { $0?.sense } == [sense])
        #expect(router.focuses.first??.note == "translation: ışık")
        #expect(router.focuses.first??.isTranslation == true)
    }

    @Test func rowsFoundThroughAnInflectionOrATranslationSayHow() {
        interactor.otherHits["kitaplarımızdan"] = [SearchHit(headword: "kitap", kind: .lemma, summary: "book", explanation: "kitap+lar+ımız+dan")]
        interactor.otherHits["elma"] = [SearchHit(headword: "apple", kind: .translation, summary: "elma", explanation: "elma"),
                                        SearchHit(headword: "elm", kind: .fuzzy, summary: "karaağaç")]
        interactor.otherHits["avantaj"] = [SearchHit(headword: "benefit", kind: .translation, summary: "fayda", explanation: "avantaj",
                                                     translatedBy: "tur-eng")]
        interactor.otherHits["dşünüyorum"] = [SearchHit(headword: "düşünmek", kind: .fuzzy, summary: "think", explanation: "düşün+üyor+um"),
                                              SearchHit(headword: "düşmek", kind: .fuzzy, summary: "fall")]
        presenter.viewWillAppear()
        type("kitaplarımızdan")
        #expect(view.last.rows.map(\.matchNote) == ["← kitap+lar+ımız+dan"])
        press(.enter)
        #expect(router.opened == [WordReference(dictionaryID: "eng-tur", headword: "kitap")], "the row opens the headword, not the form typed")
        #expect(router.focuses.last == AnswerFocus(note: "← kitap+lar+ımız+dan", query: "kitaplarımızdan", analysis: "kitap+lar+ımız+dan"),
                "the page says how the form was read")
        press(.escape)
        type("elma")
        #expect(view.last.rows.map(\.headword) == ["apple", "elm"])
        #expect(view.last.rows.map(\.matchNote) == ["translation: elma", nil])
        press(.escape)
        type("avantaj")
        #expect(view.last.rows.map(\.matchNote) == ["translation: avantaj · tur-eng"], "a translation the dictionary the other way round gave says which")
        press(.escape)
        type("dşünüyorum")
        #expect(view.last.rows.map(\.matchNote) == ["← düşün+üyor+um", nil], "a correction that is a form's lemma says which form")
    }

    @Test func arrowsMoveAndEnterOpensTheHighlightedWord() {
        presenter.viewWillAppear()
        type("app")
        press(.down)
        #expect(view.last.selectedRow == 1)
        press(.enter)
        #expect(router.opened == [WordReference(dictionaryID: "eng-tur", headword: "apply")])
    }

    @Test func escapeClearsTheQueryThenIsLeftToTheApp() {
        presenter.viewWillAppear()
        type("gr")
        #expect(press(.escape) == .handled)
        #expect(view.last.query == "")
        #expect(press(.escape) == .ignored)
    }

    @Test func ctrlFStarsTheHighlightedWordAndSaysSo() {
        presenter.viewWillAppear()
        type("grape")
        press(.control("f"))
        #expect(interactor.favorites == ["grape"])
        #expect(view.last.rows[0].isFavorite)
        #expect(view.last.status == StatusMessage("★ Added “grape” to favorites"))
        press(.control("f"))
        #expect(!view.last.rows[0].isFavorite)
    }

    /// Another sozluk stars or unstars words meanwhile: the next search shows the marks as the
    /// file has them, and Ctrl-F does what the row showed it would (a star given meanwhile is
    /// not taken away by the key pressed to give it).
    @Test func starsGivenElsewhereShowAtTheNextSearchAndCtrlFKeepsThem() {
        presenter.viewWillAppear()
        type("grap")
        interactor.favorites.insert("grape")
        type("e")
        #expect(view.last.rows[0].headword == "grape" && view.last.rows[0].isFavorite, "read again for the new search")
        interactor.favorites.remove("grape")
        press(.control("f"))
        #expect(interactor.favorites == [], "shown starred: the key unstars, and it is unstarred already")
        #expect(!view.last.rows[0].isFavorite && view.last.status == StatusMessage("Removed “grape” from favorites"))
        interactor.favorites.insert("grape")
        press(.control("f"))
        #expect(interactor.favorites == ["grape"], "shown unstarred: the key stars, and another sozluk starred it already")
        #expect(view.last.rows[0].isFavorite)
    }

    /// A message of the status line is gone when the screen shows again (after Settings).
    @Test func aStatusMessageDoesNotOutliveAVisitToAnotherScreen() {
        presenter.viewWillAppear()
        type("zzzz")
        presenter.press(.control("f"))
        #expect(view.last.status?.text == "Nothing selected to star")
        presenter.viewWillAppear()
        #expect(view.last.status?.text != "Nothing selected to star")
    }

    @Test func aFavoritesFailureIsShownAsAnError() {
        interactor.favoritesFailure = FileProblem(path: "/f.json", line: 1, column: 2, message: "broken")
        presenter.viewWillAppear()
        #expect(view.last.status?.isError == true)
        press(.control("f"))
        #expect(view.last.status == StatusMessage("Not saved: /f.json:1:2: broken", isError: true))
    }

    @Test func noMatchesNamesTheQueryAndTheDictionary() {
        presenter.viewWillAppear()
        type("xyz")
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage == ["No matches for “xyz” in English → Turkish."])
    }

    @Test func withNoDictionariesTheScreenSaysWhereToPutThem() {
        interactor.dictionary = nil
        presenter.viewWillAppear()
        #expect(view.last.emptyMessage.first == "No dictionaries found.")
        #expect(view.last.emptyMessage.contains("  /home/u/.local/share/sozluk/dictionaries"))
    }

    @Test func loadProblemsAreReportedInTheStatusLine() {
        interactor.problems = [FileProblem(path: "/d/bad.json", line: 3, column: 7, message: "expected a string")]
        presenter.viewWillAppear()
        #expect(view.last.status == StatusMessage("1 dictionary file could not be loaded: /d/bad.json:3:7: expected a string (F3 for all)", isError: true))
    }

    @Test func aDictionaryNotReadYetSaysSoThenShowsResults() {
        interactor.ready = false
        interactor.dictionary?.fileSize = 148_640_457
        presenter.viewWillAppear()
        type("app")
        #expect(view.last.rows.isEmpty)
        #expect(view.last.emptyMessage.isEmpty)
        #expect(view.last.status == StatusMessage("Opening English → Turkish (148.6 MB)…"))
        interactor.preparationProgress?(0.42)
        #expect(view.last.status == StatusMessage("Indexing English → Turkish (148.6 MB, first use only): 42%"))
        #expect(view.last.rows.isEmpty)
        interactor.ready = true
        interactor.pendingPreparation?()
        #expect(view.last.rows.map(\.headword) == ["apple", "apply"])
        #expect(display.requests == 2)
    }

    /// The dictionary being indexed turns out broken: the progress line gives way to its
    /// problem at once, without waiting for a key, and the screen says no dictionary could
    /// be loaded rather than that none was found.
    @Test func aDictionaryThatFailsWhileIndexedSaysSoAtOnce() {
        interactor.ready = false
        interactor.dictionary?.fileSize = 6_000_000
        presenter.viewWillAppear()
        interactor.preparationProgress?(0.54)
        #expect(view.last.status == StatusMessage("Indexing English → Turkish (6.0 MB, first use only): 54%"))
        let requests = display.requests
        interactor.dictionary = nil
        interactor.problems = [FileProblem(path: "/d/trunc.json", line: 25955, column: 710, message: "unterminated string")]
        interactor.pendingPreparation?()
        #expect(view.last.status == StatusMessage("1 dictionary file could not be loaded: /d/trunc.json:25955:710: unterminated string (F3 for all)", isError: true))
        #expect(view.last.emptyMessage.first == "No dictionary could be loaded: the files found have problems (F3 lists them).")
        #expect(display.requests > requests, "painted without a key")
    }

    @Test func theQueryIsSearchedAgainWhenABigDictionarysTranslationsArrive() {
        interactor.ready = false
        presenter.viewWillAppear()
        type("elma")
        interactor.ready = true
        interactor.indexingTranslations = true
        interactor.pendingPreparation?()
        #expect(view.last.rows.isEmpty, "searchable by headword: no English word is elma")
        #expect(view.last.emptyMessage.first == "No matches for “elma” in English → Turkish.")
        interactor.otherHits["elma"] = [SearchHit(headword: "apple", kind: .translation, summary: "elma", explanation: "elma")]
        interactor.indexingTranslations = false
        interactor.pendingTranslations?()
        #expect(view.last.rows.map(\.headword) == ["apple"])
        #expect(view.last.rows.first?.matchNote == "translation: elma")
    }

    /// While a big dictionary's translations are indexed, the count is said not to be final.
    @Test func theCountSaysTranslationsAreStillBeingIndexed() {
        interactor.indexingTranslations = true
        presenter.viewWillAppear()
        type("appl")
        #expect(view.last.status?.text == "2 matches · translations still being indexed")
        interactor.indexingTranslations = false
        interactor.pendingTranslations?()
        #expect(view.last.status?.text == "2 matches")
    }

    @Test func comingBackWhileADictionaryIsIndexedDoesNotStartASecondBuild() {
        interactor.ready = false
        presenter.viewWillAppear()
        presenter.viewWillAppear()
        #expect(interactor.preparations == 1)
    }

    @Test func aReadyDictionaryChosenWhileAnotherIsIndexedIsSearchedAtOnce() {
        interactor.ready = false
        presenter.viewWillAppear()
        interactor.preparationProgress?(0.3)
        interactor.dictionary = DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")
        interactor.ready = true
        presenter.viewWillAppear()
        type("app")
        #expect(view.last.rows.map(\.headword) == ["apple", "apply"])
        #expect(view.last.status == StatusMessage("2 matches"))
    }

    @Test func progressOfADictionaryNoLongerChosenIsNotShown() {
        interactor.ready = false
        presenter.viewWillAppear()
        let oldProgress = interactor.preparationProgress
        let oldCompletion = interactor.pendingPreparation
        interactor.dictionary = DictionaryInfo(id: "tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")
        presenter.viewWillAppear()
        #expect(interactor.preparations == 2)
        oldProgress?(0.5)
        oldCompletion?()
        #expect(view.last.status == StatusMessage("Opening Turkish → English (0 entries)…"))
        interactor.preparationProgress?(0.1)
        #expect(view.last.status == StatusMessage("Indexing Turkish → English (0 entries, first use only): 10%"))
    }

    @Test func aPasteSearchesOnceAtTheEndOfTheBatch() {
        presenter.viewWillAppear()
        for character in "grape" { presenter.press(.character(character)) }
        #expect(interactor.queries == [""])
        presenter.didFinishKeys()
        #expect(interactor.queries == ["", "grape"])
        #expect(view.last.rows.map(\.headword) == ["grape"])
    }

    /// A paste of a whole text fills the search line up to its capacity, searched once, and
    /// the status line says the rest was left out.
    @Test func aPasteLongerThanTheSearchLineStopsAtItsCapacityAndSaysSo() {
        presenter.viewWillAppear()
        for character in String(repeating: "abc ", count: 2_500) { presenter.press(.character(character)) }
        presenter.didFinishKeys()
        #expect(interactor.queries.count == 2)
        #expect(interactor.queries.last?.count == LineEditor.capacity)
        #expect(view.last.status?.text == "The search line holds 256 characters; the rest was left out")
    }

    @Test func editingKeysWorkLikeAShell() {
        presenter.viewWillAppear()
        type("grape")
        press(.backspace)
        #expect(view.last.query == "grap")
        press(.control("u"))
        #expect(view.last.query == "")
        #expect(press(.function(5)) == .ignored)
    }
}

@Suite @MainActor struct SearchInteractorTests {
    let repository = FakeDictionaryRepository([
        FakeDictionaryRepository.file(id: "en", name: "English", [("apple", "elma"), ("pear", "armut")]),
        FakeDictionaryRepository.file(id: "tr", name: "Turkish", source: "tr", [("elma", "apple")]),
    ])
    let favorites = InMemoryFavoritesStore()
    let history = InMemoryHistoryStore()
    let settings = InMemorySettingsStore(Settings(activeDictionaryID: "tr"))

    @Test func recentWordsAreThoseOfTheActiveDictionaryStillInIt() throws {
        history.stored = [
            HistoryEntry(word: WordReference(dictionaryID: "en", headword: "apple"), lookups: 1, firstLookedUp: 1, lastLookedUp: 9),
            HistoryEntry(word: WordReference(dictionaryID: "tr", headword: "elma"), lookups: 3, firstLookedUp: 1, lastLookedUp: 5),
            HistoryEntry(word: WordReference(dictionaryID: "tr", headword: "gone"), lookups: 1, firstLookedUp: 1, lastLookedUp: 7),
        ]
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: settings),
                                          scheduler: ImmediateScheduler(), loadScheduler: ImmediateScheduler())
        #expect(try interactor.recentWords(limit: 5) == [SearchHit(headword: "elma", kind: .recent, summary: "apple", explanation: "3×")])
    }

    @Test func searchesTheActiveDictionary() {
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: settings),
                                          scheduler: ImmediateScheduler(), loadScheduler: ImmediateScheduler())
        #expect(interactor.activeDictionary()?.id == "tr")
        var found: [String] = []
        interactor.search("el", rows: 0..<10) { found = $0.hits.map(\.headword) }
        #expect(found == ["elma"])
    }

    @Test func anUnknownSavedDictionaryFallsBackToTheFirst() {
        settings.stored = Settings(activeDictionaryID: "gone")
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: settings),
                                          scheduler: ImmediateScheduler(), loadScheduler: ImmediateScheduler())
        #expect(interactor.activeDictionary()?.id == "en")
    }

    @Test func favoritesAreKeptPerDictionary() throws {
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: settings),
                                          scheduler: ImmediateScheduler(), loadScheduler: ImmediateScheduler())
        favorites.stored = [Favorite(word: WordReference(dictionaryID: "en", headword: "elma"), addedAt: 1)]
        #expect(try interactor.favoriteHeadwords().isEmpty)
        #expect(try interactor.toggleFavorite("elma"))
        #expect(favorites.stored.map(\.word).contains(WordReference(dictionaryID: "tr", headword: "elma")))
        #expect(try interactor.favoriteHeadwords() == ["elma"])
    }

    @Test(.timeLimit(.minutes(1))) func aNewerSearchCancelsTheOlderOne() async {
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: settings),
                                          scheduler: BackgroundScheduler(label: "test"), loadScheduler: BackgroundScheduler(label: "test-load", concurrent: true))
        var delivered: [String] = []
        await withCheckedContinuation { continuation in
            interactor.search("e", rows: 0..<10) { _ in delivered.append("e") }
            interactor.search("el", rows: 0..<10) { _ in delivered.append("el") }
            interactor.search("elm", rows: 0..<10) { results in
                delivered.append("elm:" + results.hits.map(\.headword).joined())
                // Prefix matches, then the whole ranking (the page was not full).
                if delivered.count == 2 { continuation.resume() }
            }
        }
        #expect(delivered == ["elm:elma", "elm:elma"])
    }

    /// The whole ranking starts once the first rows are handed to the main thread and what
    /// they asked of it (their paint) is done: on two cores it would otherwise take the cores
    /// from that paint.
    @Test func theRankingWaitsTillTheFirstRowsArePainted() {
        let scheduler = HandoverRecorder(repository: repository)
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: settings),
                                          scheduler: scheduler, loadScheduler: ImmediateScheduler())
        var delivered: [[String]] = []
        interactor.search("el", rows: 0..<10) { delivered.append($0.hits.map(\.headword)) }
        #expect(scheduler.stepsAtHandover == [[.firstRows]], "handed over after the first rows, before the ranking")
        #expect(scheduler.limits == [SearchInteractor.paintWaitLimit])
        #expect(delivered == [["elma"], ["elma"]])
        #expect(repository.steps.map(\.step) == [.firstRows, .ranking])
    }

    /// The rows each stage delivers for `query`, searched at once on a dictionary of `entries`.
    func stages(_ query: String, limit: Int, in entries: [(String, String)]) -> [[String]] {
        let repository = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "en", entries)])
        let interactor = SearchInteractor(dictionaries: repository, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: repository, settings: InMemorySettingsStore()),
                                          scheduler: ImmediateScheduler(), loadScheduler: ImmediateScheduler())
        var delivered: [[String]] = []
        interactor.search(query, rows: 0..<limit) { delivered.append($0.hits.map(\.headword)) }
        return delivered
    }

    @Test func prefixMatchesComeFirstThenTheWholeRanking() {
        #expect(stages("elm", limit: 10, in: [("kelm", "x"), ("elma", "apple"), ("elmas", "diamond")]) == [["elma", "elmas"], ["elma", "elmas", "kelm"]])
    }

    /// şu typed into English → Turkish: the words starting "su" fill the page at once, and the
    /// whole ranking still puts that and this, which it translates, before them.
    @Test func aPageFullOfPrefixMatchesStillGetsTheWholeRanking() {
        #expect(stages("elm", limit: 2, in: [("elma", "x"), ("elmas", "y"), ("apple", "elm")]) == [["elma", "elmas"], ["apple", "elma"]])
    }

    @Test(.timeLimit(.minutes(1))) func aDictionaryIsReadInTheBackgroundBeforeTheCallback() async {
        let lazy = FakeDictionaryRepository([FakeDictionaryRepository.file(id: "en", [("apple", "elma")])])
        lazy.notLoaded = ["en"]
        let interactor = SearchInteractor(dictionaries: lazy, favorites: favorites, history: history,
                                          activeDictionary: ActiveDictionary(dictionaries: lazy, settings: InMemorySettingsStore()),
                                          scheduler: BackgroundScheduler(label: "test"), loadScheduler: BackgroundScheduler(label: "test-load", concurrent: true))
        #expect(!interactor.isActiveDictionaryReady())
        var reports: [Double] = []
        await withCheckedContinuation { continuation in
            interactor.prepareActiveDictionary(progress: { reports.append($0) }, completion: { continuation.resume() })
        }
        #expect(interactor.isActiveDictionaryReady())
        #expect(reports == [1])
    }
}

/// Runs everything at once, and records what the repository had done when the first rows
/// were handed to the main thread.
final class HandoverRecorder: WorkScheduler, @unchecked Sendable {
    let repository: FakeDictionaryRepository
    private(set) var stepsAtHandover: [[FakeDictionaryRepository.SearchStep]] = []
    private(set) var limits: [Double] = []

    init(repository: FakeDictionaryRepository) { self.repository = repository }

    func onMain(_ update: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated { update() }
    }

    func onMainThenWait(_ update: @escaping @Sendable @MainActor () -> Void, limit: Double) {
        stepsAtHandover.append(repository.steps.map(\.step))
        limits.append(limit)
        MainActor.assumeIsolated { update() }
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        let result = work()
        MainActor.assumeIsolated { deliver(result) }
    }
}
