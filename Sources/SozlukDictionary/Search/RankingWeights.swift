/// Every number search ranks by, with the reason it is what it is: when a later stage runs,
/// how common a word must be to count, where a row stands among those of its rank, how many
/// readings a stage weighs. The defaults are the values the quality lists of
/// docs/search-quality.md were measured with; `sozluk-bench --weights FILE` (and
/// `Tests/Quality/quality.py --weights FILE`) search with others, so trying a value on the
/// lists needs no change to the code. The limits that only bound a stage's work (how many
/// keys are scanned, how long a query is read) are the stages' own.
public struct RankingWeights: Sendable, Equatable {
    // When the later stages run
    /// Typo-tolerant matches are looked for when fewer than this many headwords contain the query.
    public var fuzzyThreshold: Int = 20
    /// Queries shorter than this get no typo tolerance: two typos in "ab" match anything.
    public var fuzzyMinimumLength: Int = 3
    /// Queries this long or shorter get one typo, not two: two typos in four letters are junk.
    public var oneTypoLongestQuery: Int = 4
    /// Queries this long or longer that are no word are taken for misspellings.
    public var misspeltMinimumLength: Int = 4
    /// Queries this long that match nothing within two typos are tried with three.
    public var threeTyposShortestQuery: Int = 7
    /// A prefix run this long is all a page shows; a shorter one is ranked with the other
    /// stages whatever the limit, so the first rows never depend on how many are asked for
    /// (`search sorce --limit 1` starts like the browser's page).
    public var longPrefixRun: Int = 500
    /// Words one sound away are looked for when fewer than this many rows were found.
    public var nearlySoundAlikeBelow: Int = 3
    /// Words one sound away are looked for only for a sound key this long: in a shorter one a
    /// sound is too much of the word.
    public var nearlySoundAlikeShortestKey: Int = 4
    /// A query this long may stand for a word rarer than the list's common ones.
    public var shortestUnlistedCorrection: Int = 8

    // How common a word must be (wordfreq's Zipf scale)
    /// A word at least this common (wordfreq's Zipf scale: once in 30,000 words) is no
    /// learner's slip: `lied`, `hanged`, `dreamed` are words, `childs` and `catched` are not.
    public var commonWordZipf: Double = 3.5
    /// A correction in the target language at least this common (wordfreq's Zipf scale: once
    /// in a million words) is worth its translations; rarer words one typo away from a
    /// misspelling are mostly chance.
    public var commonCorrectionZipf: Double = 3.0
    /// How much more popular (`popularity`: twice the Zipf frequency, so 3 is 30 times as
    /// common) a correction must be than every word the query starts to rank before them.
    public var likelyCorrectionMargin: Double = 3.0
    /// How much more common (Zipf) a query must be in the target language than in the source
    /// for its source-language lemmas to wait for its translations.
    public var fartherReadingMargin: Double = 1.0
    /// How much commoner (Zipf) a word the query starts must be than the query as a word of
    /// the target language to come before its translations: a whole point takes ter (1.0 behind
    /// term), not su, ev, ay and bal (0.1 to 0.4 behind such, even, away, ball), and costs the
    /// lists fil, kil, deve, fren, stil, each now a step behind film, kill, development,
    /// french, still (half a point lost a point in the first five of the Turkish lists).
    public var typingMargin: Double = 1.0
    /// How much more common (Zipf) a word of the target language typed without its letters
    /// must be than the source language's headword spelled so, to be read as the former too:
    /// half a point keeps çöl for `col` (4.3 against 3.3) and gün for `gun`; a whole point lost
    /// çöl, and none kept içe for `ice` and aşk for `ask` (measured on the frequent Turkish words
    /// typed without their letters).
    public var lettersLeftOutMargin: Double = 0.5
    /// How much more common (Zipf) a headword of the source language must be than the same
    /// spelling as a word of the target language for the latter's forms to wait for the
    /// corrections: `like` (6.4 in English, 4.1 in Turkish) and `give` are not lik+e and gi+ve
    /// before likely and given; `at`, `on` (1.3 and 1.5 behind) are read both ways at once.
    public var sourceReadingMargin: Double = 2.0

    // Places within a rank (tie-break steps)
    /// How far behind every lemma a headword spells a lemma only folding like a headword ranks.
    public var foldedLemmaStep: Int = 24
    /// How far behind the query's own translations those of its lemma rank, for a word of the
    /// target language (tie-break steps).
    public var lemmaTranslationStep: Int = 4
    /// How far back a whole translation goes whose article has the query only folded, when
    /// others spell it as typed.
    public var otherSpellingStep: Int = 8
    /// How close a lemma of a one-typo correction is, as `addTypos` counts closeness: a step
    /// behind the closest corrections of the headwords themselves.
    public var lemmaOfCorrectionCloseness: Int = 2
    /// What each typo a sound-alike is away adds to its place among the corrections: a little
    /// more than a step of popularity (tried from 2 to 6 with its closeness from 0 to 3 on the
    /// tuning pairs: 90.4-90.6% first, 96.9-97.1% in the first three; as the rank of its own
    /// after every other match, 90.4 / 96.9%).
    public var soundAlikeTypoSteps: Int = 4
    /// How close a word two typos away that sounds like the query is among the one-typo
    /// corrections (0 to 3, then 4 for two slight slips): after every one of them, but for a
    /// step of rarity for each step past 3 (tried at 3 to 7 on the tuning pairs: at 5, 90.68 /
    /// 97.24% from 90.52 / 97.06%; at 4, 90.65 / 97.24%; at 6, 90.56 / 97.24%).
    public var twoTyposSoundingAlikeCloseness: Int = 5
    /// How many steps of closeness a typo on the first letter costs.
    public var firstLetterTypoSteps: Int = 3
    /// Tenths of a typo (`TypoCloseness`) two slips may cost together and still rank as one
    /// typo: two letters left out, swapped or doubled (tried at 9 to 12 on the tuning pairs).
    public var twoSlightSlipsCost: Int = 10
    /// A companion's translation goes a step behind for each translation before it in its
    /// sense of the companion's article, at most this many steps: the fourth and later are
    /// alike.
    public var latestCompanionOrder: Int = 3
    /// A substring match this many times the query's length or longer is distant.
    public var distantLengthFactor: Int = 2

    // How many readings and rows a stage weighs
    /// At most this many words the query starts come before its translations (`typingMargin`):
    /// the translations stay on the first screen.
    public var mostLikelyCompletions: Int = 2
    /// How many of the commonest corrections of a misspelt word are translated or taken apart.
    public var mostTranslatedCorrections: Int = 3
    /// How many senses of a companion's article are read.
    public var companionSenses: Int = 3
    /// Only a word with at most this many whole translations has its forms looked for.
    public var fewWholeTranslations: Int = 8
    /// How many lemmas of the query are tried split, after the query itself: the lemmatizer
    /// offers the longest stems first, most of them no word (tamsayılar, tamsayıla before tamsayı).
    public var writtenApartLemmas: Int = 8
    /// How many readings of each word (itself and its likeliest lemmas) are tried.
    public var phraseReadingsPerWord: Int = 3

    /// The values the quality lists were measured with.
    public static let standard = RankingWeights()

    public init() {}
}
