@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
import TerminalUI
import TestSupport
import Testing

@MainActor
final class ReadViewSpy: ReadViewInput {
    var models: [ReadViewModel] = []
    var scrolls: [ScrollRequest] = []
    var last: ReadViewModel { models.last! }
    func display(_ viewModel: ReadViewModel) { models.append(viewModel) }
    func scroll(_ request: ScrollRequest) { scrolls.append(request) }
}

/// The read use case answered when the test says: lookups wait for `answer`, the text's
/// glossing for `finishGloss`.
@MainActor
final class FakeReadInteractor: ReadInteractorInput {
    let pair = DictionaryInfo(id: "en-tr", name: "English → Turkish", sourceLanguage: "en", targetLanguage: "tr", entryCount: 3, path: "")
    var hasDirection = true
    let turkish = DictionaryInfo(id: "tr-en", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en", entryCount: 3, path: "")
    /// The language the text's words look.
    var guessed = "en"
    var glossRequests = 0
    var asked: [[String]] = []
    private var explaining: [@MainActor (ReadingAnswer?) -> Void] = []
    private var glossing: [@MainActor ([WordGloss]) -> Void] = []
    var starred: Set<String> = []
    var stars: [(WordReference, String, String?)] = []
    var said: [WordReference] = []
    var articles: [String: [DictionaryEntry]] = [:]

    func direction(for text: ReadingText, language: String?) -> (language: String, dictionary: DictionaryInfo)? {
        let code = language ?? guessed
        return hasDirection ? (code, code == "tr" ? turkish : pair) : nil
    }
    func gloss(_ text: ReadingText, language: String, in dictionaryID: String, completion: @escaping @MainActor ([WordGloss]) -> Void) {
        glossing.append(completion)
        glossRequests += 1
    }
    func explain(_ words: [String], in dictionaryID: String, completion: @escaping @MainActor (ReadingAnswer?) -> Void) {
        asked.append(words)
        explaining.append(completion)
    }
    func starredHeadwords(in dictionaryID: String) throws(FileProblem) -> Set<String> { starred }
    func toggleFavorite(_ word: WordReference, sentence: String, form: String?) throws(FileProblem) -> Bool {
        stars.append((word, sentence, form))
        if starred.remove(word.headword) != nil { return false }
        starred.insert(word.headword)
        return true
    }
    func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) { said.append(word) }
    let places = ReadingPlaceKeeper()
    func savedWord(in text: ReadingText) -> Int? { places.word(in: text) }
    func keep(_ text: ReadingText, language: String?, word: Int, leaving: Bool) { places.keep(text, language: language, word: word, leaving: leaving) }
    func isPreviewShown() -> Bool { true }
    func setPreviewShown(_ on: Bool) throws(FileProblem) {}
    func entries(of word: WordReference, completion: @escaping @MainActor ([DictionaryEntry]) -> Void) {
        completion(articles[word.headword] ?? [])
    }

    /// Answers the latest lookup with `headword` found for `words` of the text.
    func answer(_ headword: String?, kind: MatchKind = .exact, words: Int = 1, query: String = "", explanation: String? = nil, glosses: [String?] = []) {
        let done = explaining.removeLast()
        explaining = []
        var hit = headword.map { SearchHit(headword: $0, kind: kind, summary: "", explanation: explanation) }
        hit?.glosses = glosses
        done(hit.map { ReadingAnswer(hit: $0, wordCount: words, query: query) })
    }

    func finishGloss(_ headwords: [String: String?]) {
        let done = glossing.removeLast()
        done(headwords.map { word, headword in WordGloss(word: word, count: 1, hit: headword.map { SearchHit(headword: $0, kind: .exact, summary: "") }) })
    }
}

@MainActor
final class ReadRouterSpy: ReadRouterInput {
    var closed = 0
    var opened: [(WordReference, AnswerFocus?)] = []
    func close() { closed += 1 }
    func openWord(_ word: WordReference, focus: AnswerFocus?) { opened.append((word, focus)) }
}

@Suite @MainActor struct ReadPresenterTests {
    let view = ReadViewSpy()
    let interactor = FakeReadInteractor()
    let router = ReadRouterSpy()

