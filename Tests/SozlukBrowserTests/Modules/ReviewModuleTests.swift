@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

@MainActor
final class ReviewViewSpy: ReviewViewInput {
    var models: [ReviewViewModel] = []
    var last: ReviewViewModel { models.last! }
    func display(_ viewModel: ReviewViewModel) { models.append(viewModel) }
    var scrolls: [ScrollRequest] = []
    func scroll(_ request: ScrollRequest) { scrolls.append(request) }
}

@MainActor
final class FakeReviewInteractor: ReviewInteractorInput {
    var due: [ReviewCard] = []
    var next: Int64?
    var graded: [(String, ReviewGrade)] = []
    var failure: FileProblem?
    var time: Int64 = 1_795_428_000

    func dueCards() throws(FileProblem) -> [ReviewCard] {
        if let failure { throw failure }
        return due
    }
    func nextDue() throws(FileProblem) -> Int64? { next }
    func entries(of word: WordReference) -> [DictionaryEntry] {
        word.headword == "gone" ? [] : [DictionaryEntry(headword: word.headword, pronunciation: "/x/",
                                                        senses: [Sense(definition: "first"), Sense(partOfSpeech: "noun", definition: "second")])]
    }
    func dictionaryName(of word: WordReference) -> String? { "English → Turkish" }
    var sentences: [String: String] = [:]
    var forms: [String: String] = [:]
    func sentence(of word: WordReference) -> (text: String, form: String?)? { sentences[word.headword].map { ($0, forms[word.headword]) } }
    func grade(_ card: ReviewCard, _ grade: ReviewGrade) throws(FileProblem) -> ReviewCard {
        if let failure { throw failure }
        graded.append((card.word.headword, grade))
        return ReviewScheduler.schedule(card, grade: grade, at: time)
    }
    func now() -> Int64 { time }
    var kept: ReviewSession?
    func savedSession() -> ReviewSession? { kept }
    func keep(_ session: ReviewSession?) { kept = session }
    var suggested: [HistoryEntry] = []
    var starred: [WordReference] = []
    var suggestionReads = 0
    func suggestions() throws(FileProblem) -> [HistoryEntry] {
        suggestionReads += 1
        return suggested.filter { !starred.contains($0.word) }
    }
    func star(_ word: WordReference) throws(FileProblem) {
        if let failure { throw failure }
        starred.append(word)
        due.append(ReviewCard.new(word, at: time))
    }
    var said: [String] = []
    var speechProblem: SpeechProblem?
    func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) {
        said.append(word.headword)
        done(speechProblem)
    }
}

@MainActor
final class ReviewRouterSpy: ReviewRouterInput {
    var closed = 0
    func close() { closed += 1 }
}

@Suite @MainActor struct ReviewPresenterTests {
    let view = ReviewViewSpy()
    let interactor = FakeReviewInteractor()
    let router = ReviewRouterSpy()
    let now: Int64 = 1_795_428_000 // 2026-11-23 10:00 UTC

    func card(_ headword: String) -> ReviewCard {
        ReviewCard.new(WordReference(dictionaryID: "eng-tur", headword: headword), at: 0)
    }

    func presenter() -> ReviewPresenter {
        let presenter = ReviewPresenter(view: view, interactor: interactor, router: router, clock: .fixed(now))
        presenter.viewWillAppear()
        return presenter
    }

    @Test func aCardShowsItsWordThenItsAnswerOnSpace() {
        interactor.due = [card("apple"), card("pear")]
        let presenter = presenter()
        #expect(view.last.headword == "apple")
        #expect(view.last.progress == "1 of 2")
        #expect(!view.last.isRevealed)
        #expect(view.last.answer.isEmpty)
        presenter.press(.character(" "))
        #expect(view.last.isRevealed)
        #expect(view.last.answer == ["/x/", "1. first", "2. noun. second"])
    }

