@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

/// Every View painted from a view model, compared with its golden screen in Tests/Snapshots.
@Suite @MainActor struct ViewSnapshotTests {
    static let folder = Fixtures.repositoryRoot + "/Tests/Snapshots/Browser"

    func paint(_ screens: [Screen], rows: Int = 20, columns: Int = 80) -> CellGrid {
        let grid = CellGrid(rows: rows, columns: columns)
        for screen in screens {
            grid.cursor = nil
            screen.render(on: Canvas(grid: grid))
        }
        return grid
    }

    func searchWithResults() -> SearchView {
        let view = SearchView()
        view.display(SearchViewModel(
            dictionaryName: "English → Turkish", query: "appl", cursor: 4,
            rows: [SearchRowViewModel(headword: "apple", highlight: 0..<4, summary: "elma", isFavorite: true),
                   SearchRowViewModel(headword: "applause", highlight: 0..<4, summary: "alkış", isFavorite: false),
                   SearchRowViewModel(headword: "apply", highlight: 0..<4, summary: "uygulamak, başvurmak", isFavorite: false),
                   SearchRowViewModel(headword: "pineapple", highlight: 4..<8, summary: "ananas", isFavorite: false)],
            selectedRow: 1, status: StatusMessage("4 matches")))
        return view
    }

    @Test func searchResults() throws {
        try Snapshot.check(paint([searchWithResults()]), named: "search-results", in: Self.folder)
    }

    @Test func searchRowsFoundThroughAnInflectionAndATranslation() throws {
        let view = SearchView()
        view.display(SearchViewModel(dictionaryName: "Turkish → English", query: "kitaplarımızdan", cursor: 15, rows: [
            SearchRowViewModel(headword: "kitap", summary: "book", isFavorite: false, matchNote: "← kitap+lar+ımız+dan"),
            SearchRowViewModel(headword: "book", summary: "kitap, defter", isFavorite: true, matchNote: "translation: kitap"),
        ], selectedRow: 1, status: StatusMessage("2 matches")))
        try Snapshot.check(paint([view], rows: 8, columns: 70), named: "search-inflection-and-translation", in: Self.folder)
    }

    /// Beside the preview the glosses start in one column, every note after them, but a
    /// recent word's, which tells it from the rows found.
    @Test func searchNotesBesideThePreview() throws {
        let view = SearchView()
        view.display(SearchViewModel(dictionaryName: "Turkish → English", query: "ter", cursor: 3, rows: [
            SearchRowViewModel(headword: "terim", summary: "term", isFavorite: false, matchNote: "recent · 2×", noteLeads: true),
            SearchRowViewModel(headword: "ter", summary: "sweat", isFavorite: false, matchNote: "4 dictionaries"),
            SearchRowViewModel(headword: "terek", summary: "brim", isFavorite: false),
            SearchRowViewModel(headword: "terler", summary: "sweat", isFavorite: false, matchNote: "← ter+ler"),
        ], selectedRow: 1, status: StatusMessage("~1,130 matches"),
        preview: ArticleViewModel(headword: "ter", blocks: [.sense(number: "1.", partOfSpeech: "noun", labels: [], definition: "sweat, perspiration")])))
        try Snapshot.check(paint([view], rows: 10, columns: 100), named: "search-notes-beside-preview", in: Self.folder)
    }

    @Test func searchWithNoDictionaries() throws {
        let view = SearchView()
        view.display(SearchViewModel(dictionaryName: "no dictionary",
                                     emptyMessage: ["No dictionaries found.", "Put sozluk dictionary files (*.json) in one of these folders:",
                                                    "  /home/u/.local/share/sozluk/dictionaries"]))
        try Snapshot.check(paint([view]), named: "search-no-dictionaries", in: Self.folder)
    }

    @Test func searchWhileIndexingWithAnError() throws {
        let view = SearchView()
        view.display(SearchViewModel(dictionaryName: "German → English", placeholder: "Type to search German → English",
                                     status: StatusMessage("Indexing German → English (148.6 MB, first use only): 42%")))
        try Snapshot.check(paint([view], rows: 10, columns: 60), named: "search-indexing", in: Self.folder)
    }

