import SozlukDictionary
import SozlukWordbook

/// The presenter's side of a preview pane: follows the highlighted word, asks for its
/// entries when it changes (never on a repaint of the same word) and makes the article the
/// pane shows. Search, Favorites and History hold one each.
@MainActor
public final class ArticlePreviewer {
    /// The word to preview, with what its row knows about it.
    public struct Subject: Equatable, Sendable {
        public var word: WordReference
        /// Which sense answers the query (opened at and marked), and how the row matched.
        public var focus: AnswerFocus?
        public var isFavorite: Bool

        public init(word: WordReference, focus: AnswerFocus? = nil, isFavorite: Bool = false) {
            self.word = word
            self.focus = focus
            self.isFavorite = isFavorite
        }
    }

    private let interactor: PreviewInteractorInput
    /// Called when entries arrive: the presenter presents again and asks for a paint.
    private let changed: @MainActor () -> Void
    private var subject: Subject?
    private var requested: WordReference?
    private var loaded: (word: WordReference, entries: [DictionaryEntry])?
    /// Where the View puts the pane at the terminal's size.
    public var placement = PreviewPlacement.beside

    public init(interactor: PreviewInteractorInput, changed: @escaping @MainActor () -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    public var isShown: Bool { interactor.isPreviewShown() }

    /// The highlighted row's word, or nil when nothing is highlighted.
    public func follow(_ subject: Subject?) {
        self.subject = subject
        guard isShown, let word = subject?.word, word != requested else { return }
        requested = word
        interactor.entries(of: word) { [weak self] entries in
            guard let self, self.requested == word else { return }
            self.loaded = (word, entries)
            self.changed()
        }
    }

    /// Reads the word again next time (the screen reappeared: the dictionary may have changed).
    public func forget() {
        requested = nil
        loaded = nil
    }

    /// F6: on or off, remembered; the message says which.
    public func toggle(_ text: Localizer) -> StatusMessage {
        let on = !isShown
        do {
            try interactor.setPreviewShown(on)
        } catch {
            return .notSaved(error, text)
        }
        if on, let subject { follow(subject) }
        guard on else { return StatusMessage(text("Preview off (F6 shows it again)")) }
        switch placement {
        case .beside: return StatusMessage(text("Preview on: the highlighted word's article beside the list (F6 hides it)"))
        case .below: return StatusMessage(text("Preview on: the highlighted word's article below the list (F6 hides it)"))
        case .hidden: return StatusMessage(text("Preview on, but it needs 100 columns, or at least half as many rows as columns"))
        }
    }

    /// What the pane shows: nil when it is off or nothing is highlighted; the headword alone
    /// while its entries are on their way.
    public func article(_ text: Localizer) -> ArticleViewModel? {
        guard isShown, let subject else { return nil }
        guard let loaded, loaded.word == subject.word else {
            return ArticleViewModel(headword: subject.word.headword, isFavorite: subject.isFavorite, blocks: [])
        }
        guard !loaded.entries.isEmpty else {
            return ArticleViewModel(headword: subject.word.headword, blocks: [.notice(text("“{1}” is no longer in this dictionary.", subject.word.headword))])
        }
        let (blocks, answer) = ArticleBuilder.blocks(for: loaded.entries, marking: subject.focus?.sense)
        return ArticleViewModel(headword: subject.word.headword, foundAs: subject.focus.flatMap { WordDetailPresenter.foundAs($0, text) },
                                isFavorite: subject.isFavorite, blocks: blocks.map { $0.localized(text) }, answerBlock: answer)
    }
}

extension ArticleBlock {
    /// "Synonyms", "See also" and the sources' names in the interface language.
    public func localized(_ text: Localizer) -> ArticleBlock {
        switch self {
        case .related(let label, let words): .related(label: text(label), words: words)
        case .source(let name): .source(text.dictionaryName(name))
        default: self
        }
    }
}
