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

        mutating func claim(_ position: Int, rank: SearchRank, tieBreak: Int, note: String, in index: DictionaryIndex) {
            guard claimed.insert(position).inserted else { return }
            let place = index.alphabeticalPlace(position)
            ranking.add(place: place, rank: rank.rawValue, length: tieBreak)
            notes[place] = note
        }
    }
}
