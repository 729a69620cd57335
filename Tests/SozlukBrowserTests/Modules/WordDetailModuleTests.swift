@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

@MainActor
final class WordDetailViewSpy: WordDetailViewInput {
    var models: [WordDetailViewModel] = []
    var scrolls: [ScrollRequest] = []
    var last: WordDetailViewModel { models.last! }
    func display(_ viewModel: WordDetailViewModel) { models.append(viewModel) }
    func scroll(_ request: ScrollRequest) { scrolls.append(request) }
}

@MainActor
final class FakeWordDetailInteractor: WordDetailInteractorInput {
    var entries: [String: [DictionaryEntry]] = [:]
    var order: [String] = []
    var favorites: Set<String> = []
    var failure: FileProblem?
    var lookups: [WordReference] = []
    var historyFailure: FileProblem?

    func recordLookup(of word: WordReference) throws(FileProblem) {
        if let historyFailure { throw historyFailure }
        lookups.append(word)
    }
    func dictionaryName(of word: WordReference) -> String? { "English → Turkish" }
    func entries(of word: WordReference) -> [DictionaryEntry] { entries[word.headword] ?? [] }
    func isFavorite(_ word: WordReference) throws(FileProblem) -> Bool {
        if let failure { throw failure }
        return favorites.contains(word.headword)
    }
    func toggleFavorite(_ word: WordReference) throws(FileProblem) -> Bool {
        if let failure { throw failure }
        if favorites.remove(word.headword) != nil { return false }
        favorites.insert(word.headword)
        return true
    }
    func neighbours(of word: WordReference) -> (previous: WordReference?, next: WordReference?) {
        guard let index = order.firstIndex(of: word.headword) else { return (nil, nil) }
        func ref(_ i: Int) -> WordReference? { order.indices.contains(i) ? WordReference(dictionaryID: word.dictionaryID, headword: order[i]) : nil }
        return (ref(index - 1), ref(index + 1))
    }
    /// Words asked to be said, each answered when the test says (`finishSpeaking`).
    var said: [WordReference] = []
    private var speaking: [@MainActor (SpeechProblem?) -> Void] = []
    func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) {
        said.append(word)
        speaking.append(done)
    }
    func finishSpeaking(_ problem: SpeechProblem?) {
        let waiting = speaking
        speaking = []
        waiting.forEach { $0(problem) }
    }
}

@MainActor
final class CloseRouterSpy: WordDetailRouterInput, SettingsRouterInput, HelpRouterInput {
    var closed = 0
    var opened: [WordReference] = []
    func close() { closed += 1 }
    func openWord(_ word: WordReference) { opened.append(word) }
}

@Suite @MainActor struct WordDetailPresenterTests {
    let view = WordDetailViewSpy()
    let interactor = FakeWordDetailInteractor()
    let router = CloseRouterSpy()