    func presenter(_ text: String) -> ReadPresenter {
        interactor.articles = ["give": [DictionaryEntry(headword: "give", senses: [Sense(definition: "vermek")])],
                               "kitap": [DictionaryEntry(headword: "kitap", senses: [Sense(definition: "book")])]]
        let presenter = ReadPresenter(text: ReadingText(text), view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        return presenter
    }

    @Test func thePhraseStartingAtTheCursorIsSelectedAndExplained() throws {
        let presenter = presenter("He gave up smoking.")
        #expect(interactor.asked == [["He", "gave", "up", "smoking"]], "the word and those after it in its sentence")
        interactor.answer("he")
        _ = presenter.didRequest(.nextWord)
        presenter.didFinishKeys()
        #expect(view.last.selection == 1..<2, "the word alone until its answer comes")
        #expect(interactor.asked.last == ["gave", "up", "smoking"])
        interactor.answer("give", kind: .phrase, words: 2, query: "gave up", explanation: "give up")
        #expect(view.last.selection == 1..<3, "gave up, as one")
        let article = try #require(view.last.article)
        #expect(article.headword == "give")
        #expect(article.foundAs == "phrase: give up")
        #expect(article.blocks.contains { if case .sense(_, _, _, "vermek") = $0 { true } else { false } }, "give's article, fetched for the pane")
    }

    @Test func aFormIsSpelledOutWithWhatItsEndingsMean() throws {
        let presenter = presenter("Kitaplarımızdan biri")
        defer { withExtendedLifetime(presenter) {} }
        interactor.answer("kitap", kind: .lemma, query: "Kitaplarımızdan", explanation: "kitap+lar+ımız+dan", glosses: ["plural", "our", "from"])
        #expect(try #require(view.last.article).foundAs == "Kitaplarımızdan = kitap + -lar (plural) + -ımız (our) + -dan (from)")
    }

    @Test func aBatchOfMovesLooksUpOnlyTheWordItEndsOn() {
        let presenter = presenter("one two three four five")
        interactor.answer("one")
        for _ in 0..<3 { _ = presenter.didRequest(.nextWord) }
        presenter.didFinishKeys()
        #expect(interactor.asked.count == 2)
        #expect(interactor.asked.last?.first == "four")
    }

    @Test func movesGoBySentenceAndByTheLinesAsWrapped() {
        let presenter = presenter("One two. Three four. Five")
        _ = presenter.didRequest(.nextSentence)
        #expect(view.last.selection.lowerBound == 2)
        _ = presenter.didRequest(.nextWord)
        _ = presenter.didRequest(.previousSentence)
        #expect(view.last.selection.lowerBound == 2, "back to the start of this sentence first")
        _ = presenter.didRequest(.previousSentence)
        #expect(view.last.selection.lowerBound == 0)
        presenter.didLayOut([[WordSpot(word: 0, column: 0), WordSpot(word: 1, column: 4)],
                             [WordSpot(word: 2, column: 0), WordSpot(word: 3, column: 6)], [], [WordSpot(word: 4, column: 0)]], visibleLines: 3)
        _ = presenter.didRequest(.nextWord)
        _ = presenter.didRequest(.nextLine)
        #expect(view.last.selection.lowerBound == 3, "the word below nearest the column")
        _ = presenter.didRequest(.nextLine)
        #expect(view.last.selection.lowerBound == 4, "a blank line between paragraphs is skipped")
        _ = presenter.didRequest(.nextLine)
        #expect(view.last.selection.lowerBound == 4, "the last line stays")
        _ = presenter.didRequest(.firstWord)
        _ = presenter.didRequest(.lastWord)
        #expect(view.last.selection.lowerBound == 4)
        _ = presenter.didRequest(.select(word: 99))
        #expect(view.last.selection.lowerBound == 4, "a click past the words moves nothing")
    }

    /// Down then down again across a short line comes back to the column it started from.
    @Test func upAndDownKeepTheColumnAcrossAShortLine() {
        let presenter = presenter("aaa bbb ccc. ddd. eee fff")
        presenter.didLayOut([[WordSpot(word: 0, column: 0), WordSpot(word: 1, column: 4), WordSpot(word: 2, column: 20)],
                             [WordSpot(word: 3, column: 0)], [WordSpot(word: 4, column: 0), WordSpot(word: 5, column: 22)]], visibleLines: 3)
        _ = presenter.didRequest(.select(word: 2))
        _ = presenter.didRequest(.nextLine)
        #expect(view.last.selection.lowerBound == 3)
        _ = presenter.didRequest(.nextLine)
        #expect(view.last.selection.lowerBound == 5, "nearest column 20, where it started, not column 0")
        _ = presenter.didRequest(.previousWord)
        _ = presenter.didRequest(.previousLine)
        #expect(view.last.selection.lowerBound == 3, "a move by word forgets the column")
    }

    /// A phrase starred is marked on its words and counted, though no word's own headword is it.
    @Test func aStarredPhraseIsMarkedOnItsWordsAndCounted() {
        interactor.starred = ["give up"]
        let presenter = presenter("They gave up.")
        defer { withExtendedLifetime(presenter) {} }
        interactor.finishGloss(["they": "they", "gave": "give", "up": "up"])
        #expect(view.last.marks == [.plain, .plain, .plain])
        interactor.answer("they")
        _ = presenter.didRequest(.nextWord)
        presenter.didFinishKeys()
        interactor.answer("give up", words: 2, query: "gave up")
        #expect(view.last.marks == [.plain, .starred, .starred])
        #expect(view.last.detail.hasPrefix("100% explained · ★ 1"))
    }

    @Test func starredAndUnknownWordsAreMarkedAndTheTitleSaysHowMuchIsExplained() {
        interactor.starred = ["book"]
        let presenter = presenter("Books and xyzzy")
        defer { withExtendedLifetime(presenter) {} }
        #expect(view.last.detail == "English → Turkish · looking the words up…")
        interactor.finishGloss(["books": "book", "and": "and", "xyzzy": nil])
        #expect(view.last.marks == [.starred, .plain, .unknown])
        #expect(view.last.detail == "66% explained · ★ 1 · English → Turkish")
    }

    @Test func starringBeforeTheAnswerWaitsForItAndKeepsTheSentence() {
        let presenter = presenter("First one. They gave up.")
        interactor.finishGloss(["first": "first", "one": "one", "they": "they", "gave": "give", "up": "up"])
        _ = presenter.didRequest(.select(word: 3))
        presenter.didFinishKeys()
        _ = presenter.didRequest(.toggleFavorite)
        #expect(interactor.stars.isEmpty, "nothing to star until the word is looked up")
        interactor.answer("give", kind: .phrase, words: 2, query: "gave up")
        #expect(interactor.stars.map(\.0.headword) == ["give"])
        #expect(interactor.stars.map(\.1) == ["They gave up."])
        #expect(interactor.stars.map(\.2) == ["gave up"], "the phrase as the text writes it, for the card to mark")
        #expect(view.last.marks[3] == .starred)
        #expect(view.last.status?.text == "★ “give” starred, with its sentence")
        _ = presenter.didRequest(.toggleFavorite)
        #expect(view.last.marks[3] == .plain, "Ctrl-F again unstars")
    }

    /// Another sozluk stars or unstars the word meanwhile: Ctrl-F does what the text showed.
    @Test func starringDoesWhatTheTextShowedWhenTheStarChangedElsewhere() {
        let presenter = presenter("First one. They gave up.")
        interactor.finishGloss(["first": "first", "one": "one", "they": "they", "gave": "give", "up": "up"])
        _ = presenter.didRequest(.select(word: 3))
        presenter.didFinishKeys()
        interactor.answer("give", kind: .phrase, words: 2, query: "gave up")
        interactor.starred.insert("give")
        _ = presenter.didRequest(.toggleFavorite)
        #expect(interactor.starred == ["give"] && view.last.marks[3] == .starred, "shown plain, starred already: it stays starred")
        interactor.starred.remove("give")
        _ = presenter.didRequest(.toggleFavorite)
        #expect(interactor.starred.isEmpty && view.last.marks[3] == .plain, "shown starred, unstarred already: it stays unstarred")
    }

    @Test func enterOpensTheWordAtItsAnswerAndSaysWhenNothingExplainsIt() throws {
        let presenter = presenter("xyzzy gave")
        interactor.answer(nil)
        _ = presenter.didRequest(.open)
        #expect(router.opened.isEmpty)
        #expect(view.last.status?.text == "No dictionary of this direction explains “xyzzy”")
        #expect(view.last.article?.blocks == [.notice("No dictionary of this direction explains “xyzzy”")])
        _ = presenter.didRequest(.nextWord)
        presenter.didFinishKeys()
        interactor.answer("give", kind: .lemma, query: "gave", explanation: "give ← gave")
        _ = presenter.didRequest(.open)
        let opened = try #require(router.opened.first)
        #expect(opened.0 == WordReference(dictionaryID: "en-tr", headword: "give"))
        #expect(opened.1?.query == "gave")
        _ = presenter.didRequest(.close)
        #expect(router.closed == 1)
    }

    /// Esc keeps the place: the same text opened again starts at the word left.
    @Test func theTextIsOpenedAgainAtTheWordLeft() {
        let first = presenter("one two three four")
        _ = first.didRequest(.select(word: 2))
        _ = first.didRequest(.close)
        #expect(interactor.places.place?.word == 2)
        let again = ReadPresenter(text: interactor.places.place!.text, view: view, interactor: interactor, router: router)
        again.viewWillAppear()
        #expect(view.last.selection.lowerBound == 2)
        #expect(interactor.asked.last?.first == "three")
    }

    /// A phrase starred earlier is marked wherever the text bends it, before the cursor meets it.
    @Test func aPhraseStarredBeforeIsMarkedWhenTheTextOpens() {
        interactor.starred = ["elde etmek"]
        let presenter = presenter("Dosya elde edilmiş olur. Elde kalan.")
        defer { withExtendedLifetime(presenter) {} }
        interactor.finishGloss(["dosya": "dosya", "elde": "el", "edilmiş": "etmek", "olur": "olmak", "kalan": "kalmak"])
        #expect(view.last.marks == [.plain, .starred, .starred, .plain, .plain, .plain], "not the Elde of another phrase")
        #expect(view.last.detail.hasPrefix("100% explained · ★ 1"))
    }

    /// Opened as English, a Turkish text says so; Tab reads it with the other direction.
    @Test func tabReadsTheTextWithTheOtherDirectionAndAWrongLanguageIsSaid() {
        interactor.guessed = "tr"
        let presenter = ReadPresenter(text: ReadingText("Kitap okudum"), language: "en", view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.status?.text == "The words look like Turkish → English: Tab reads the text with it")
        #expect(view.last.detail == "English → Turkish · looking the words up…")
        _ = presenter.didRequest(.switchDirection)
        #expect(view.last.status?.text == "Now reading with Turkish → English")
        #expect(view.last.detail == "Turkish → English · looking the words up…")
        #expect(interactor.glossRequests == 2 && interactor.asked.count == 2, "the words looked up again in the other direction")
        #expect(ReadView.keys.action(for: .tab) == .switchDirection)
    }

    @Test func pSaysTheWordsAsTheTextWritesThem() {
        let presenter = presenter("gave up")
        interactor.answer("give", kind: .phrase, words: 2, query: "gave up")
        _ = presenter.didRequest(.pronounce)
        #expect(interactor.said.map(\.headword) == ["gave up"])
    }

    @Test func aTextWithNoWordsOrNoDictionaryForItsLanguageSaysSo() {
        _ = presenter("  42 — 17 ")
        #expect(view.last.emptyMessage == "This text has no words to read")
        #expect(interactor.asked.isEmpty)
        interactor.hasDirection = false
        _ = presenter("Bonjour")
        #expect(view.last.status?.isError == true)
        #expect(view.last.status?.text == "No dictionary reads this text's language: sozluk list shows those installed")
    }
}

/// The read use case over a real search: the direction from the words, a phrase, starring.
@Suite @MainActor struct ReadInteractorTests {
    let english = FakeDictionaryRepository.file(id: "en-tr", name: "English → Turkish", source: "en", target: "tr",
                                                [("give", "vermek"), ("give up", "vazgeçmek"), ("house", "ev")])
    let turkish = FakeDictionaryRepository.file(id: "tr-en", name: "Turkish → English", source: "tr", target: "en", [("ev", "house"), ("çay", "tea")])