    @Test func wordWithSensesExamplesAndRelatedWords() throws {
        let view = WordDetailView()
        view.display(WordDetailViewModel(
            title: "sozluk", dictionaryName: "WordNet", headword: "bank", isFavorite: true,
            blocks: [.homograph("1"), .pronunciation("/bæŋk/"),
                     .sense(number: "1", partOfSpeech: "noun", labels: ["finance"], definition: "a financial institution that accepts deposits and channels the money into lending activities"),
                     .example("he cashed a check at the bank"),
                     .sense(number: "2", partOfSpeech: "noun", labels: [], definition: "sloping land beside a body of water"),
                     .related(label: "Synonyms", words: ["[depository financial institution]", "banking company"])],
            status: StatusMessage("★ Added “bank” to favorites")))
        try Snapshot.check(paint([view]), named: "word", in: Self.folder)
    }

    /// Found through a translation in its ninth article: the page opens there, the sense that
    /// says the query marked, and the header says how the word was found.
    @Test func wordOpenedAtTheSenseThatAnswers() throws {
        let view = WordDetailView()
        let senses = (1...6).map { Sense(definition: "sense \($0) of the verb") }
        let entries = [DictionaryEntry(headword: "light", pronunciation: "/laɪt/", senses: senses),
                       DictionaryEntry(headword: "light", pronunciation: "/laɪt/", senses: [Sense(definition: "ışık, aydınlık, ziya, nur"),
                                                                                          Sense(definition: "ışık veren şey")])]
        let (blocks, marked) = ArticleBuilder.blocks(for: entries, marking: SenseLocation(entry: 1, sense: 0))
        view.display(WordDetailViewModel(title: "sozluk", dictionaryName: "English → Turkish", headword: "light",
                                         foundAs: "translation: ışık", blocks: blocks, answerBlock: marked))
        try Snapshot.check(paint([view], rows: 10, columns: 60), named: "word-at-answer", in: Self.folder)
    }

    @Test func favoritesWithAnUnstarredAndAnUnavailableWord() throws {
        let view = FavoritesView()
        view.display(FavoritesViewModel(
            title: "sozluk · Favorites",
            rows: [FavoriteRowViewModel(headword: "kitap", dictionary: "Turkish → English", summary: "book", isStarred: true, isAvailable: true),
                   FavoriteRowViewModel(headword: "abandon", dictionary: "English → Turkish", summary: "terketmek", isStarred: false, isAvailable: true),
                   FavoriteRowViewModel(headword: "Haus", dictionary: "deu-eng (not loaded)", summary: "", isStarred: true, isAvailable: false)],
            selectedRow: 0, status: StatusMessage("Removed “abandon”; press f to undo")))
        try Snapshot.check(paint([view]), named: "favorites", in: Self.folder)
    }

    /// While "Export as…?" waits, the status line asks and the key bar offers nothing else:
    /// every key answers.
    @Test func favoritesAskingForAFormat() throws {
        let view = FavoritesView()
        view.display(FavoritesViewModel(
            title: "sozluk · Favorites",
            rows: [FavoriteRowViewModel(headword: "kitap", dictionary: "Turkish → English", summary: "book", isStarred: true, isAvailable: true)],
            selectedRow: 0, status: StatusMessage("Export as 1: Anki, 2: CSV, 3: JSON? (any other key: no)"), isAsking: true))
        try Snapshot.check(paint([view], rows: 8), named: "favorites-asking", in: Self.folder)
    }

    @Test func favoritesEmpty() throws {
        let view = FavoritesView()
        view.display(FavoritesViewModel(title: "sozluk · Favorites",
                                        emptyMessage: ["No favorites yet.", "Press Ctrl-F on a word in the results, or f on a word's page, to star it."]))
        try Snapshot.check(paint([view]), named: "favorites-empty", in: Self.folder)
    }