    func presenter(for headword: String) -> WordDetailPresenter {
        interactor.entries = [
            "bank": [DictionaryEntry(headword: "bank", pronunciation: "/bæŋk/", senses: [
                Sense(partOfSpeech: "noun", definition: "banka", examples: ["a bank account"]),
                Sense(partOfSpeech: "noun", definition: "kıyı", labels: ["geo."]),
            ], synonyms: ["shore"]), DictionaryEntry(headword: "bank", senses: [Sense(definition: "eğim")], seeAlso: ["tilt"])],
            "banker": [DictionaryEntry(headword: "banker", senses: [Sense(definition: "bankacı")])],
        ]
        interactor.order = ["bank", "banker"]
        let presenter = WordDetailPresenter(word: WordReference(dictionaryID: "eng-tur", headword: headword), view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        return presenter
    }

    /// p says the word without holding up the keys; what went wrong is said, with the package
    /// that gives the program when it is missing, and the page repainted.
    @Test func pSaysTheWordAndTellsWhatWentWrong() {
        let display = DisplaySpy()
        interactor.entries = ["bank": [DictionaryEntry(headword: "bank", senses: [Sense(definition: "banka")])]]
        let presenter = WordDetailPresenter(word: WordReference(dictionaryID: "eng-tur", headword: "bank"), view: view, interactor: interactor,
                                            router: router, display: display)
        presenter.viewWillAppear()
        presenter.press(.character("p"))
        #expect(interactor.said.map(\.headword) == ["bank"])
        #expect(view.last.status == StatusMessage("Saying “bank”…"))
        interactor.finishSpeaking(nil)
        #expect(view.last.status == nil, "said: nothing more to say")
        #expect(display.requests == 1)
        presenter.press(.character("p"))
        interactor.finishSpeaking(.notInstalled(program: "espeak-ng", package: "espeak-ng"))
        #expect(view.last.status == StatusMessage("Saying a word needs espeak-ng: apt-get install espeak-ng", isError: true))
        presenter.press(.character("p"))
        interactor.finishSpeaking(.failed(status: 1))
        #expect(view.last.status?.text == "espeak-ng could not say it (exit status 1): is there a sound device?")
        presenter.press(.character("p"))
        interactor.finishSpeaking(.noSoundDevice)
        #expect(view.last.status == StatusMessage("Nothing here plays sound (no sound server or device): sozluk say WORD -o FILE.wav writes it to a file",
                                                  isError: true))
    }

    /// A long header (an inflected form spelled out) goes under the headword, wrapped, and
    /// nothing reaches the page's percentage.
    @Test func aLongHeaderIsWrappedUnderTheHeadwordBeforeThePercentage() {
        let view = WordDetailView()
        view.display(WordDetailViewModel(title: "sozluk", headword: "kitap", foundAs: "kitaplarımızdan = kitap + -lar (plural) + -ımız (our) + -dan (from)",
                                         blocks: (1...30).map { .sense(number: "\($0).", partOfSpeech: nil, labels: [], definition: "sense \($0)") }))
        let grid = CellGrid(rows: 12, columns: 50)
        view.render(on: Canvas(grid: grid))
        let lines = grid.text.components(separatedBy: "\n")
        #expect(lines[1].hasPrefix("  kitap") && lines[1].hasSuffix("%"), "\(lines[1])")
        #expect(lines[2] + " " + lines[3] == "  kitaplarımızdan = kitap + -lar (plural) + -ımız   (our) + -dan (from)", "every ending and its meaning")
        #expect(lines[5].hasPrefix("  1. sense 1"))
    }

    @Test func showsHomographsSensesExamplesAndLinks() {
        _ = presenter(for: "bank")
        #expect(view.last.headword == "bank")
        #expect(view.last.blocks == [
            .homograph("1"), .pronunciation("/bæŋk/"),
            .sense(number: "1.", partOfSpeech: "noun", labels: [], definition: "banka"), .example("a bank account"),
            .sense(number: "2.", partOfSpeech: "noun", labels: ["geo."], definition: "kıyı"),
            .related(label: "Synonyms", words: ["shore"]),
            .homograph("2"), .sense(number: "", partOfSpeech: nil, labels: [], definition: "eğim"),
            .related(label: "See also", words: ["tilt"]),
        ])
    }

    /// Opened from a row found through the second homograph's sense: that sense is marked and
    /// the note says how; browsing on to another word leaves both behind.
    @Test func aWordOpenedForAnAnswerMarksItUntilBrowsingOn() {
        _ = presenter(for: "bank")
        let presenter = WordDetailPresenter(word: WordReference(dictionaryID: "eng-tur", headword: "bank"),
                                            focus: AnswerFocus(sense: SenseLocation(entry: 1, sense: 0), note: "translation: eğim"),
                                            view: view, interactor: interactor, router: router)
        presenter.viewWillAppear()
        #expect(view.last.foundAs == "translation: eğim")
        #expect(view.last.answerBlock.map { view.last.blocks[$0] } == .sense(number: "", partOfSpeech: nil, labels: [], definition: "eğim"))
        presenter.press(.character("]"))
        #expect(view.last.headword == "banker")
        #expect(view.last.foundAs == nil && view.last.answerBlock == nil)
    }

    /// A word found through a form has the form's endings spelled out, each glossed in the
    /// interface's language; through a translation, the same after "translation:".
    @Test func theFormAWordWasFoundThroughIsSpelledOut() {
        let focus = AnswerFocus(note: "← kitap+lar+ımız+dan", query: "kitaplarımızdan", analysis: "kitap+lar+ımız+dan", glosses: ["plural", "our", "from"])
        #expect(WordDetailPresenter.foundAs(focus, .english) == "kitaplarımızdan = kitap + -lar (plural) + -ımız (our) + -dan (from)")
        #expect(WordDetailPresenter.foundAs(focus, Localizer(.turkish)) == "kitaplarımızdan = kitap + -lar (çoğul) + -ımız (bizim) + -dan (-den)")
        var unsure = focus
        (unsure.analysis, unsure.query, unsure.glosses) = ("ev+i", "evi", [nil])
        #expect(WordDetailPresenter.foundAs(unsure, .english) == "evi = ev + -i", "no gloss rather than a wrong one")
        var translated = focus
        translated.isTranslation = true
        #expect(WordDetailPresenter.foundAs(translated, .english)?.hasPrefix("translation: kitaplarımızdan = kitap") == true)
        #expect(WordDetailPresenter.foundAs(AnswerFocus(note: "translation: ışık"), .english) == "translation: ışık")
    }

    @Test func fStarsAndUnstarsTheWord() {
        let presenter = presenter(for: "bank")
        #expect(presenter.press(.character("f")) == .handled)
        #expect(view.last.isFavorite)
        #expect(view.last.status == StatusMessage("★ Added “bank” to favorites"))
        presenter.press(.control("f"))
        #expect(!view.last.isFavorite)
    }

    /// Another sozluk stars or unstars the word while its page is open: f does what the page
    /// showed, never the opposite.
    @Test func fDoesWhatThePageShowedWhenTheStarChangedElsewhere() {
        let presenter = presenter(for: "bank")
        interactor.favorites.insert("bank")
        presenter.press(.character("f"))
        #expect(interactor.favorites == ["bank"] && view.last.isFavorite, "shown unstarred, starred already: it stays starred")
        interactor.favorites.remove("bank")
        presenter.press(.character("f"))
        #expect(interactor.favorites.isEmpty && !view.last.isFavorite, "shown starred, unstarred already: it stays unstarred")
        #expect(view.last.status == StatusMessage("Removed “bank” from favorites"))
    }

    @Test func bracketsBrowseToTheNextAndPreviousWord() {
        let presenter = presenter(for: "bank")
        presenter.press(.character("]"))
        #expect(view.last.headword == "banker")
        #expect(view.scrolls.last == .top)
        presenter.press(.character("]"))
        #expect(view.last.headword == "banker")
        #expect(view.last.status == StatusMessage("This is the last word of the dictionary"))
        presenter.press(.character("["))
        #expect(view.last.headword == "bank")
    }

    @Test func tabHighlightsRelatedWordsAndEnterOpensThem() {
        let presenter = presenter(for: "bank")
        interactor.entries["shore"] = [DictionaryEntry(headword: "shore", senses: [Sense(definition: "kıyı")])]
        presenter.press(.enter)
        #expect(view.last.status == StatusMessage("Tab highlights a related word; Enter opens it"))
        presenter.press(.tab)
        #expect(view.last.blocks.contains(.related(label: "Synonyms", words: ["[shore]"])))
        presenter.press(.enter)
        #expect(router.opened == [WordReference(dictionaryID: "eng-tur", headword: "shore")])
        presenter.press(.tab)
        #expect(view.last.blocks.contains(.related(label: "See also", words: ["[tilt]"])))
        presenter.press(.enter)
        #expect(view.last.status == StatusMessage("“tilt” is not in this dictionary", isError: true))
        presenter.press(.backTab)
        #expect(view.last.blocks.contains(.related(label: "Synonyms", words: ["[shore]"])))
    }

    @Test func scrollKeysAskTheViewToScroll() {
        let presenter = presenter(for: "bank")
        for key: Key in [.character("j"), .down, .character("k"), .pageDown, .character(" "), .home, .end] {
            presenter.press(key)
        }
        #expect(view.scrolls == [.lines(1), .lines(1), .lines(-1), .pages(1), .pages(1), .top, .bottom])
    }

    @Test func escapeAndQGoBack() {
        let presenter = presenter(for: "bank")
        presenter.press(.escape)
        presenter.press(.character("q"))
        #expect(router.closed == 2)
        #expect(presenter.press(.function(2)) == .ignored)
    }

    @Test func aWordThatVanishedSaysSo() {
        _ = presenter(for: "ghost")
        #expect(view.last.blocks == [.notice("“ghost” is no longer in this dictionary.")])
        #expect(interactor.lookups.isEmpty, "a word not there was not looked up")
    }

    @Test func openingAWordCountsOneLookupNotComingBackToItOrBrowsingOn() {
        let presenter = presenter(for: "bank")
        presenter.viewWillAppear() // back from a linked word
        presenter.press(.character("]"))
        #expect(interactor.lookups == [WordReference(dictionaryID: "eng-tur", headword: "bank")])
    }

    @Test func aHistoryThatCannotBeWrittenIsSaidAndThePageShown() {
        interactor.historyFailure = FileProblem(path: "/h.json", message: "read-only file system")
        _ = presenter(for: "bank")
        #expect(view.last.headword == "bank")
        #expect(view.last.status == StatusMessage("History not saved: /h.json: read-only file system", isError: true))
    }

    @Test func aBrokenFavoritesFileIsAnErrorNotACrash() {
        interactor.failure = FileProblem(path: "/f.json", message: "broken")
        let presenter = presenter(for: "bank")
        presenter.press(.character("f"))
        #expect(view.last.status == StatusMessage("Not saved: /f.json: broken", isError: true))
    }
}

@Suite @MainActor struct WordDetailInteractorTests {
    @Test func readsEntriesTogglesAndFindsNeighbours() throws {
        let repository = FakeDictionaryRepository.with([("b", "2"), ("a", "1"), ("c", "3")])
        let favorites = InMemoryFavoritesStore()
        let interactor = WordDetailInteractor(dictionaries: repository, favorites: favorites, history: InMemoryHistoryStore())
        let b = WordReference(dictionaryID: "test-en", headword: "b")
        #expect(interactor.entries(of: b).map(\.senses[0].definition) == ["2"])
        #expect(interactor.dictionaryName(of: b) == "Test English")
        #expect(try interactor.toggleFavorite(b))
        #expect(try interactor.isFavorite(b))
        let (previous, next) = interactor.neighbours(of: b)
        #expect(previous?.headword == "a")
        #expect(next?.headword == "c")
    }
}
