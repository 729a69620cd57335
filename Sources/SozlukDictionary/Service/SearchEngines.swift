import SozlukBase

/// The search engine of each direction (English → Turkish, Turkish → English), made at its
/// first search with its languages' rules and the ranking weights, and kept. A kept engine
/// holds no dictionary: the dictionary searched and the companions searched with it come with
/// each search, as the repository has them then, so an index swapped for its saved copy, or
/// a companion indexed since, is what the next search uses, and the old one is let go.
final class SearchEngines: @unchecked Sendable {
    private let languages: LanguageRules
    private let weights: RankingWeights
    private let lock = Lock()
    /// By "source>target", the languages as the dictionaries' descriptions give them.
    private var kept: [String: SearchEngine] = [:]
    private var made = 0

    init(languages: LanguageRules, weights: RankingWeights) {
        self.languages = languages
        self.weights = weights
    }

    /// Engines made so far, every direction's together.
    var madeCount: Int { lock.sync { made } }

    /// The engine that searches `dictionary`, with `companions`.
    func engine(for dictionary: IndexedDictionary, companions: [IndexedDictionary]) -> SearchEngine {
        let info = dictionary.info
        let direction = info.sourceLanguage + ">" + info.targetLanguage
        let engine = lock.sync {
            if let kept = kept[direction] { return kept }
            let engine = SearchEngine(for: info, languages: languages, weights: weights)
            kept[direction] = engine
            made += 1
            return engine
        }
        return engine.searching(withCompanions: companions)
    }
}