    /// A word starred from a text shows its sentence under it, made safe, the word as
    /// written there marked; turned, the card keeps it; the next card has its own or none.
    @Test func aCardShowsTheSentenceItsWordWasMetInWithTheWordMarked() throws {
        interactor.due = [card("abandon"), card("pear")]
        interactor.sentences = ["abandon": "They had to \u{1B}[2J ABANDON\tthe\nship."]
        let presenter = presenter()
        let sentence = try #require(view.last.sentence)
        #expect(sentence == "They had to \u{FFFD}[2J ABANDON the ship.", "no escape reaches the terminal, white space one space")
        let word = try #require(view.last.sentenceWord)
        #expect(String(Array(sentence)[word]) == "ABANDON")
        presenter.press(.character(" "))
        #expect(view.last.isRevealed && view.last.sentence == sentence)
        presenter.press(.character("3"))
        #expect(view.last.headword == "pear")
        #expect(view.last.sentence == nil && view.last.sentenceWord == nil)
    }

    /// A card that knows how its sentence writes the word marks that: the phrase starred under
    /// its verb, and the form rather than an earlier word starting like the headword.
    @Test func aCardMarksTheFormItsWordWasStarredAs() throws {
        interactor.due = [card("give"), card("kitap")]
        interactor.sentences = ["give": "She gave it all and never gave up.", "kitap": "Kitapçıda bu kitabı buldum."]
        interactor.forms = ["give": "gave up", "kitap": "kitabı"]
        let presenter = presenter()
        var sentence = Array(try #require(view.last.sentence))
        #expect(String(sentence[try #require(view.last.sentenceWord)]) == "gave up")
        presenter.press(.character(" "))
        presenter.press(.character("3"))
        sentence = Array(try #require(view.last.sentence))
        #expect(String(sentence[try #require(view.last.sentenceWord)]) == "kitabı", "not Kitapçıda, which starts like kitap")
    }

    /// Drawn under the word, wrapped and centred, the word in the match style.
    @Test func theViewMarksTheWordInTheSentence() throws {
        let view = ReviewView()
        view.display(ReviewViewModel(title: "sozluk · Review", progress: "1 of 1", headword: "kitap", dictionary: "Turkish → English",
                                     sentence: "Dün kütüphaneden aldığım kitaplarımızdan biri kayboldu, çok üzüldüm.", sentenceWord: 25..<40))
        let grid = CellGrid(rows: 16, columns: 40)
        view.render(on: Canvas(grid: grid))
        let lines = grid.text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("kitaplarımızdan") }, "\(grid.text)")
        let column = try #require(Array(lines[row]).firstIndex(of: "k"))
        #expect((column..<column + 15).allSatisfy { grid[row, $0].style == .match }, "the form as written, marked whole")
        #expect(grid[row, column + 15].style == .normal && grid[row, column + 16].style == .normal, "the rest not")
        #expect(lines.contains { $0.contains("Space shows the answer") }, "the hint under the sentence")
    }

    @Test func gradingBeforeTheAnswerIsShownDoesNothing() {
        interactor.due = [card("apple")]
        let presenter = presenter()
        presenter.press(.character("3"))
        #expect(interactor.graded.isEmpty)
        #expect(view.last.status == StatusMessage("Space shows the answer first"))
    }

    @Test func aGradeIsScheduledSavedAndSaidThenTheNextCardComes() {
        interactor.due = [card("apple"), card("pear")]
        let presenter = presenter()
        presenter.press(.enter)
        presenter.press(.character("3"))
        #expect(interactor.graded.map(\.0) == ["apple"])
        #expect(interactor.graded.map(\.1) == [.good])
        #expect(view.last.status == StatusMessage("Good: “apple” again in 1 day"))
        #expect(view.last.headword == "pear")
        #expect(view.last.progress == "2 of 2")
        #expect(!view.last.isRevealed)
    }

