import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The read use case: the text's direction, its words looked up in the background, the
/// selected words explained, starring with the sentence, saying words aloud.
@MainActor
public final class ReadInteractor: ReadInteractorInput {
    private let dictionaries: DictionaryRepository
    private let favorites: FavoritesStore
    private let scheduler: WorkScheduler
    private let speaker: WordSpeaker
    /// Bumped by every `explain`: an answer that comes back under an older number is dropped.
    private var explained = 0
    private let reader: LatestEntries
    private let places: ReadingPlaceKeeper

    public init(dictionaries: DictionaryRepository, favorites: FavoritesStore, scheduler: WorkScheduler, speech: Speaking = EspeakSpeaker(),
                places: ReadingPlaceKeeper = ReadingPlaceKeeper()) {
        self.places = places
        self.dictionaries = dictionaries
        self.favorites = favorites
        self.scheduler = scheduler
        speaker = WordSpeaker(dictionaries: dictionaries, speech: speech, scheduler: scheduler)
        reader = LatestEntries(dictionaries: dictionaries, scheduler: scheduler)
    }

    public func direction(for text: ReadingText, language: String?) -> (language: String, dictionary: DictionaryInfo)? {
        let code = language.map(LanguageRules.baseLanguage) ?? TextLanguage.guess(text.words.map(\.text), in: dictionaries)
        guard let dictionary = dictionaries.dictionaries.first(where: { LanguageRules.baseLanguage($0.sourceLanguage) == code }) else { return nil }
        return (code, dictionary)
    }

    public func gloss(_ text: ReadingText, language: String, in dictionaryID: String, completion: @escaping @MainActor ([WordGloss]) -> Void) {
        let repository = dictionaries
        let words = text.words.map(\.text)
        scheduler.run({ () -> [WordGloss] in
            Self.loadIfNeeded(dictionaryID, in: repository)
            return TextGlosser.gloss(words, language: language, in: dictionaryID, repository: repository)
        }, then: completion)
    }

    public func explain(_ words: [String], in dictionaryID: String, completion: @escaping @MainActor (ReadingAnswer?) -> Void) {
        explained += 1
        let asked = explained
        let repository = dictionaries
        scheduler.run({ () -> ReadingAnswer? in
            Self.loadIfNeeded(dictionaryID, in: repository)
            return ReadingLookup.answer(for: words, in: dictionaryID, repository: repository)
        }, then: { [weak self] answer in
            guard let self, self.explained == asked else { return }
            completion(answer)
        })
    }

    public func starredHeadwords(in dictionaryID: String) throws(FileProblem) -> Set<String> {
        let pair = dictionaries.pairID(of: dictionaryID)
        return Set(try favorites.starredInPairs(of: dictionaries).filter { $0.dictionaryID == pair }.map(\.headword))
    }

    public func toggleFavorite(_ word: WordReference, sentence: String, form: String?) throws(FileProblem) -> Bool {
        try favorites.toggle(word, sentence: sentence, form: form, of: dictionaries)
    }

    public func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) {
        speaker.pronounce(word, done: done)
    }

    public func savedWord(in text: ReadingText) -> Int? {
        places.word(in: text)
    }

    public func keep(_ text: ReadingText, language: String?, word: Int, leaving: Bool) {
        places.keep(text, language: language, word: word, leaving: leaving)
    }

    /// The explanation pane is the read screen's own: always shown.
    public func isPreviewShown() -> Bool { true }

    public func setPreviewShown(_ on: Bool) throws(FileProblem) {}

    public func entries(of word: WordReference, completion: @escaping @MainActor ([DictionaryEntry]) -> Void) {
        reader.entries(of: word, completion: completion)
    }

    /// A dictionary is indexed on first use; reading a text may be its first use.
    private nonisolated static func loadIfNeeded(_ dictionaryID: String, in repository: DictionaryRepository) {
        if !repository.isLoaded(dictionaryID) { repository.load(dictionaryID, progress: { _ in }) }
    }
}
