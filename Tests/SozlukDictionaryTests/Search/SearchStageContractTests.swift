@testable import SozlukDictionary
import TestSupport
import Testing

/// Each stage of the pipeline keeps its contract: it places rows only at the ranks it says,
/// and the stages run in the order `SearchEngine.stages(for:)` lists them, on the bundled
/// dictionaries with the bundled language lists, for queries that reach every stage.
@Suite struct SearchStageContractTests {
    static let queries: [(String, String)] = [
        ("eng-tur", "abandon"), ("eng-tur", "a"), ("eng-tur", "ab"), ("eng-tur", "mice"), ("eng-tur", "gave up"), ("eng-tur", "elma"),
        ("eng-tur", "recieve"), ("eng-tur", "wich"), ("eng-tur", "sorce"), ("eng-tur", "randayvous"), ("eng-tur", "kitaplarimizdan"),
        ("eng-tur", "unsucesssfull"), ("eng-tur", "otion"), ("eng-tur", "dün"), ("eng-tur", "ture"), ("eng-tur", "take the bus"),
        ("tur-eng", "kitaplarımızdan"), ("tur-eng", "evler"), ("tur-eng", "kitab"), ("tur-eng", "book"), ("tur-eng", "gelmedik"),
        ("tur-eng", "ücertsiz"), ("tur-eng", "yapmalıydı"), ("tur-eng", "istanbul"), ("tur-eng", "su"),
    ]

    @Test func everyStagePlacesRowsOnlyAtTheRanksItSays() throws {
        let cache = TemporaryDirectory()
        let languages = LanguageRules.standard(morphologyFolder: Fixtures.repositoryRoot + "/Resources/morphology", cacheFolder: cache.path)
        let repository = JSONDictionaryRepository(folders: [Fixtures.bundledDictionaries], indexFolder: cache.path, languages: languages)
        var stagesRun: Set<String> = []
        for (id, query) in Self.queries {
            let dictionary = try #require(repository.dictionary(id, policy: .command))
            let engine = SearchEngine(for: dictionary.info, languages: languages, companions: repository.companions(of: id, policy: .command))
            for scope in [SearchScope.all, .prefixes, .meanings] {
                let pass = engine.pass(query, in: dictionary, limit: 20, scope: scope)
                var found = SearchEngine.Found()
                var before = SearchRank.allCases.map { _ in 0 }
                // The scope's stages in order, as `SearchEngine.runStages` runs them, to see
                // what each placed.
                engine.withStageInput(of: pass, scope: scope) { input in
                    for stage in SearchEngine.stages(for: scope) where stage.runs(on: input, after: found) {
                        let outcome = stage.place(on: input, into: &found)
                        let now = SearchRank.allCases.map { found.ranking.count(of: $0) }
                        let placed = SearchRank.allCases.filter { now[$0.rawValue] > before[$0.rawValue] }
                        #expect(Set(placed).isSubset(of: stage.ranks), "\(type(of: stage)) placed \(placed) for “\(query)” in \(id), \(scope)")
                        stagesRun.insert("\(type(of: stage))")
                        before = now
                        guard outcome == .goOn else { break }
                    }
                }
            }
        }
        #expect(stagesRun == ["MeaningStage", "ExactRowsStage", "PrefixPageStage", "MatchStage", "CorrectionStage"])
    }

    /// The scopes' pipelines: what a word of a text, a keystroke's first rows and the whole
    /// ranking run, in order.
    @Test func eachScopeRunsItsStagesInOrder() {
        func names(_ scope: SearchScope) -> [String] { SearchEngine.stages(for: scope).map { "\(type(of: $0))" } }
        #expect(names(.meanings) == ["MeaningStage", "ExactRowsStage"])
        #expect(names(.prefixes) == ["PrefixPageStage"])
        #expect(names(.all) == ["MeaningStage", "PrefixPageStage", "MatchStage", "CorrectionStage"])
    }
}
