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

    public init(view: ReviewViewInput, interactor: ReviewInteractorInput, router: ReviewRouterInput, clock: Clock) {
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
            message = StatusMessage("Space shows the answer first")
            return
        }
        do {
            let next = try interactor.grade(card, grade)
            reviewed += 1
            if grade == .again { queue.append(next) }
            position += 1
            isRevealed = false
            message = StatusMessage("\(Self.name(of: grade)): “\(card.word.headword)” again \(Self.wait(until: next.due, from: interactor.now()))")
        } catch {
            message = .notSaved(error)
        }
    }

    static func name(of grade: ReviewGrade) -> String {
        switch grade {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }

    /// `in 10 minutes`, `in 1 day`, `in 6 days`.
    static func wait(until due: Int64, from now: Int64) -> String {
        let seconds = max(0, due - now)
        if seconds < 3_600 { return "in \(max(1, seconds / 60)) minutes" }
        if seconds < ReviewScheduler.day { return "in \(seconds / 3_600) hours" }
        let days = Int((seconds + ReviewScheduler.day / 2) / ReviewScheduler.day)
        return days == 1 ? "in 1 day" : "in \(NumberText.grouped(days)) days"
    }

    private func present() {
        var model = ReviewViewModel(title: "sozluk · Review", status: message)
        if let loadProblem {
            model.message = ["Your review progress could not be read:", loadProblem.description]
        } else if let card = current {
            model.progress = "\(position + 1) of \(queue.count)"
            model.headword = card.word.headword
            model.dictionary = interactor.dictionaryName(of: card.word) ?? card.word.dictionaryID
            model.isRevealed = isRevealed
            if isRevealed {
                let entries = interactor.entries(of: card.word)
                let pronunciation = entries.lazy.compactMap(\.pronunciation).first { !$0.isEmpty }
                model.answer = (pronunciation.map { [$0] } ?? []) + SenseText.numberedLines(of: entries)
                if entries.isEmpty { model.answer = ["“\(card.word.headword)” is no longer in this dictionary."] }
            }
        } else {
            model.message = doneMessage()
        }
        view?.display(model)
    }

    private func doneMessage() -> [String] {
        var lines = queue.isEmpty ? ["No cards due."] : ["All done for now: \(reviewed == 1 ? "1 card" : "\(NumberText.grouped(reviewed)) cards") reviewed."]
        do {
            if let next = try interactor.nextDue() {
                lines.append("The next card is due \(DateText.short(next, clock: clock, language: .english)).")
            } else if queue.isEmpty {
                lines.append("Star words (Ctrl-F) to review them here.")
            }
        } catch {
            lines.append(error.description)
        }
        return lines
    }
}
