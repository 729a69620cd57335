import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// Runs a review session: one card at a time, the answer on request, the grade scheduled.
@MainActor
public final class ReviewPresenter: ReviewViewOutput {
    private weak var view: (any ReviewViewInput)?
    private let interactor: ReviewInteractorInput
    private let router: ReviewRouterInput
    private let clock: Clock
    /// The review under way, kept by the interactor when the screen closes.
    private var session = ReviewSession(cards: [])
    private var isRevealed = false
    private var hasStarted = false
    private var message: StatusMessage?
    private var loadProblem: FileProblem?
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    /// Asked to paint when a word was said, or could not be, between keys.
    private weak var display: DisplayRefreshing?

    public init(view: any ReviewViewInput, interactor: ReviewInteractorInput, router: ReviewRouterInput, clock: Clock,
                display: DisplayRefreshing? = nil, language: LocalizerSource = FixedLanguage.english) {
        self.display = display
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
        self.clock = clock
    }

    public func viewWillAppear() {
        offered = nil
        // Coming back to this screen goes on with the review left unfinished; one that was
        // finished makes way for the cards due now.
        if !hasStarted {
            hasStarted = true
            if let saved = interactor.savedSession(), !saved.isFinished {
                session = saved
            } else {
                do {
                    session = ReviewSession(cards: try interactor.dueCards())
                } catch {
                    loadProblem = error
                }
            }
        }
        present()
    }

    public func didRequest(_ action: ReviewAction) -> Handling {
        message = nil
        switch action {
        case .close:
            router.close()
            return .handled
        case .reveal:
            if current != nil { isRevealed = true }
        case .grade(let grade):
            answer(grade)
        case .scroll(let request):
            view?.scroll(request)
        case .pronounce:
            pronounce()
        case .addSuggested:
            addSuggested()
        }
        present()
        return .handled
    }

    private var current: ReviewCard? { session.current }
    /// The done screen's offer once read (nil inside: nothing to offer); nil: not read yet.
    private var offered: HistoryEntry??

    private func answer(_ grade: ReviewGrade) {
        guard let card = current else { return }
        guard isRevealed else {
            message = StatusMessage(text("Space shows the answer first"))
            return
        }
        do {
            let next = try interactor.grade(card, grade)
            session.answer(grade, next: next)
            interactor.keep(session)
            isRevealed = false
            // Forgotten, it comes round again in this review (and is due in ten minutes if
            // the review is left before).
            message = StatusMessage(grade == .again ? text("Again: “{1}” comes back at the end of this review", card.word.headword)
                                                    : text("{1}: “{2}” again {3}", Self.name(of: grade, text), card.word.headword,
                                                           Self.wait(until: next.due, from: interactor.now(), text)))
        } catch {
            message = .notSaved(error, text)
        }
    }

    /// The word the done screen offers, when a review is over and one was looked up often:
    /// read from the history and favorites when the screen appears or a card is added, not on
    /// every key pressed on the done screen.
    private var suggestion: HistoryEntry? {
        guard current == nil, loadProblem == nil else { return nil }
        if offered == nil { offered = .some((try? interactor.suggestions())?.first) }
        return offered ?? nil
    }