    @Test func settingsWithDetailsAndAProblem() throws {
        let view = SettingsView()
        view.display(SettingsViewModel(
            title: "sozluk · Settings · Dictionaries",
            rows: [DictionaryRowViewModel(name: "English → Turkish", languages: "en → tr", size: "36,587 entries", id: "eng-tur", isActive: true),
                   DictionaryRowViewModel(name: "Turkish → English", languages: "tr → en", size: "1,026 entries", id: "tur-eng", isActive: false)],
            selectedRow: 1,
            details: ["FreeDict Turkish-English dictionary", "License: GPL-2.0-or-later", "File: /usr/share/sozluk/dictionaries/tur-eng.json"],
            problems: ["/home/u/.local/share/sozluk/dictionaries/bad.json:4:9: expected a string, found a number"],
            status: StatusMessage("Enter makes the highlighted dictionary the one searched")))
        try Snapshot.check(paint([view], rows: 24, columns: 100), named: "settings", in: Self.folder)
    }

    /// Language pairs: Turkish → English with its two dictionaries under it, Wiktionary's
    /// switched off.
    @Test func settingsWithALanguagePairOfTwoDictionaries() throws {
        let view = SettingsView()
        view.display(SettingsViewModel(
            title: "sozluk · Settings",
            rows: [DictionaryRowViewModel(name: "English → Turkish", languages: "en → tr", size: "37,491 entries", id: "en-tr", isActive: true),
                   DictionaryRowViewModel(name: "Turkish → English", languages: "tr → en", size: "11,399 entries", id: "tr-en", isActive: false),
                   DictionaryRowViewModel(name: "Turkish → English", languages: "", size: "1,026 entries", id: "tur-eng", isActive: false, switchedOn: true),
                   DictionaryRowViewModel(name: "Turkish → English (Wiktionary)", languages: "", size: "10,373 entries", id: "wikdict-tur-eng",
                                          isActive: false, switchedOn: false)],
            selectedRow: 3,
            details: ["License: CC-BY-SA-3.0", "File: /usr/share/sozluk/dictionaries/wikdict-tur-eng.json"],
            status: StatusMessage("wikdict-tur-eng is left out of Turkish → English")))
        try Snapshot.check(paint([view], rows: 14, columns: 100), named: "settings-pairs", in: Self.folder)
    }

    @Test func helpOverTheSearchScreen() throws {
        let help = HelpView()
        help.display(HelpViewModel(title: "Keys", sections: KeyReference.helpSections(leading: .search), footer: KeyReference.helpFooter.map { "\($0.keys) \($0.action)" }))
        try Snapshot.check(paint([searchWithResults(), help], rows: 24), named: "help", in: Self.folder)
    }

    /// The read screen: "gave up" selected as one phrase, a starred word and an unknown one
    /// marked, the phrase explained beside the text (wide) or under it (narrow).
    func reading() -> ReadView {
        let text = ReadingText("The old man gave up smoking last year. He said it was the hardest thing he had ever done.\n\nXyzzqt is not a word.")
        var marks = Array(repeating: WordMark.plain, count: text.words.count)
        marks[10] = .starred
        marks[18] = .unknown
        let view = ReadView()
        view.display(ReadViewModel(
            title: "sozluk", detail: "95% explained · ★ 1 · English → Turkish", text: text, marks: marks, selection: 3..<5,
            article: ArticleViewModel(headword: "give", foundAs: "phrase: give up", blocks: [
                .sense(number: "1.", partOfSpeech: "verb", labels: [], definition: "vermek"),
                .example("give up — vazgeçmek, bırakmak"),
            ], answerBlock: 1),
            status: StatusMessage("★ “give” starred, with its sentence")))
        return view
    }

    @Test func readBesideAndBelow() throws {
        try Snapshot.check(paint([reading()], rows: 14, columns: 100), named: "read-beside", in: Self.folder)
        try Snapshot.check(paint([reading()], rows: 16, columns: 40), named: "read-below", in: Self.folder)
    }

