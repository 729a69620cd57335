import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// Decides what the read screen shows: the cursor's word or phrase, explained beside the
/// text; the words starred or unknown to the dictionaries marked; starring with the sentence.
@MainActor
public final class ReadPresenter: ReadViewOutput {
    private weak var view: (any ReadViewInput)?
    private let interactor: ReadInteractorInput
    private let router: ReadRouterInput
    private weak var display: DisplayRefreshing?
    private let language: LocalizerSource
    private var text: Localizer { language.text }

    private let reading: ReadingText
    /// The language the user said the text is in (`read -l tr`), if they did.
    private let chosenLanguage: String?
    private var direction: (language: String, dictionary: DictionaryInfo)?
    private var cursor = 0
    /// The answer for the word `answered` (a newer cursor waits for its own).
    private var answer: ReadingAnswer?
    private var answered: Int?
    /// The phrases met so far, by the word they start at: a phrase starred (elde etmek) is
    /// marked on its words, which no word's own headword names.
    private var phrases: [Int: (headword: String, wordCount: Int)] = [:]
    /// The text's words folded, for finding the starred phrases in it; made once.
    private lazy var foldedWords = reading.words.map { Folding.fold($0.text) }
    /// The column Up and Down keep to across short lines, as an editor's cursor does; set by
    /// the first of them, forgotten by any other move.
    private var goalColumn: Int?
    private var asked: Int?
    /// Enter or Ctrl-F pressed before the cursor's word was looked up: done when it is.
    private var waitingAction: ReadAction?
    /// Each distinct word's headword (nil: unexplained); nil until the text is looked up.
    private var headwords: [String: String?]?
    private var starred: Set<String> = []
    private var marks: [WordMark] = []
    /// The words explained and the distinct headwords starred, for the title (`updateMarks`).
    private var explainedCount = 0
    private var starredCount = 0
    private var lines: [[WordSpot]] = []
    private var visibleLines = 1
    private var message: StatusMessage?
    private var hasAppeared = false
    private lazy var previewer = ArticlePreviewer(interactor: interactor) { [weak self] in self?.refresh() }

    public init(text reading: ReadingText, language chosenLanguage: String? = nil, view: any ReadViewInput, interactor: ReadInteractorInput,
                router: ReadRouterInput, display: DisplayRefreshing? = nil, interfaceLanguage: LocalizerSource = FixedLanguage.english) {
        self.reading = reading
        self.chosenLanguage = chosenLanguage
        self.view = view
        self.interactor = interactor
        self.router = router
        self.display = display
        language = interfaceLanguage
        marks = Array(repeating: .plain, count: reading.words.count)
    }

    public func viewWillAppear() {
        if !hasAppeared {
            hasAppeared = true
            start()
        } else {
            // Back from a word's page or Favorites: it may have been starred or unstarred
            // there, and what the status line said is stale.
            message = nil
            loadStarred()
            if let direction, answered == cursor { previewer.follow(answer.map { subject(of: $0, in: direction.dictionary.id) }) }
        }
        present()
    }

    private func start() {
        cursor = min(interactor.savedWord(in: reading) ?? 0, max(0, reading.words.count - 1))
        read(as: chosenLanguage)
        // Told to read it as another language than its words look: say how to read it as theirs.
        if let chosenLanguage, let guessed = interactor.direction(for: reading, language: nil), guessed.language != chosenLanguage {
            message = StatusMessage(text("The words look like {1}: Tab reads the text with it", text.dictionaryName(guessed.dictionary.name)))
        }
    }

    /// Reads the text with the direction of `language` (else of the language its words
    /// look), looking its words up again.
    private func read(as language: String?) {
        direction = interactor.direction(for: reading, language: language)
        headwords = nil
        phrases = [:]
        (answer, answered, asked) = (nil, nil, nil)
        marks = Array(repeating: .plain, count: reading.words.count)
        guard let direction, !reading.words.isEmpty else {
            if !reading.words.isEmpty { message = StatusMessage(text("No dictionary reads this text's language: sozluk list shows those installed"), isError: true) }
            return
        }
        interactor.gloss(reading, language: direction.language, in: direction.dictionary.id) { [weak self] glosses in
            guard self?.direction?.dictionary.id == direction.dictionary.id else { return }
            self?.didGloss(glosses)
        }
        loadStarred()
        explainCursor()
    }

    /// Tab: the text read as the other language (a text that looks like both, or one opened
    /// with the wrong -l).
    private func switchDirection() {
        let other = direction?.language == "tr" ? "en" : "tr"
        guard let next = interactor.direction(for: reading, language: other), !reading.words.isEmpty else {
            message = StatusMessage(text("No dictionary of the other direction is installed"))
            return
        }
        read(as: next.language)
        message = StatusMessage(text("Now reading with {1}", text.dictionaryName(next.dictionary.name)))
    }