    private func addSuggested() {
        guard let word = suggestion?.word else { return }
        do {
            try interactor.star(word)
            offered = nil
            // The new card is due now: a review of it (and of any other due) starts.
            session = ReviewSession(cards: try interactor.dueCards())
            interactor.keep(session)
            message = StatusMessage(text("★ “{1}” is a card now", word.headword))
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func pronounce() {
        guard let card = current else { return }
        message = StatusMessage(text("Saying “{1}”…", card.word.headword))
        interactor.pronounce(card.word) { [weak self] problem in
            guard let self, self.current?.word == card.word else { return }
            self.message = problem.map { .speechProblem($0, self.text) }
            self.present()
            self.display?.setNeedsDisplay()
        }
    }

    static func name(of grade: ReviewGrade, _ text: Localizer) -> String {
        switch grade {
        case .again: text("Again")
        case .hard: text("Hard")
        case .good: text("Good")
        case .easy: text("Easy")
        }
    }

    /// `in 10 minutes`, `in 1 day`, `in 6 days`.
    static func wait(until due: Int64, from now: Int64, _ text: Localizer) -> String {
        let seconds = max(0, due - now)
        if seconds < 3_600 { return text.count(Int(max(1, seconds / 60)), one: "in 1 minute", many: "in {1} minutes") }
        if seconds < ReviewScheduler.day { return text.count(Int(seconds / 3_600), one: "in 1 hour", many: "in {1} hours") }
        let days = Int((seconds + ReviewScheduler.day / 2) / ReviewScheduler.day)
        return text.count(days, one: "in 1 day", many: "in {1} days")
    }

    /// The same, short, for a grade key's hint: `10m`, `3h`, `4d` (Anki's `<10m 1d 4d`).
    static func shortWait(until due: Int64, from now: Int64, _ text: Localizer) -> String {
        let seconds = max(0, due - now)
        if seconds < 3_600 { return text("{1}m", String(max(1, seconds / 60))) }
        if seconds < ReviewScheduler.day { return text("{1}h", String(seconds / 3_600)) }
        return text("{1}d", String((seconds + ReviewScheduler.day / 2) / ReviewScheduler.day))
    }

    /// What each grade would schedule the current card for, shown with its key.
    private func gradeWaits(for card: ReviewCard) -> [ReviewGrade: String] {
        let now = interactor.now()
        var waits: [ReviewGrade: String] = [:]
        for grade in [ReviewGrade.again, .hard, .good, .easy] {
            waits[grade] = Self.shortWait(until: ReviewScheduler.schedule(card, grade: grade, at: now).due, from: now, text)
        }
        return waits
    }

    private func present() {
        var model = ReviewViewModel(title: text("sozluk · Review"), status: message)
        if let loadProblem {
            model.message = [text("Your review progress could not be read:"), loadProblem.localized(text)]
        } else if let card = current {
            // A card coming back is not a new one: the count says how many are left to answer.
            model.progress = session.isComingBack ? text("again · {1} left", text.number(session.cardsLeft))
                : text("{1} of {2}", text.number(session.cardNumber), text.number(session.cardCount))
            model.headword = card.word.headword
            model.hasCard = true
            model.dictionary = interactor.dictionaryName(of: card.word).map(text.dictionaryName) ?? card.word.dictionaryID
            if let sentence = interactor.sentence(of: card.word) {
                // A stranger's text (read mode takes it from any file): made safe, the word found as written.
                (model.sentence, model.sentenceWord) = SentenceWord.marked(sentence.text, headword: card.word.headword, form: sentence.form)
            }
            model.isRevealed = isRevealed
            if isRevealed {
                model.gradeWaits = gradeWaits(for: card)
                let entries = interactor.entries(of: card.word)
                let pronunciation = entries.lazy.compactMap(\.pronunciation).first { !$0.isEmpty }
                model.answer = (pronunciation.map { [$0] } ?? []) + SenseText.numberedLines(of: entries)
                if entries.isEmpty { model.answer = [text("“{1}” is no longer in this dictionary.", card.word.headword)] }
            }
        } else {
            model.message = doneMessage()
        }
        view?.display(model)
    }

    private func doneMessage() -> [String] {
        let cards = text.count(session.cardCount, one: "1 card", many: "{1} cards")
        var lines = session.queue.isEmpty ? [text("No cards due.")]
            : session.answers > session.cardCount ? [text("All done for now: {1} reviewed, in {2} answers.", cards, text.number(session.answers))]
            : [text("All done for now: {1} reviewed.", cards)]
        do {
            if let next = try interactor.nextDue() {
                lines.append(text("The next card is due {1}.", DateText.short(next, clock: clock, language: text.language)))
            } else if session.queue.isEmpty {
                lines.append(text("Star words (Ctrl-F) to review them here."))
            }
        } catch {
            lines.append(error.localized(text))
        }
        if let suggestion {
            lines += ["", text("“{1}” was looked up {2} times and is not starred: a makes it a card", suggestion.word.headword,
                               text.number(suggestion.lookups))]
        }
        return lines
    }
}