    /// History, most recent first, a filter typed, and a word whose dictionary is gone; its
    /// words said in the interface language, as the Presenter says them.
    func history(_ language: FixedLanguage = .english) -> HistoryView {
        let text = language.text
        let view = HistoryView(language: language)
        let turkishToEnglish = text.dictionaryName("Turkish → English")
        let (yesterday, november) = language.text.language == .turkish ? ("dün 09:12", "21 Kas") : ("yesterday 09:12", "21 Nov")
        view.display(HistoryViewModel(
            title: text("sozluk · History"), detail: text("most recent first"),
            rows: [HistoryRowViewModel(headword: "kitap", dictionary: turkishToEnglish, lookups: "3×", when: "14:05", summary: "book", isAvailable: true),
                   HistoryRowViewModel(headword: "kitaplık", dictionary: turkishToEnglish, lookups: "1×", when: yesterday, summary: "bookcase", isAvailable: true),
                   HistoryRowViewModel(headword: "Haus", dictionary: text("{1} (not loaded)", "deu-eng"), lookups: "12×", when: november,
                                       summary: "", isAvailable: false)],
            selectedRow: 1, status: StatusMessage(text("{1} of {2} shown", "3", text("{1} words", "40"))),
            filter: FilterLine(text: "k", cursor: 1, isEditing: false)))
        return view
    }

    @Test func historyFilteredWithAWordNoLongerAvailable() throws {
        try Snapshot.check(paint([history()]), named: "history", in: Self.folder)
    }

    /// A card as it is asked (the word in the sentence it was met in), then answered, with
    /// what each grade would wait; and the screen once every card is done.
    func reviewCard(revealed: Bool, _ language: FixedLanguage = .english) -> ReviewView {
        let text = language.text
        let view = ReviewView(language: language)
        view.display(ReviewViewModel(
            title: text("sozluk · Review"), progress: text("{1} of {2}", "3", "12"), headword: "vazgeçmek",
            dictionary: text.dictionaryName("Turkish → English"),
            sentence: "Sonunda sigaradan vazgeçti ve spora başladı.", sentenceWord: 18..<26,
            answer: revealed ? ["1. to give up, to abandon", "2. to renounce (a right)"] : [], isRevealed: revealed,
            gradeWaits: revealed ? [.again: text("{1}m", "10"), .hard: text("{1}d", "1"), .good: text("{1}d", "3"), .easy: text("{1}d", "7")] : [:]))
        return view
    }

    @Test func reviewCardAskedThenAnswered() throws {
        try Snapshot.check(paint([reviewCard(revealed: false)], rows: 16, columns: 80), named: "review-question", in: Self.folder)
        try Snapshot.check(paint([reviewCard(revealed: true)], rows: 16, columns: 80), named: "review-answer", in: Self.folder)
    }

    @Test func reviewWithEveryCardDone() throws {
        let view = ReviewView()
        view.display(ReviewViewModel(title: "sozluk · Review", progress: "12 of 12",
                                     message: ["All done for now.", "The next card is due tomorrow."], status: StatusMessage("12 cards reviewed")))
        try Snapshot.check(paint([view], rows: 12, columns: 80), named: "review-done", in: Self.folder)
    }

    /// In the Turkish interface the chrome, the hints and the keys' names are Turkish; the
    /// words and their senses are the dictionary's.
    @Test func theTurkishInterface() throws {
        let turkish = FixedLanguage(.turkish)
        let search = SearchView(language: turkish)
        search.display(SearchViewModel(dictionaryName: turkish.text.dictionaryName("English → Turkish"), query: "appl", cursor: 4,
                                       rows: [SearchRowViewModel(headword: "apple", highlight: 0..<4, summary: "elma", isFavorite: true),
                                              SearchRowViewModel(headword: "apply", highlight: 0..<4, summary: "uygulamak", isFavorite: false)],
                                       selectedRow: 0, status: StatusMessage(turkish.text("{1} matches", "2"))))
        try Snapshot.check(paint([search], rows: 10), named: "search-results-tr", in: Self.folder)
        try Snapshot.check(paint([history(turkish)]), named: "history-tr", in: Self.folder)
        try Snapshot.check(paint([reviewCard(revealed: false, turkish)], rows: 16, columns: 80), named: "review-question-tr", in: Self.folder)
        try Snapshot.check(paint([reviewCard(revealed: true, turkish)], rows: 16, columns: 80), named: "review-answer-tr", in: Self.folder)
    }

    @Test func aMissingSnapshotFailsInsteadOfPassing() throws {
        guard !Recording.isOn else { return }
        try withKnownIssue("a snapshot that is not there is a failure") {
            try Snapshot.check(paint([SearchView()]), named: "no-such-snapshot", in: Self.folder)
        }
    }
}