    @Test func aCardForgottenComesBackAtTheEndOfTheSession() {
        interactor.due = [card("apple"), card("pear")]
        interactor.next = now + 86_400
        let presenter = presenter()
        presenter.press(.character(" "))
        presenter.press(.character("1"))
        #expect(view.last.status == StatusMessage("Again: “apple” comes back at the end of this review"))
        #expect(view.last.progress == "2 of 2", "pear is the second card, though the second answer is coming")
        presenter.press(.character(" "))
        presenter.press(.character("4"))
        #expect(view.last.headword == "apple")
        #expect(view.last.progress == "again · 1 left", "apple coming back is no third card")
        presenter.press(.character(" "))
        presenter.press(.character("3"))
        #expect(view.last.headword == nil)
        #expect(view.last.message == ["All done for now: 2 cards reviewed, in 3 answers.", "The next card is due tomorrow 10:00."])
        #expect(ReviewView.hints(isRevealed: false, hasCard: false).map(\.keys) == ["Esc", "F1", "F10"], "nothing to show or grade")
    }

    /// An answer longer than the screen says how much more there is, and j scrolls it.
    @Test func aLongAnswerSaysThereIsMoreAndScrolls() {
        let view = ReviewView()
        view.display(ReviewViewModel(title: "sozluk · Review", progress: "1 of 1", headword: "light", dictionary: "English → Turkish",
                                     answer: (1...30).map { "\($0). sense \($0)" }, isRevealed: true))
        let grid = CellGrid(rows: 20, columns: 60)
        view.render(on: Canvas(grid: grid))
        #expect(grid.text.contains("↓ 21 more lines: j, PgDn"))
        #expect(grid.text.contains("9. sense 9") && !grid.text.contains("10. sense 10"))
        view.scroll(.lines(10))
        view.render(on: Canvas(grid: CellGrid(rows: 20, columns: 60)))
        let scrolled = CellGrid(rows: 20, columns: 60)
        view.render(on: Canvas(grid: scrolled))
        #expect(scrolled.text.contains("11. sense 11") && scrolled.text.contains("↓ 11 more lines"))
        #expect(ReviewView.keys.action(for: .character("j")) == .scroll(.lines(1)))
    }

    /// A word looked up often and not starred is offered when nothing is due; a makes it a
    /// card, reviewed at once.
    @Test func theDoneScreenOffersAWordLookedUpOftenAndAMakesItACard() {
        let give = WordReference(dictionaryID: "eng-tur", headword: "give")
        interactor.suggested = [HistoryEntry(word: give, lookups: 4, firstLookedUp: now - 500, lastLookedUp: now - 100)]
        let presenter = presenter()
        #expect(view.last.message.last == "“give” was looked up 4 times and is not starred: a makes it a card")
        for _ in 0..<5 { presenter.press(.character("j")) }
        #expect(interactor.suggestionReads == 1, "the history is read once for the done screen, not at every key")
        presenter.press(.character("a"))
        #expect(interactor.starred == [give])
        #expect(view.last.status == StatusMessage("★ “give” is a card now"))
        #expect(view.last.headword == "give" && view.last.progress == "1 of 1", "its review starts at once")
        #expect(interactor.kept?.current?.word == give, "and is kept, should Review be left")
    }

    @Test func pSaysTheCardsWordAndWhatWentWrong() {
        interactor.due = [card("apple")]
        let presenter = presenter()
        presenter.press(.character("p"))
        #expect(interactor.said == ["apple"])
        #expect(view.last.status == nil, "said at once here: nothing more to say")
        interactor.speechProblem = .notInstalled(program: "espeak-ng", package: "espeak-ng")
        presenter.press(.character("p"))
        #expect(view.last.status == StatusMessage("Saying a word needs espeak-ng: apt-get install espeak-ng", isError: true))
        #expect(view.last.headword == "apple" && !view.last.isRevealed, "the card as it was")
    }

    @Test func eachGradeKeySaysWhenItWouldBringTheCardBack() {
        // Learnt twice already, six days apart: each grade schedules it differently.
        var learnt = card("apple")
        (learnt.repetitions, learnt.intervalDays, learnt.easeThousandths) = (2, 6, 2500)
        interactor.due = [learnt]
        let presenter = presenter()
        presenter.press(.character(" "))
        #expect(view.last.gradeWaits == [.again: "10m", .hard: "14d", .good: "15d", .easy: "21d"])
        let hints = ReviewView.hints(isRevealed: true, waits: view.last.gradeWaits).map { $0.localized(.english) }
        #expect(hints.map { "\($0.keys) \($0.action)" }.prefix(4) == ["1 Again 10m", "2 Hard 14d", "3 Good 15d", "4 Easy 21d"])
        let turkish = ReviewView.hints(isRevealed: true, waits: [.again: "10dk"]).map { $0.localized(Localizer(.turkish)) }
        #expect(turkish.first.map { "\($0.keys) \($0.action)" } == "1 Yine 10dk")
    }

