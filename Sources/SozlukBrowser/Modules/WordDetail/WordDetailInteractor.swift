import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The word use case: read its entries, count the lookup, star it, browse to its neighbours.
@MainActor
public final class WordDetailInteractor: WordDetailInteractorInput {
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let history: HistoryStore
    private let speaker: WordSpeaker

    public init(dictionaries: DictionaryRepository, favorites: FavoritesStore, history: HistoryStore, speech: Speaking = EspeakSpeaker(),
                scheduler: WorkScheduler = ImmediateScheduler()) {
        self.dictionaries = dictionaries
        self.favorites = favorites
        self.history = history
        speaker = WordSpeaker(dictionaries: dictionaries, speech: speech, scheduler: scheduler)
    }

    public func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) {
        speaker.pronounce(word, done: done)
    }

    public func dictionaryName(of word: WordReference) -> String? {
        dictionaries.info(of: word.dictionaryID)?.name
    }

    /// A Turkish word without a pronunciation is given one by rule.
    public func entries(of word: WordReference) -> [DictionaryEntry] {
        dictionaries.entriesWithPronunciation(of: word)
    }

    public func isFavorite(_ word: WordReference) throws(FileProblem) -> Bool {
        try favorites.starred(word.headword, in: dictionaries.pairID(of: word.dictionaryID), of: dictionaries) != nil
    }

    public func toggleFavorite(_ word: WordReference) throws(FileProblem) -> Bool {
        try favorites.toggle(word, of: dictionaries)
    }

    public func recordLookup(of word: WordReference) throws(FileProblem) {
        try history.recordLookup(of: word)
    }

    public func neighbours(of word: WordReference) -> (previous: WordReference?, next: WordReference?) {
        let (previous, next) = dictionaries.neighbours(of: word.headword, in: word.dictionaryID)
        return (previous.map { WordReference(dictionaryID: word.dictionaryID, headword: $0) },
                next.map { WordReference(dictionaryID: word.dictionaryID, headword: $0) })
    }
}
