/// Matches collected so far, the headwords already placed, and how lemma and translation
/// matches were made: what the stages of `SearchEngine` fill in.
extension SearchEngine {
    struct Found {
        var ranking = RankedMatches()
        /// Every headword placed so far, however it was (`place`, `claim`).
        private(set) var placed: PlacedPositions

        /// - Parameter headwords: how many the dictionary has, the room `placed` takes at once.
        init(headwords: Int = 0) {
            placed = PlacedPositions(headwords: headwords)
        }
        /// Explanations by alphabetical place.
        var notes: [Int: String] = [:]
        /// The companion dictionary that gave a translation, by alphabetical place.
        var translatedBy: [Int: String] = [:]
        /// The folded translation a row was found through, by alphabetical place: its sense is
        /// the row's summary (`sense(answering:atPosition:)`).
        var answerKeys: [Int: [UInt8]] = [:]
        /// A row's own summary and the part of the article it comes from, where a stage found
        /// them already (a phrase's example line), by alphabetical place.
        var summaries: [Int: String] = [:]
        /// What each ending of a row's note means, where its note is an analysis that the
        /// language's rules gloss (`LemmaCandidate.glosses`), by alphabetical place.
        var glosses: [Int: [String?]] = [:]
        var answeringSenses: [Int: SenseLocation] = [:]
        /// Prefix matches counted but not ranked (a long run).
        var extraCount = 0
        /// False once a page was made of part of a long run: the count is a lower bound.
        var isCountComplete = true
        /// Headwords found one typo from the query, or two of the slightest slips: the query
        /// may be a misspelling of them.
        var oneTypoCorrections = 0
        /// Words two typos from the query that sound like it, with their places among the
        /// one-typo and among the two-typo corrections (`holdSoundingAlike`, `placeSoundingAlike`).
        private var soundingAlike: [(place: Int, asOneTypo: Int, asTwoTypos: Int)] = []
        /// Matches placed only after the typo stages, unless those found them closer
        /// (`holdBack`).
        private var heldBack: [(position: Int, rank: SearchRank, tieBreak: Int, note: String, uncorrected: (rank: SearchRank, tieBreak: Int)?,
                                answering: [UInt8]?)] = []
        private(set) var heldBackPositions = Set<Int>()
        /// Whether a match held back was found through a common word of the target language.
        private var isReadInTarget = false

        /// Where `claim` placed each headword, for a later reading that ranks it higher.
        private var claims: [Int: (rank: SearchRank, tieBreak: Int)] = [:]

        /// Whether a stage has placed the headword.
        func isPlaced(_ position: Int) -> Bool {
            placed.contains(position)
        }

        /// Places a headword with nothing to tell about it (a prefix or substring match, a
        /// correction), unless a stage has; false when one had. The one way rows are placed:
        /// `claim` and the rows held back come here too.
        @discardableResult
        mutating func place(_ position: Int, rank: SearchRank, tieBreak: Int, in index: DictionaryIndex) -> Bool {
            guard placed.insert(position) else { return false }
            ranking.add(place: index.alphabeticalPlace(position), rank: rank.rawValue, tieBreak: tieBreak)
            return true
        }

        /// Places a headword, unless a stage has, with what tells how it was found.
        /// - Parameter movingUp: whether a headword `claim` placed before at a lower rank moves
        ///   up, with the new note: `git` is a word of an example in go's article, and gitmek,
        ///   git's lemma, its whole translation.
        mutating func claim(_ position: Int, rank: SearchRank, tieBreak: Int, note: String?, in index: DictionaryIndex, movingUp: Bool = false,
                            translatedBy companion: String? = nil, answering key: [UInt8]? = nil, glosses: [String?] = []) {
            let place = index.alphabeticalPlace(position)
            if !self.place(position, rank: rank, tieBreak: tieBreak, in: index) {
                guard movingUp, let earlier = claims[position], rank.rawValue < earlier.rank.rawValue else { return }
                ranking.remove(place: place, rank: earlier.rank.rawValue, tieBreak: earlier.tieBreak)
                ranking.add(place: place, rank: rank.rawValue, tieBreak: tieBreak)
            }
            claims[position] = (rank, tieBreak)
            notes[place] = note
            translatedBy[place] = companion
            answerKeys[place] = key
            self.glosses[place] = glosses.isEmpty ? nil : glosses
        }

        /// Keeps a match ranked between one-typo and two-typo corrections until the corrections
        /// are found: `namme` is nam+me in Turkish, whose translations include name, one typo
        /// away, and name must rank as the correction it is; fame, two typos away, keeps the
        /// rank of a translation.
        /// - Parameter uncorrected: where it ranks when the query turns out to have no one-typo
        ///   correction: `kopegi` is köpeği typed without Turkish letters, and dog ranks with
        ///   the translations; `oder`, typed so, is also order misspelt, and pay waits.
        /// - Parameter isCommonGuess: whether it was found through a common word of the target
        ///   language, a reading of the query in that language (`placeSoundingAlike`).
        mutating func holdBack(_ position: Int, rank: SearchRank, tieBreak: Int, note: String, isCommonGuess: Bool = false,
                               uncorrected: (rank: SearchRank, tieBreak: Int)? = nil, answering key: [UInt8]? = nil) {
            heldBack.append((position, rank, tieBreak, note, uncorrected, key))
            heldBackPositions.insert(position)
            if isCommonGuess { isReadInTarget = true }
        }

        /// A word two typos from the query that sounds like it: placed now (no other stage
        /// places it), ranked by `placeSoundingAlike` once the query's readings are known.
        mutating func holdSoundingAlike(_ position: Int, asOneTypo: Int, asTwoTypos: Int, in index: DictionaryIndex) {
            guard placed.insert(position) else { return }
            soundingAlike.append((index.alphabeticalPlace(position), asOneTypo, asTwoTypos))
        }

        /// Ranks the words that sound like the query with the one-typo corrections, or, when
        /// the query has a reading in the target language (translations held back, found
        /// through a common word of it: `kyruk`, kuyruk misspelt, finds tail), with the
        /// two-typo ones: kirk waits. A rare or foreign lemma is no reading: `pigin` is not
        /// "pig" in the genitive, and pigeon comes first.
        mutating func placeSoundingAlike() {
            for word in soundingAlike {
                ranking.add(place: word.place, rank: (isReadInTarget ? SearchRank.twoTypos : .oneTypo).rawValue,
                            tieBreak: isReadInTarget ? word.asTwoTypos : word.asOneTypo)
            }
            soundingAlike = []
        }

        /// Places the matches held back; with `noCorrectionFound`, those that say so where they
        /// rank without one. A headword the query itself matches (`isMatchOfTheQuery`: placed
        /// or counted by the match stages) keeps that reading: a held-back match neither places
        /// it nor adds its note. Any other placed row gets the note (`claim`).
        mutating func placeHeldBack(unless isMatchOfTheQuery: (Int) -> Bool, in index: DictionaryIndex, noCorrectionFound: Bool = false) {
            for match in heldBack where !isMatchOfTheQuery(match.position) {
                let (rank, tieBreak) = noCorrectionFound ? match.uncorrected ?? (match.rank, match.tieBreak) : (match.rank, match.tieBreak)
                claim(match.position, rank: rank, tieBreak: tieBreak, note: match.note, in: index, answering: match.answering)
            }
            heldBack = []
            heldBackPositions = []
            isReadInTarget = false
        }
    }
}
