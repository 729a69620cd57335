/// The order of the stages in results. A phrase written in an article's examples comes right
/// after the headwords the query is or is a form of. Ranks are finer than `MatchKind`: translations that
/// are the query rank before prefix matches, those that only contain it after them, and
/// those reached through a guessed lemma of the query after one-typo corrections (an
/// English misspelling taken apart by Turkish rules is noise); a substring match much
/// longer than the query ranks below one-typo corrections (`wich` finds which before sandwich);
/// a one-typo correction far more common than every word a misspelt query starts ranks
/// before them (`sorce` finds source before sorcerer); words that sound like the query rank
/// with the two-typo corrections, and English words one sound away from a query that found
/// next to nothing come last of all (`randayvous` → rendezvous). A query far more common as a
/// word of the target language than of the source is read as the former first: `defter`
/// finds register, record… before deft, of which it is the comparative.
enum SearchRank: Int, CaseIterable {
    case exact, lemma, phrase, likelyCompletion, translation, lemmaOfARarerReading, likelyCorrection, prefix, translationWord, substring, oneTypo, translationOfLemma, distantSubstring, twoTypos,
         nearlySoundAlike

    var kind: MatchKind {
        switch self {
        case .exact: .exact
        case .lemma, .lemmaOfARarerReading: .lemma
        case .phrase: .phrase
        case .translation, .translationWord, .translationOfLemma: .translation
        case .prefix, .likelyCompletion: .prefix
        case .substring, .distantSubstring: .substring
        case .likelyCorrection, .oneTypo, .twoTypos, .nearlySoundAlike: .fuzzy
        }
    }

}
