import SozlukBase
import SozlukDictionary

/// Reads words' entries off the main actor, handing the latest request's over on it: a newer
/// request drops the answer to this one, so a slow entry never holds up the keys after it.
/// The preview pane of the lists and the read mode's explanation read through one each.
@MainActor
public final class LatestEntries {
    private let dictionaries: DictionaryRepository
    private let scheduler: WorkScheduler
    /// Bumped by every request: an answer that comes back under an older number is dropped.
    private var generation = 0

    public init(dictionaries: DictionaryRepository, scheduler: WorkScheduler) {
        self.dictionaries = dictionaries
        self.scheduler = scheduler
    }

    /// A Turkish word without a pronunciation is given one by rule.
    public func entries(of word: WordReference, completion: @escaping @MainActor ([DictionaryEntry]) -> Void) {
        generation += 1
        let asked = generation
        let repository = dictionaries
        scheduler.run({ repository.entriesWithPronunciation(of: word) }, then: { [weak self] entries in
            guard let self, self.generation == asked else { return }
            completion(entries)
        })
    }
}
