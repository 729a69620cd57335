/// Matches collected so far, the headwords already placed, and how lemma and translation
/// matches were made: what the stages of `SearchEngine` fill in.
extension SearchEngine {
    struct Found {
        var ranking = RankedMatches()
        var claimed = Set<Int>()
        /// Explanations by alphabetical place.
        var notes: [Int: String] = [:]
        /// Prefix matches counted but not ranked (a long run).
        var extraCount = 0
        /// Matches placed only after the typo stages, unless those found them closer
        /// (`holdBack`).
        private var heldBack: [(position: Int, rank: SearchRank, tieBreak: Int, note: String, uncorrected: (rank: SearchRank, tieBreak: Int)?)] = []
        private(set) var heldBackPositions = Set<Int>()

        mutating func claim(_ position: Int, rank: SearchRank, tieBreak: Int, note: String, in index: DictionaryIndex) {
            guard claimed.insert(position).inserted else { return }
            let place = index.alphabeticalPlace(position)
            ranking.add(place: place, rank: rank.rawValue, length: tieBreak)
            notes[place] = note
        }

        /// Keeps a match ranked between one-typo and two-typo corrections until the corrections
        /// are found: `namme` is nam+me in Turkish, whose translations include name, one typo
        /// away, and name must rank as the correction it is; fame, two typos away, keeps the
        /// rank of a translation.
        /// - Parameter uncorrected: where it ranks when the query turns out to have no one-typo
        ///   correction: `kopegi` is köpeği typed without Turkish letters, and dog ranks with
        ///   the translations; `oder`, typed so, is also order misspelt, and pay waits.
        mutating func holdBack(_ position: Int, rank: SearchRank, tieBreak: Int, note: String,
                               uncorrected: (rank: SearchRank, tieBreak: Int)? = nil) {
            heldBack.append((position, rank, tieBreak, note, uncorrected))
            heldBackPositions.insert(position)
        }

        /// Places the matches held back that no stage has placed since; with
        /// `noCorrectionFound`, those that say so where they rank without one.
        mutating func placeHeldBack(placedOtherwise: (Int) -> Bool, in index: DictionaryIndex, noCorrectionFound: Bool = false) {
            for match in heldBack where !placedOtherwise(match.position) {
                let (rank, tieBreak) = noCorrectionFound ? match.uncorrected ?? (match.rank, match.tieBreak) : (match.rank, match.tieBreak)
                claim(match.position, rank: rank, tieBreak: tieBreak, note: match.note, in: index)
            }
            heldBack = []
            heldBackPositions = []
        }
    }
}