    @Test func nothingDueSaysWhenTheNextCardIs() {
        interactor.next = now + 3_600
        _ = presenter()
        #expect(view.last.headword == nil)
        #expect(view.last.message == ["No cards due.", "The next card is due 11:00."])
    }

    @Test func noFavoritesSaysHowToMakeCards() {
        _ = presenter()
        #expect(view.last.message == ["No cards due.", "Star words (Ctrl-F) to review them here."])
    }

    @Test func aGradeThatCannotBeSavedKeepsTheCard() {
        interactor.due = [card("apple")]
        let presenter = presenter()
        presenter.press(.character(" "))
        interactor.failure = FileProblem(path: "/r.json", message: "read-only")
        presenter.press(.character("3"))
        #expect(view.last.headword == "apple")
        #expect(view.last.status == StatusMessage("Not saved: /r.json: read-only", isError: true))
    }

    @Test func escapeGoesBackAndComingBackGoesOnWhereItWas() {
        interactor.due = [card("apple"), card("pear")]
        let presenter = presenter()
        presenter.press(.character(" "))
        presenter.press(.character("3"))
        presenter.press(.escape)
        #expect(router.closed == 1)
        interactor.due = [card("pear")]
        presenter.viewWillAppear()
        #expect(view.last.progress == "2 of 2")
        // The screen closed: a new one (F5 again) goes on with the review the interactor kept.
        let again = ReviewPresenter(view: view, interactor: interactor, router: router, clock: .fixed(now))
        again.viewWillAppear()
        #expect(view.last.headword == "pear")
        #expect(view.last.progress == "2 of 2", "the counters go on")
        again.press(.character(" "))
        again.press(.character("3"))
        #expect(view.last.message.first == "All done for now: 2 cards reviewed.")
        interactor.due = [card("fig")]
        ReviewPresenter(view: view, interactor: interactor, router: router, clock: .fixed(now)).viewWillAppear()
        #expect(view.last.headword == "fig", "a finished review makes way for the cards due now")
        #expect(view.last.progress == "1 of 1")
    }
}

@Suite @MainActor struct ReviewInteractorTests {
    @Test func gradesAreSavedWithTheClocksTime() throws {
        let repository = FakeDictionaryRepository.with(id: "eng-tur", [("apple", "elma")])
        let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
        let favorites = InMemoryFavoritesStore([Favorite(word: apple, addedAt: 10),
                                                Favorite(word: WordReference(dictionaryID: "gone", headword: "x"), addedAt: 10)])
        let progress = InMemoryReviewStore()
        let interactor = ReviewInteractor(dictionaries: repository, favorites: favorites, progress: progress, clock: .fixed(1_000))
        let due = try interactor.dueCards()
        #expect(due.map(\.word) == [apple], "a word whose dictionary is not loaded cannot be shown")
        let graded = try interactor.grade(due[0], .good)
        #expect(graded.due == 1_000 + 86_400)
        #expect(progress.stored == [graded])
        #expect(try interactor.dueCards().isEmpty)
        #expect(try interactor.nextDue() == 1_000 + 86_400)
        #expect(interactor.entries(of: apple).first?.senses.first?.definition == "elma")
        #expect(interactor.sentence(of: apple) == nil)
        favorites.stored[0] = Favorite(word: apple, addedAt: 0, sentence: "An apple a day.", form: "apple")
        #expect(interactor.sentence(of: apple)?.text == "An apple a day.", "the favorite's own sentence")
        #expect(interactor.sentence(of: apple)?.form == "apple", "and how it writes the word")
    }
}
