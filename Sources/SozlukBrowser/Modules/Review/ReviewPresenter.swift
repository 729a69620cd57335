import SozlukCore

/// Runs a review session: one card at a time, the answer on request, the grade scheduled.
@MainActor
public final class ReviewPresenter: ReviewViewOutput {
    private weak var view: ReviewViewInput?
    private let interactor: ReviewInteractorInput
    private let router: ReviewRouterInput
    private let clock: Clock
    /// The session's cards; a card answered Again goes to the end to come back.
    private var queue: [ReviewCard] = []
    private var position = 0
    private var isRevealed = false
    private var hasStarted = false
    private var reviewed = 0
    private var message: StatusMessage?
    private var loadProblem: FileProblem?
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(view: ReviewViewInput, interactor: ReviewInteractorInput, router: ReviewRouterInput, clock: Clock,
                language: LocalizerSource = FixedLanguage.english) {
        self.language = language
        self.view = view
        self.interactor = interactor
        self.router = router
        self.clock = clock
    }

    public func viewWillAppear() {
        // The session is made once: coming back to this screen goes on where it was.
        if !hasStarted {
            hasStarted = true
            do {
                queue = try interactor.dueCards()
            } catch {
                loadProblem = error
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
        }
        present()
        return .handled
    }

    private var current: ReviewCard? {
        position < queue.count ? queue[position] : nil
    }

    private func answer(_ grade: ReviewGrade) {
        guard let card = current else { return }
        guard isRevealed else {
            message = StatusMessage(text("Space shows the answer first"))
            return
        }
        do {
            let next = try interactor.grade(card, grade)
            reviewed += 1
            if grade == .again { queue.append(next) }
            position += 1
            isRevealed = false
            message = StatusMessage(text("{1}: “{2}” again {3}", Self.name(of: grade, text), card.word.headword,
                                         Self.wait(until: next.due, from: interactor.now(), text)))
        } catch {
            message = .notSaved(error, text)
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

    private func present() {
        var model = ReviewViewModel(title: text("sozluk · Review"), status: message)
        if let loadProblem {
            model.message = [text("Your review progress could not be read:"), loadProblem.localized(text)]
        } else if let card = current {
            model.progress = text("{1} of {2}", text.number(position + 1), text.number(queue.count))
            model.headword = card.word.headword
            model.dictionary = interactor.dictionaryName(of: card.word) ?? card.word.dictionaryID
            model.isRevealed = isRevealed
            if isRevealed {
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
        var lines = queue.isEmpty ? [text("No cards due.")]
            : [text("All done for now: {1} reviewed.", text.count(reviewed, one: "1 card", many: "{1} cards"))]
        do {
            if let next = try interactor.nextDue() {
                lines.append(text("The next card is due {1}.", DateText.short(next, clock: clock, language: text.language)))
            } else if queue.isEmpty {
                lines.append(text("Star words (Ctrl-F) to review them here."))
            }
        } catch {
            lines.append(error.localized(text))
        }
        return lines
    }
}
