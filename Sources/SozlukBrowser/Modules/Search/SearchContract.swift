import SozlukBase
import SozlukDictionary

// Presenter → View
@MainActor
public protocol SearchViewInput: ScrollingDisplay<SearchViewModel> {}

// View → Presenter
@MainActor
public protocol SearchViewOutput: ListScreenOutput, ActionRequests<SearchAction> {}

/// What the user can ask of the Search screen.
public enum SearchAction: Equatable, Sendable {
    case edit(TextEdit)
    case move(ListMove)
    case openSelected
    case toggleFavorite
    /// Empties the query; ignored (so the app's Esc applies) when it is empty already.
    case clearQuery
    /// Searches the query in the dictionary that has it (named under the results), else in
    /// the dictionary of the other direction.
    case switchDictionary
    case togglePreview
    case scrollPreview(ScrollRequest)
    /// A paste has ended: the whole of it, line breaks kept (its characters were typed).
    case pasted(String)
    /// Reads the text pasted last (else the query) word by word.
    case readText
}

// Presenter → Interactor
@MainActor
public protocol SearchInteractorInput: AnyObject {
    /// The text last read in this run, to go back to (Ctrl-R with nothing pasted).
    func lastReading() -> (text: ReadingText, language: String?)?
    /// Whether the read mode was left since this was last asked: Search then says how to go back.
    func hasJustLeftReading() -> Bool
    // The highlighted word's preview is PreviewInteractorInput's, shared with the other lists.
    /// The dictionary searched now, or nil when none is available.
    func activeDictionary() -> DictionaryInfo?
    /// Whether the active dictionary can be searched at once.
    func isActiveDictionaryReady() -> Bool
    /// Makes the active dictionary ready in the background (the first time, that builds its
    /// index), reporting the fraction done now and then; both callbacks on the main actor.
    func prepareActiveDictionary(progress: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor () -> Void)
    /// Calls `completion` on the main actor once the active dictionary can also be searched
    /// by translation (a big one is searchable by headword first), its own and those of the
    /// dictionaries the other way round.
    func whenTranslationsAreIndexed(_ completion: @escaping @MainActor () -> Void)
    /// Whether the active dictionary is searched by headword only for now (its translations
    /// being indexed): the count of matches is not final.
    func areTranslationsBeingIndexed() -> Bool
    /// Searches off the main actor; a newer search cancels this one, whose results are
    /// then never delivered. Results may come twice: the prefix matches at once, then the
    /// whole ranking, which starts with the same rows.
    /// `rows` is the part of the ranking wanted: the first page, or one far down a long list.
    func search(_ query: String, rows: Range<Int>, completion: @escaping @MainActor (SearchResults) -> Void)
    /// The dictionaries a search of the active one reads now (a language pair's sources
    /// switched on): rows found in others are not what a search would show now.
    func sourcesSearched() -> [String]
    /// The words of the active dictionary looked up lately, the most recent first, as rows
    /// (kind `.recent`, explanation `3×`).
    func recentWords(limit: Int) throws(FileProblem) -> [SearchHit]
    /// Makes the first of `named`, else the first dictionary of the other direction, the one
    /// searched, and returns it; nil when there is no other.
    func switchDictionary(preferring named: [DictionaryInfo]) throws(FileProblem) -> DictionaryInfo?
    /// Headwords of the active dictionary that are favorites.
    func favoriteHeadwords() throws(FileProblem) -> Set<String>
    /// Returns whether the word is now a favorite.
    func toggleFavorite(_ headword: String) throws(FileProblem) -> Bool
    /// Files that could not be loaded, and the folders dictionaries are looked for in.
    func loadProblems() -> [FileProblem]
    func dictionaryFolders() -> [String]
}

// Presenter → Router
@MainActor
public protocol SearchRouterInput: AnyObject {
    func openWord(_ word: WordReference, focus: AnswerFocus?)
    /// Opens a text in the read mode over Search.
    func openReading(_ text: ReadingText, language: String?)
}
