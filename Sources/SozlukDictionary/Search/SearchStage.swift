import SozlukBase

/// One stage of a search: a kind of row it finds, the ranks it gives them (`SearchRank`), and
/// when it runs, given the query and what the stages before it placed. `SearchEngine.rank`
/// runs a scope's stages (`SearchEngine.stages(for:)`) in order over one `Found`, through
/// which every row is placed; a stage's numbers are in `RankingWeights`.
protocol SearchStage: Sendable {
    /// The ranks its rows get, for a reader of the pipeline (the ranking itself is `Found`'s).
    var ranks: [SearchRank] { get }
    /// Whether it runs for this query after what the stages before it found.
    func runs(on search: StageInput, after found: SearchEngine.Found) -> Bool
    /// Places its rows.
    func place(on search: StageInput, into found: inout SearchEngine.Found) -> StageOutcome
}

/// What a stage says once it has placed its rows.
enum StageOutcome {
    /// The stages after it run.
    case goOn
    /// The page is made: no stage after it runs.
    case pageIsMade
    /// A newer search cancelled this one: no rows.
    case cancelled
}

/// What every stage of one search reads.
struct StageInput {
    let engine: SearchEngine
    let query: RankedQuery
    /// The folded query's bytes.
    let needle: UnsafeBufferPointer<UInt8>
    /// The keys starting with the folded query (none for a word of a text).
    let run: Range<Int>
    /// For a word of a text: the headwords it is as written.
    let asWritten: [Int]
    let dictionary: IndexedDictionary
    let cancellation: Cancellation?
}

extension SearchEngine {
    /// The stages of each scope, in the order they run.
    static func stages(for scope: SearchScope) -> [any SearchStage] {
        switch scope {
        // A word of a text: what it means, then the headwords it is as written.
        case .meanings: [MeaningStage(), ExactRowsStage()]
        // A keystroke's first rows: the headwords it is or starts.
        case .prefixes: [PrefixPageStage(onlyForALongRun: false)]
        // Lemmas and translations first, so they claim their headwords before the prefix run
        // could; then a long run's page, else every match and the corrections.
        case .all: [MeaningStage(), PrefixPageStage(onlyForALongRun: true), MatchStage(), CorrectionStage()]
        }
    }
}
