import SozlukBase
import SozlukDictionary

// Presenter → View
@MainActor
public protocol ReadViewInput: ScrollingDisplay<ReadViewModel> {}

// View → Presenter
@MainActor
public protocol ReadViewOutput: ActionRequests<ReadAction> {
    /// The text as the View wrapped it: where each line's words stand, and how many lines
    /// the pane shows. Moving up and down and by pages follows it.
    func didLayOut(_ lines: [[WordSpot]], visibleLines: Int)
}

/// A word's place in the wrapped text: which word of the text, and its first column.
public struct WordSpot: Equatable, Sendable {
    public var word: Int
    public var column: Int
}

/// What the user can ask of the read screen.
public enum ReadAction: Equatable, Sendable {
    case nextWord, previousWord
    /// The word above or below, nearest the cursor's column.
    case nextLine, previousLine
    case nextPage, previousPage
    case nextSentence, previousSentence
    case firstWord, lastWord
    /// A click on a word.
    case select(word: Int)
    /// The selected word's page.
    case open
    /// Stars the selected word with its sentence, or unstars it.
    case toggleFavorite
    case pronounce
    /// Reads the text as the other language, with the other direction.
    case switchDirection
    case scrollArticle(ScrollRequest)
    case close
}

// Presenter → Interactor
@MainActor
public protocol ReadInteractorInput: PreviewInteractorInput {
    /// The language of the text (`language` when the user chose it, else told from its
    /// words) and the direction it is read with, from that language into the other; nil
    /// when no dictionary of the language is installed.
    func direction(for text: ReadingText, language: String?) -> (language: String, dictionary: DictionaryInfo)?
    /// Every distinct word of the text looked up, in the background.
    func gloss(_ text: ReadingText, language: String, in dictionaryID: String, completion: @escaping @MainActor ([WordGloss]) -> Void)
    /// What the word and those after it mean, a phrase first; a newer request drops the
    /// answer to an older one.
    func explain(_ words: [String], in dictionaryID: String, completion: @escaping @MainActor (ReadingAnswer?) -> Void)
    /// The headwords of the direction that are starred.
    func starredHeadwords(in dictionaryID: String) throws(FileProblem) -> Set<String>
    /// Stars the word keeping the sentence it was met in and how that sentence writes it
    /// (`form`), or unstars it; returns whether it is now starred.
    func toggleFavorite(_ word: WordReference, sentence: String, form: String?) throws(FileProblem) -> Bool
    /// Says the words aloud in the direction's language, on another thread.
    func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void)
    /// Where the cursor was when this text was last read in this run, if it was.
    func savedWord(in text: ReadingText) -> Int?
    /// Remembers the text and the cursor's word, for Ctrl-R on Search to come back to.
    func keep(_ text: ReadingText, language: String?, word: Int, leaving: Bool)
}

// Presenter → Router
@MainActor
public protocol ReadRouterInput: ScreenClosing {
    func openWord(_ word: WordReference, focus: AnswerFocus?)
}
