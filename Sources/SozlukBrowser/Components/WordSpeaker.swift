import SozlukBase
import SozlukDictionary

/// Says a dictionary's word aloud in the dictionary's language, off the main actor: what the
/// word page and the review card share for their `p`.
public struct WordSpeaker: Sendable {
    private let dictionaries: DictionaryRepository
    private let speech: Speaking
    private let scheduler: WorkScheduler

    public init(dictionaries: DictionaryRepository, speech: Speaking, scheduler: WorkScheduler) {
        self.dictionaries = dictionaries
        self.speech = speech
        self.scheduler = scheduler
    }

    /// `done` is told on the main actor, with why the word could not be said, if it could not.
    @MainActor
    public func pronounce(_ word: WordReference, done: @escaping @MainActor (SpeechProblem?) -> Void) {
        let language = dictionaries.info(of: word.dictionaryID)?.sourceLanguage ?? "en"
        let speech = self.speech
        scheduler.run({ () -> SpeechProblem? in
            do throws(SpeechProblem) {
                try speech.say(word.headword, language: language)
                return nil
            } catch {
                return error
            }
        }, then: done)
    }
}