    public func didFinishKeys() {
        if asked != cursor { explainCursor() }
        keepPlace(leaving: false)
    }

    /// The text and the cursor's word, in the direction read, for Ctrl-R on Search.
    private func keepPlace(leaving: Bool) {
        interactor.keep(reading, language: direction?.language ?? chosenLanguage, word: cursor, leaving: leaving)
    }

    public func didLayOut(_ lines: [[WordSpot]], visibleLines: Int) {
        self.lines = lines
        self.visibleLines = visibleLines
    }

    public func didRequest(_ action: ReadAction) -> Handling {
        message = nil
        switch action {
        case .close:
            keepPlace(leaving: true)
            router.close()
            return .handled
        case .open, .toggleFavorite: act(action)
        case .pronounce: pronounce()
        case .switchDirection: switchDirection()
        case .scrollArticle(let request): view?.scroll(request)
        default:
            let cursorMove = ReadCursor(text: reading, lines: lines, visibleLines: visibleLines)
            let isVertical = [.nextLine, .previousLine, .nextPage, .previousPage].contains(action)
            if !isVertical { goalColumn = nil } else if goalColumn == nil { goalColumn = cursorMove.column(of: cursor) }
            guard let target = cursorMove.target(of: action, from: cursor, column: goalColumn) else { return .handled }
            if target != cursor { waitingAction = nil }
            cursor = target
        }
        present()
        return .handled
    }
}

extension ReadPresenter {
    /// Looks the cursor's word up, with the words after it for a phrase.
    private func explainCursor() {
        guard let direction, !reading.words.isEmpty else { return }
        let word = cursor
        asked = word
        interactor.explain(reading.words(from: word, upTo: ReadingLookup.longestPhrase), in: direction.dictionary.id) { [weak self] answer in
            guard let self, self.asked == word else { return }
            self.answer = answer
            self.answered = word
            if let answer, answer.wordCount > 1 {
                self.phrases[word] = (answer.hit.headword, answer.wordCount)
                self.updateMarks()
            }
            self.previewer.follow(answer.map { self.subject(of: $0, in: direction.dictionary.id) })
            if let waiting = self.waitingAction {
                self.waitingAction = nil
                self.act(waiting)
            }
            self.refresh()
        }
    }

    private func didGloss(_ glosses: [WordGloss]) {
        guard let direction else { return }
        var headwords: [String: String?] = [:]
        for gloss in glosses { headwords[TextGlosser.distinctKey(of: gloss.word, language: direction.language)] = .some(gloss.hit?.headword) }
        self.headwords = headwords
        updateMarks()
        refresh()
    }

    private func loadStarred() {
        guard let direction else { return }
        do {
            starred = try interactor.starredHeadwords(in: direction.dictionary.id)
        } catch {
            message = .favoritesUnreadable(error, text)
        }
        findStarredPhrases()
        updateMarks()
    }

    /// Where the starred headwords of several words stand in the text (elde etmek: elde
    /// edilmiş), so they are marked before the cursor has met them.
    private func findStarredPhrases() {
        for headword in starred where headword.contains(" ") {
            let count = headword.split(separator: " ").count
            for start in SentenceWord.phraseStarts(of: headword, inFolded: foldedWords) where phrases[start] == nil {
                phrases[start] = (headword, count)
            }
        }
    }

    /// The marks, and the title's counts with them: both change only here, and a key that
    /// moves the cursor must not go over every word of a long text again.
    private func updateMarks() {
        guard headwords != nil else { return }
        let wordHeadwords = reading.words.indices.map(headword(of:))
        marks = wordHeadwords.map { headword in
            guard let headword else { return .unknown }
            return starred.contains(headword) ? .starred : .plain
        }
        for (start, phrase) in phrases where starred.contains(phrase.headword) {
            for word in start..<min(reading.words.count, start + phrase.wordCount) { marks[word] = .starred }
        }
        explainedCount = marks.filter { $0 != .unknown }.count
        // The distinct headwords of the text that are starred: its words' own and its phrases'.
        starredCount = Set((wordHeadwords.compactMap { $0 } + phrases.values.map(\.headword)).filter(starred.contains)).count
    }

    /// The headword the text's word was found under, once the text is looked up.
    private func headword(of word: Int) -> String? {
        guard let headwords, let direction else { return nil }
        return headwords[TextGlosser.distinctKey(of: reading.words[word].text, language: direction.language)] ?? nil
    }

