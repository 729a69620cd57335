/// The stages of `SearchEngine.stages(for:)`; each runs its `SearchEngine+Stages` method.

/// Lemmas, the word written apart, phrases and translations (`SearchEngine.addMeanings`).
struct MeaningStage: SearchStage {
    /// Translations reached through a guessed lemma (`.translationOfLemma`) are held back
    /// (`Found.holdBack`): the stage that makes the page places them.
    var ranks: [SearchRank] { [.lemma, .lemmaOfARarerReading, .phrase, .likelyCompletion, .translation, .translationWord] }

    /// Not for a keystroke's first rows (taking a Turkish word apart costs more than the whole
    /// prefix search), nor for a word of a text whose exact rows are all the rows asked for:
    /// those outrank anything this stage finds.
    func runs(on search: StageInput, after found: SearchEngine.Found) -> Bool {
        search.query.readsMeanings && !(search.query.scope == .meanings && search.asWritten.count >= search.query.limit)
    }

    func place(on search: StageInput, into found: inout SearchEngine.Found) -> StageOutcome {
        search.engine.addMeanings(of: search.query, needle: search.needle, in: search.dictionary, to: &found)
        return .goOn
    }
}

/// A word of a text: the headwords it is as written, then the translations the meaning stage
/// held back (`SearchEngine.placeExactRows`).
struct ExactRowsStage: SearchStage {
    var ranks: [SearchRank] { [.exact, .translation, .translationOfLemma] }

    func runs(on search: StageInput, after found: SearchEngine.Found) -> Bool { true }

    func place(on search: StageInput, into found: inout SearchEngine.Found) -> StageOutcome {
        search.engine.placeExactRows(search.asWritten, needle: search.needle, in: search.dictionary, to: &found)
        return .pageIsMade
    }
}

/// The best page of the headwords the query is or starts, without ranking the rest of the
/// run, then the translations held back (`SearchEngine.placePrefixPage`): a keystroke's first
/// rows, or a run that fills the page.
struct PrefixPageStage: SearchStage {
    /// Whether it runs only for a run longer than the page (`RankingWeights.longPrefixRun`).
    let onlyForALongRun: Bool

    var ranks: [SearchRank] { [.exact, .prefix, .translation, .translationOfLemma] }

    func runs(on search: StageInput, after found: SearchEngine.Found) -> Bool {
        !onlyForALongRun || search.run.count >= max(search.query.limit, search.engine.weights.longPrefixRun)
    }

    func place(on search: StageInput, into found: inout SearchEngine.Found) -> StageOutcome {
        search.engine.placePrefixPage(of: search.query, needle: search.needle, run: search.run, in: search.dictionary, to: &found)
        return .pageIsMade
    }
}

/// The whole run of headwords the query is or starts, then those containing it further in
/// (`SearchEngine.placeMatches`).
struct MatchStage: SearchStage {
    var ranks: [SearchRank] { [.exact, .prefix, .substring, .oneTypo, .distantSubstring] }

    func runs(on search: StageInput, after found: SearchEngine.Found) -> Bool { true }

    func place(on search: StageInput, into found: inout SearchEngine.Found) -> StageOutcome {
        search.engine.placeMatches(of: search.query, needle: search.needle, run: search.run, in: search.dictionary, to: &found,
                                   cancellation: search.cancellation) ? .goOn : .cancelled
    }
}

/// Headwords within a few typos of the query, lemmas and translations of those, the
/// translations held back, and the last resorts for a query that found nothing (its words
/// typed without the target language's letters, sounding like it, the words of a phrase)
/// (`SearchEngine.addCorrections`); it decides itself how far to go, by how many rows the
/// stages before it placed.
struct CorrectionStage: SearchStage {
    var ranks: [SearchRank] {
        [.likelyCorrection, .oneTypo, .twoTypos, .nearlySoundAlike, .lemma, .translation, .translationWord, .translationOfLemma]
    }

    func runs(on search: StageInput, after found: SearchEngine.Found) -> Bool { true }

    func place(on search: StageInput, into found: inout SearchEngine.Found) -> StageOutcome {
        search.engine.addCorrections(of: search.query, needle: search.needle, run: search.run, in: search.dictionary, to: &found,
                                     cancellation: search.cancellation) ? .goOn : .cancelled
    }
}