    @Test func theTextIsReadWithTheDirectionOfItsLanguageAndAPhraseIsOneAnswer() throws {
        let favorites = InMemoryFavoritesStore()
        let interactor = ReadInteractor(dictionaries: FakeDictionaryRepository([english, turkish]), favorites: favorites, scheduler: ImmediateScheduler())
        #expect(interactor.direction(for: ReadingText("Çay içtik"), language: nil)?.dictionary.id == "tr-en")
        #expect(interactor.direction(for: ReadingText("give up"), language: "tr")?.dictionary.id == "tr-en", "the language the user chose wins")
        var answer: ReadingAnswer?
        interactor.explain(["give", "up", "now"], in: "en-tr") { answer = $0 }
        #expect(answer?.hit.headword == "give up")
        #expect(answer?.wordCount == 2)
        var glosses: [WordGloss] = []
        interactor.gloss(ReadingText("house xyzzy house"), language: "en", in: "en-tr") { glosses = $0 }
        #expect(glosses.map(\.word) == ["house", "xyzzy"])
        #expect(glosses.map { $0.hit?.headword } == ["house", nil])
        let word = WordReference(dictionaryID: "en-tr", headword: "give up")
        #expect(try interactor.toggleFavorite(word, sentence: "We give up now.", form: "give up"))
        #expect(try interactor.starredHeadwords(in: "en-tr") == ["give up"])
        #expect(favorites.stored.first?.sentence == "We give up now.")
        #expect(favorites.stored.first?.form == "give up")
    }
}

@MainActor
final class ReadOutputSpy: ReadViewOutput {
    var actions: [ReadAction] = []
    var layouts: [[[WordSpot]]] = []
    func viewWillAppear() {}
    func didRequest(_ action: ReadAction) -> Handling {
        actions.append(action)
        return .handled
    }
    func didLayOut(_ lines: [[WordSpot]], visibleLines: Int) { layouts.append(lines) }
}

/// The read screen's View: the text wrapped at spaces only, clicks on words, keys.
@Suite @MainActor struct ReadViewTests {
    @Test func theTextWrapsAtSpacesKeepingPunctuationWithItsWordAndAClickSelectsAWord() throws {
        let view = ReadView()
        let output = ReadOutputSpy()
        view.output = output
        view.display(ReadViewModel(title: "sozluk", text: ReadingText("Hello, world! “Quoted” words, and then some more.\n\nNext"),
                                   marks: Array(repeating: .plain, count: 9),
                                   selection: 0..<1))
        let grid = CellGrid(rows: 16, columns: 40)
        view.render(on: Canvas(grid: grid))
        let layout = try #require(output.layouts.first)
        #expect(layout.map { $0.map(\.word) } == [[0, 1, 2, 3, 4, 5], [6, 7], [], [8]], "a blank line parts paragraphs")
        #expect(grid.text(ofRow: 1) == " Hello, world! “Quoted” words, and then", "38 columns filled exactly")
        #expect(grid.text(ofRow: 2) == " some more.", "the full stop stays with its word")
        view.render(on: Canvas(grid: grid))
        #expect(output.layouts.count == 1, "laid out again only when the width or the text changes")
        _ = view.handle(.mouse(MouseEvent(.click, row: 1, column: 9)))
        #expect(output.actions == [.select(word: 1)])
        _ = view.handle(.mouse(MouseEvent(.doubleClick, row: 1, column: 2)))
        #expect(output.actions.suffix(2) == [.select(word: 0), .open])
        _ = view.handle(.mouse(MouseEvent(.click, row: 1, column: 7)))
        #expect(output.actions.count == 3, "a click between words selects nothing")
        view.display(ReadViewModel(title: "sozluk", text: ReadingText("Hello, world! “Quoted” words, and then some more.\n\nNext"),
                                   marks: Array(repeating: .plain, count: 9), selection: 0..<1, article: ArticleViewModel(headword: "hello", blocks: [])))
        view.render(on: Canvas(grid: grid))
        _ = view.handle(.mouse(MouseEvent(.wheelDown, row: 1, column: 5)))
        _ = view.handle(.mouse(MouseEvent(.wheelDown, row: 12, column: 5)))
        #expect(output.actions.suffix(2) == [.nextLine, .scrollArticle(.lines(3))], "the wheel over the explanation scrolls it")
        _ = view.handle(.character("}"))
        _ = view.handle(.control("f"))
        #expect(output.actions.suffix(2) == [.nextSentence, .toggleFavorite])
    }
}