    /// Enter and Ctrl-F need the cursor's answer: when it is on its way they wait for it.
    private func act(_ action: ReadAction) {
        guard let direction, !reading.words.isEmpty else { return }
        guard answered == cursor else {
            waitingAction = action
            return
        }
        guard let answer else {
            message = StatusMessage(text("No dictionary of this direction explains “{1}”", reading.words[cursor].text))
            return
        }
        let word = WordReference(dictionaryID: direction.dictionary.id, headword: answer.hit.headword)
        if action == .open {
            router.openWord(word, focus: focus(of: answer))
        } else {
            toggleFavorite(word)
        }
    }

    private func toggleFavorite(_ word: WordReference) {
        do {
            let shown = starred.contains(word.headword)
            loadStarred()
            let now = starred.contains(word.headword)
            let isStarred = try StarKey.press(shown: shown, now: now) { () throws(FileProblem) in
                // The words as the text writes them, so the card marks these and no other.
                try interactor.toggleFavorite(word, sentence: reading.sentence(ofWord: cursor), form: answer?.query)
            }
            if isStarred { starred.insert(word.headword) } else { starred.remove(word.headword) }
            // Starred here, it has its sentence; starred elsewhere meanwhile, it may not.
            message = isStarred && now == shown ? StatusMessage(text("★ “{1}” starred, with its sentence", word.headword))
                : .favoriteToggled(word.headword, isFavorite: isStarred, text)
            updateMarks()
            previewer.follow(answer.map { subject(of: $0, in: word.dictionaryID) })
        } catch {
            message = .notSaved(error, text)
        }
    }

    /// Says the words as the text writes them (the form, the phrase).
    private func pronounce() {
        guard let direction, !reading.words.isEmpty else { return }
        let words = answered == cursor ? answer?.query ?? reading.words[cursor].text : reading.words[cursor].text
        message = StatusMessage(text("Saying “{1}”…", words))
        interactor.pronounce(WordReference(dictionaryID: direction.dictionary.id, headword: words)) { [weak self] problem in
            guard let self else { return }
            self.message = problem.map { .speechProblem($0, self.text) }
            self.refresh()
        }
    }

    private func subject(of answer: ReadingAnswer, in dictionaryID: String) -> ArticlePreviewer.Subject {
        ArticlePreviewer.Subject(word: WordReference(dictionaryID: dictionaryID, headword: answer.hit.headword), focus: focus(of: answer),
                                 isFavorite: starred.contains(answer.hit.headword))
    }

    /// What the word's page opens at, and how the words were read.
    private func focus(of answer: ReadingAnswer) -> AnswerFocus {
        AnswerFocus(sense: answer.hit.answeringSense, note: SearchPresenter.matchNote(for: answer.hit, text), query: answer.query,
                    analysis: answer.hit.explanation, glosses: answer.hit.glosses, isTranslation: answer.hit.kind == .translation)
    }

    private func refresh() {
        present()
        display?.setNeedsDisplay()
    }
}

extension ReadPresenter {
    private func present() {
        view?.display(ReadViewModel(
            title: "sozluk", detail: detail(), text: reading, marks: marks, selection: selection(),
            article: article(),
            emptyMessage: reading.words.isEmpty ? text("This text has no words to read") : nil,
            status: message))
    }

    /// The cursor's words: a phrase's once it is found, else the word.
    private func selection() -> Range<Int> {
        guard !reading.words.isEmpty else { return 0..<0 }
        let count = answered == cursor ? answer?.wordCount ?? 1 : 1
        return cursor..<min(reading.words.count, cursor + count)
    }

    /// The direction, then how much of the text it explains: the share of the running words
    /// it has a meaning for, and how many distinct headwords of the text are starred.
    private func detail() -> String {
        guard let direction else { return "" }
        let name = text.dictionaryName(direction.dictionary.name)
        guard !reading.words.isEmpty else { return name }
        guard headwords != nil else { return text("{1} · looking the words up…", name) }
        let percent = explainedCount * 100 / reading.words.count
        // The counts first: a narrow terminal cuts the title's end, and the direction is the
        // part the reader knows already.
        return text("{1}% explained · ★ {2} · {3}", String(percent), String(starredCount), name)
    }

    private func article() -> ArticleViewModel? {
        guard direction != nil, reading.words.indices.contains(cursor) else { return nil }
        let word = reading.words[cursor].text
        guard answered == cursor else { return ArticleViewModel(headword: word, blocks: []) }
        guard answer != nil else {
            return ArticleViewModel(headword: word, blocks: [.notice(text("No dictionary of this direction explains “{1}”", word))])
        }
        return previewer.article(text)
    }
}
