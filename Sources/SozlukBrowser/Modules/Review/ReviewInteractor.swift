import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The Review use case: the favorites as flashcards, scheduled by SM-2.
@MainActor
public final class ReviewInteractor: ReviewInteractorInput {
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let progress: ReviewStore
    private let clock: Clock
    private let sessions: ReviewSessionKeeper
    private let speaker: WordSpeaker

    private let history: HistoryStore?

    public init(dictionaries: DictionaryRepository, favorites: FavoritesStore, progress: ReviewStore, clock: Clock, history: HistoryStore? = nil,
                sessions: ReviewSessionKeeper = ReviewSessionKeeper(), speech: Speaking = EspeakSpeaker(), scheduler: WorkScheduler = ImmediateScheduler()) {
        self.history = history
        self.sessions = sessions
        speaker = WordSpeaker(dictionaries: dictionaries, speech: speech, scheduler: scheduler)
        self.dictionaries = dictionaries
        self.favorites = favorites
        self.progress = progress
        self.clock = clock
    }

    /// Only words whose dictionary is loaded can be shown, so only they are asked.
    private func deck() throws(FileProblem) -> ReviewDeck {
        let dictionaries = self.dictionaries
        return ReviewDeck(favorites: try favorites.favorites().filter { dictionaries.info(of: $0.word.dictionaryID) != nil },
                          progress: try progress.cards())
    }

    public func dueCards() throws(FileProblem) -> [ReviewCard] {
        try deck().due(at: clock.now())
    }

    public func nextDue() throws(FileProblem) -> Int64? {
        try deck().nextDue(after: clock.now())
    }

    /// A Turkish word without a pronunciation is given one by rule.
    public func entries(of word: WordReference) -> [DictionaryEntry] {
        dictionaries.entriesWithPronunciation(of: word)
    }

    public func dictionaryName(of word: WordReference) -> String? {
        dictionaries.info(of: word.dictionaryID)?.name
    }

    /// A list that cannot be read now was read for the deck a moment ago: the card shows its
    /// word without the sentence rather than stop the review (the store keeps the list read).
    public func sentence(of word: WordReference) -> (text: String, form: String?)? {
        guard let favorite = (try? favorites.favorites())?.first(where: { $0.word == word }), let sentence = favorite.sentence else { return nil }
        return (sentence, favorite.form)
    }

    public func grade(_ card: ReviewCard, _ grade: ReviewGrade) throws(FileProblem) -> ReviewCard {
        let next = ReviewScheduler.schedule(card, grade: grade, at: clock.now())
        try progress.save(next)
        return next
    }

    public func now() -> Int64 {
        clock.now()
    }

    public func savedSession() -> ReviewSession? {
        sessions.session
    }

    public func keep(_ session: ReviewSession?) {
        sessions.session = session
    }

    public func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) {
        speaker.pronounce(word, done: done)
    }

    /// Only words whose dictionary is loaded: a card must show its senses.
    public func suggestions() throws(FileProblem) -> [HistoryEntry] {
        guard let history else { return [] }
        let dictionaries = self.dictionaries
        return try LookupSuggestions.suggest(history: try history.history().filter { dictionaries.info(of: $0.word.dictionaryID) != nil },
                                             favorites: favorites, dictionaries: dictionaries)
    }

    public func star(_ word: WordReference) throws(FileProblem) {
        try favorites.setFavorite(word, true)
    }

}
