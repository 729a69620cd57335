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
        private var heldBack: [(position: Int, rank: SearchRank, tieBreak: Int, note: String)] = []
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
        mutating func holdBack(_ position: Int, rank: SearchRank, tieBreak: Int, note: String) {
            heldBack.append((position, rank, tieBreak, note))
            heldBackPositions.insert(position)
        }

        /// Places the matches held back that no stage has placed since.
        mutating func placeHeldBack(placedOtherwise: (Int) -> Bool, in index: DictionaryIndex) {
            for match in heldBack where !placedOtherwise(match.position) {
                claim(match.position, rank: match.rank, tieBreak: match.tieBreak, note: match.note, in: index)
            }
            heldBack = []
            heldBackPositions = []
        }
    }
}
