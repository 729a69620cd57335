import SozlukBase

/// The search engine of each dictionary, made at its first search and kept for the next ones
/// while what it was made of stays the same: the dictionary's languages and the companions
/// searched with it (a companion indexed since, or indexed again, makes a new engine).
final class SearchEngines: @unchecked Sendable {
    /// What an engine was made of, to tell when it no longer fits.
    private struct Recipe: Equatable {
        var sourceLanguage: String
        var targetLanguage: String
        var companions: [ObjectIdentifier]
    }

    private let languages: LanguageRules
    private let weights: RankingWeights
    private let lock = Lock()
    private var kept: [String: (recipe: Recipe, engine: SearchEngine)] = [:]
    /// Engines made so far, every dictionary's together.
    private(set) var madeCount = 0

    init(languages: LanguageRules, weights: RankingWeights) {
        self.languages = languages
        self.weights = weights
    }

    /// The engine that searches `dictionary` with `companions`: the one kept, or a new one.
    func engine(for dictionary: IndexedDictionary, companions: [IndexedDictionary]) -> SearchEngine {
        let info = dictionary.info
        let recipe = Recipe(sourceLanguage: info.sourceLanguage, targetLanguage: info.targetLanguage,
                            companions: companions.map(ObjectIdentifier.init))
        return lock.sync {
            if let kept = kept[info.id], kept.recipe == recipe { return kept.engine }
            let engine = SearchEngine(for: info, languages: languages, companions: companions, weights: weights)
            kept[info.id] = (recipe, engine)
            madeCount += 1
            return engine
        }
    }
}
