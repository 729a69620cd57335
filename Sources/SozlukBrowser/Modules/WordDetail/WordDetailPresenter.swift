import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// Decides what the word screen shows and what its actions do.
@MainActor
public final class WordDetailPresenter: WordDetailViewOutput {
    private weak var view: (any WordDetailViewInput)?
    private let interactor: WordDetailInteractorInput
    private let router: WordDetailRouterInput
    private var word: WordReference
    /// The part of the article that answers the query the word was found for, and how it was
    /// read; only for that word, not for the words browsed to from it.
    private var focus: AnswerFocus?
    private var answerBlock: Int?
    private var message: StatusMessage?
    /// The related word (synonym, see-also) Tab has highlighted, to open with Enter.
    private var selectedLink: Int?
    /// What the page shows, read when the word changes or the screen reappears, not on
    /// every key: scrolling a long article decodes nothing.
    private var entries: [DictionaryEntry] = []
    private var blocks: [ArticleBlock] = []
    private var links: [String] = []
    private var isFavorite = false
    /// The lookup is counted in the history once, when the page is first shown; coming back
    /// to it (Esc from a linked word) or browsing on with [ ] is not another lookup.
    private var isLookupRecorded = false

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    /// Asked to paint when something arrives between keys (a word said, or not).
    private weak var display: DisplayRefreshing?

    public init(word: WordReference, focus: AnswerFocus? = nil, view: any WordDetailViewInput, interactor: WordDetailInteractorInput,
                router: WordDetailRouterInput, display: DisplayRefreshing? = nil, language: LocalizerSource = FixedLanguage.english) {
        self.display = display
        self.language = language
        self.word = word
        self.focus = focus
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        load()
        recordLookup()
        present()
    }

    private func recordLookup() {
        guard !isLookupRecorded, !entries.isEmpty else { return }
        isLookupRecorded = true
        do {
            try interactor.recordLookup(of: word)
        } catch {
            message = .historyNotSaved(error, text)
        }
    }

    public func didRequest(_ action: WordDetailAction) -> Handling {
        message = nil
        switch action {
        case .close:
            router.close()
            return .handled
        case .scroll(let request): view?.scroll(request)
        case .toggleFavorite: toggleFavorite()
        case .nextWord: browse(forward: true)
        case .previousWord: browse(forward: false)
        case .nextLink: moveLink(by: 1)
        case .previousLink: moveLink(by: -1)
        case .openLink: openLink()
        case .pronounce: pronounce()
        }
        present()
        return .handled
    }

    /// Reads the word's entries and whether it is starred (another sozluk may have starred
    /// it while this page was covered).
    private func load() {
        entries = interactor.entries(of: word)
        (blocks, answerBlock) = ArticleBuilder.blocks(for: entries, marking: focus?.sense)
        links = Self.links(in: entries)
        do {
            isFavorite = try interactor.isFavorite(word)
        } catch {
            isFavorite = false
            message = message ?? .favoritesUnreadable(error, text)
        }
    }

    private func toggleFavorite() {
        do {
            isFavorite = try StarKey.press(shown: isFavorite, now: try interactor.isFavorite(word)) { () throws(FileProblem) in
                try interactor.toggleFavorite(word)
            }
            message = .favoriteToggled(word.headword, isFavorite: isFavorite, text)
        } catch {
            message = .notSaved(error, text)
        }
    }

    private func pronounce() {
        let said = word
        message = StatusMessage(text("Saying “{1}”…", said.headword))
        interactor.pronounce(said) { [weak self] problem in
            guard let self, self.word == said else { return }
            self.message = problem.map { .speechProblem($0, self.text) }
            self.present()
            self.display?.setNeedsDisplay()
        }
    }

    private func browse(forward: Bool) {
        let neighbours = interactor.neighbours(of: word)
        guard let next = forward ? neighbours.next : neighbours.previous else {
            message = StatusMessage(forward ? text("This is the last word of the dictionary") : text("This is the first word of the dictionary"))
            return
        }
        word = next
        focus = nil
        selectedLink = nil
        load()
        view?.scroll(.top)
    }

    /// Synonyms and see-also words of the entries, each once, in the order shown.
    private static func links(in entries: [DictionaryEntry]) -> [String] {
        var seen: Set<String> = []
        return entries.flatMap { $0.synonyms + $0.seeAlso }.filter { seen.insert($0).inserted }
    }

    private func moveLink(by step: Int) {
        let count = links.count
        guard count > 0 else {
            message = StatusMessage(text("No related words on this page"))
            return
        }
        selectedLink = ((selectedLink ?? (step > 0 ? -1 : count)) + step + count) % count
    }

    private func openLink() {
        guard let index = selectedLink, index < links.count else {
            message = StatusMessage(text("Tab highlights a related word; Enter opens it"))
            return
        }
        let target = WordReference(dictionaryID: word.dictionaryID, headword: links[index])
        guard !interactor.entries(of: target).isEmpty else {
            message = StatusMessage(text("“{1}” is not in this dictionary", links[index]), isError: true)
            return
        }
        router.openWord(target)
    }

    private func present() {
        view?.display(WordDetailViewModel(
            title: "sozluk",
            dictionaryName: interactor.dictionaryName(of: word).map(text.dictionaryName) ?? word.dictionaryID,
            headword: word.headword,
            foundAs: entries.isEmpty ? nil : focus.map { Self.foundAs($0, text) } ?? nil,
            isFavorite: isFavorite,
            blocks: entries.isEmpty ? [.notice(text("“{1}” is no longer in this dictionary.", word.headword))]
                : highlightingLink(in: blocks).map { $0.localized(text) },
            answerBlock: entries.isEmpty ? nil : answerBlock,
            status: message))
    }

    /// How the word was found: its endings spelled out, each with what it means in the
    /// interface's language, where the form's were glossed (`kitaplarımızdan = kitap + -lar
    /// (plural) + -ımız (our) + -dan (from)`); else the row's note.
    static func foundAs(_ focus: AnswerFocus, _ text: Localizer) -> String? {
        guard let query = focus.query, let analysis = focus.analysis, !focus.glosses.isEmpty else { return focus.note }
        let pieces = analysis.split(separator: "+").map(String.init)
        guard pieces.count == focus.glosses.count + 1, let stem = pieces.first else { return focus.note }
        let endings = zip(pieces.dropFirst(), focus.glosses).map { ending, gloss in
            "-" + ending + (gloss.map { " (" + text($0) + ")" } ?? "")
        }
        let spelledOut = query + " = " + ([stem] + endings).joined(separator: " + ")
        return focus.isTranslation ? text("translation: {1}", spelledOut) : spelledOut
    }

    /// Marks the related word Tab highlighted, the first time it appears, as [word].
    private func highlightingLink(in blocks: [ArticleBlock]) -> [ArticleBlock] {
        guard let index = selectedLink, index < links.count else { return blocks }
        let target = links[index]
        var marked = false
        return blocks.map { block in
            guard case .related(let label, let words) = block, !marked, let position = words.firstIndex(of: target) else { return block }
            marked = true
            var changed = words
            changed[position] = "[\(target)]"
            return .related(label: label, words: changed)
        }
    }
}
