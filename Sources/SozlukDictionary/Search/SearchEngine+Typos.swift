import Glibc
import SozlukBase

/// The typo stage: corrections within one or two typos, ranked by how likely the slip
/// and how common the word.
extension SearchEngine {
    /// Keys within two typos of the query (one, for short queries) that matched no other way;
    /// one-typo corrections at least `popularEnough` popular rank before prefix matches;
    /// the keys are shared out over the cores. Those found are ranked by their typo count
    /// (two of the slightest slips counting as one, and a word two typos away that sounds like
    /// the query competing with the one-typo corrections), then by how close they are
    /// (`TypoCloseness`) and how common (`popularity`) together (`correctionSlot`): a common
    /// word a swap away beats a rare one that sounds like the query (measured on
    /// Tests/Quality's misspellings).
    /// - Parameter letters: the query's letters as typed: a key within the typos only once
    ///   folded (isim for ışık: i for ı, s for ş) is another word to a typist who has them.
    func addTypos(of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary,
                  to found: inout Found, cancellation: Cancellation?, allowing typos: Int? = nil, among keys: Range<Int>? = nil,
                  promotingFrom popularEnough: Double = .infinity, letters: TypedLetters = TypedLetters("")) -> Bool {
        let index = dictionary.index
        let limit = typos ?? (scalars.count <= weights.oneTypoLongestQuery ? 1 : 2)
        guard let matches = typoMatches(within: limit, of: scalars, needle: needle, among: keys ?? 0..<index.headwordCount, in: index,
                                        cancellation: cancellation) else { return false }
        let querySound = soundsLikeEnglish ? TypoCloseness.englishSoundKey(scalars) : nil
        let frequencies = self.frequencies
        for match in matches where !found.isPlaced(match.position) {
            guard letters.typed == nil || letters.allowsCorrection(index.headword(match.position), within: limit) else { continue }
            let word = FoldedHeadword.scalars(of: index.key(match.position))
            let cost = TypoCloseness.cost(from: scalars, to: word)
            // Two of the slightest slips (letters left out, swapped, doubled: `azmith` for
            // azimuth) are as likely as one letter changed, and rank with the one-typo corrections.
            let likeOneTypo = match.distance == 1 || cost <= weights.twoSlightSlipsCost
            // A translation of a guessed lemma ranks before a two-typo correction.
            if !likeOneTypo && found.heldBackPositions.contains(match.position) { continue }
            let soundsAlike = querySound != nil && TypoCloseness.englishSoundKey(word) == querySound!
            let popularity = Self.popularity(of: match.position, in: dictionary, frequencies: frequencies)
            let slot = { (closeness: Int) in
                correctionSlot(closeness: closeness, keepsFirstLetter: word.first == scalars.first, popularity: popularity)
            }
            // Two typos from the query but sounding like it, a word competes with the one-typo
            // corrections, as a slip further than any of them: only a far more common word
            // comes first (`pigin`: pigeon before pidgin and piggin; `nieve`: naive after
            // niece). Placed once the query's readings in the target language are known.
            if soundsAlike && !likeOneTypo && match.distance == 2 {
                found.holdSoundingAlike(match.position, asOneTypo: slot(weights.twoTyposSoundingAlikeCloseness), asTwoTypos: slot(0), in: index)
                continue
            }
            let rank: SearchRank = match.distance == 1 && popularity >= popularEnough ? .likelyCorrection : likeOneTypo ? .oneTypo : .twoTypos
            if likeOneTypo { found.oneTypoCorrections += 1 }
            // What the slips cost beyond a whole typo for each after the first: two-typo
            // corrections are ranked among themselves by it.
            let slip = cost - 10 * (match.distance - 1)
            let closeness = soundsAlike ? 0 : match.distance == 2 && likeOneTypo ? 4 : slip <= 5 ? 1 : slip <= 7 ? 2 : 3
            found.place(match.position, rank: rank, tieBreak: slot(closeness), in: index)
        }
        return true
    }

    /// The keys of `keys` within `limit` typos of the query and not containing it, in order,
    /// with their distance; the keys are shared out over the cores. Nil when cancelled.
    private func typoMatches(within limit: Int, of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, among keys: Range<Int>, in index: DictionaryIndex,
                      cancellation: Cancellation?) -> [(position: Int, distance: Int)]? {
        let mask = LetterMask.of(values: scalars)
        let count = scalars.count
        let pieces = Parallel.map(keys.count) { range -> [(position: Int, distance: Int)]? in
            let matcher = TypoMatcher(scalars, limit: limit)
            var found: [(position: Int, distance: Int)] = []
            for position in (keys.lowerBound + range.lowerBound)..<(keys.lowerBound + range.upperBound) {
                if position % Self.cancellationStride == 0, cancellation?.isCancelled == true { return nil }
                // Two typos can take at most two of the query's letters away, bring at most
                // two letters in, and change the length by at most two: most keys fail these
                // before any real work.
                guard abs(Int(index.scalarCounts[position]) - count) <= limit else { continue }
                let keyMask = index.letterMasks[position]
                guard (mask & ~keyMask).nonzeroBitCount <= limit, (keyMask & ~mask).nonzeroBitCount <= limit else { continue }
                let key = index.key(position)
                guard let distance = matcher.distance(toUTF8: key), distance > 0, Self.match(needle, in: key) == nil else { continue }
                found.append((position, distance))
            }
            return found
        }
        var matches: [(position: Int, distance: Int)] = []
        for piece in pieces {
            guard let piece else { return nil }
            matches += piece
        }
        return matches
    }

    /// Headwords that sound in English like a query of four letters or more and matched no
    /// other way, however many typos away (`bizness` → business, `becuz` → because): with the
    /// two-typo corrections, as close as the slightest slip but a step further for each typo
    /// they are away: a common word that sounds right comes before a rare one two letters off
    /// (`sintaks`: syntax before intake), a word that only shares the rough sound key after
    /// nearer ones. After them, words one sound away.
    func addSoundAlikes(of scalars: [UInt32], needle: UnsafeBufferPointer<UInt8>, in dictionary: IndexedDictionary, to found: inout Found) {
        guard soundsLikeEnglish, scalars.count >= weights.misspeltMinimumLength else { return }
        let key = TypoCloseness.englishSoundKey(scalars)
        guard key.count >= SoundTable.shortestKey else { return }
        let index = dictionary.index
        let frequencies = self.frequencies
        func add(_ positions: [Int], soundingRight: ([UInt32]) -> Bool,
                 rank: (_ word: [UInt32], _ typos: Int, _ popularity: Double) -> (SearchRank, Int)) {
            for position in positions where Self.match(needle, in: index.key(position)) == nil {
                let word = FoldedHeadword.scalars(of: index.key(position))
                guard soundingRight(TypoCloseness.englishSoundKey(word)), !found.isPlaced(position) else { continue }
                let typos = TypoCloseness.cost(from: scalars, to: word) / 10
                let (rank, slot) = rank(word, typos, Self.popularity(of: position, in: dictionary, frequencies: frequencies))
                found.place(position, rank: rank, tieBreak: slot, in: index)
            }
        }
        add(dictionary.positions(soundingLike: key).map(Int.init), soundingRight: { $0 == key }) { word, typos, popularity in
            (.twoTypos, correctionSlot(closeness: 1, keepsFirstLetter: word.first == scalars.first, popularity: popularity)
                + typos * weights.soundAlikeTypoSteps)
        }
        // A page still nearly empty: words one sound further (`randayvous` → rendezvous), for
        // a key long enough that one sound in it is a small part; the nearer in typos and the
        // more common first.
        guard found.ranking.count < weights.nearlySoundAlikeBelow, key.count >= weights.nearlySoundAlikeShortestKey else { return }
        let nearSounds = TypoMatcher(key, limit: 1)
        add(dictionary.positions(soundingNearly: key).map(Int.init).sorted(), soundingRight: { sound in
            sound.withUnsafeBufferPointer { nearSounds.distance(to: $0) } != nil
        }) { _, typos, popularity in
            (.nearlySoundAlike, typos + Self.rarity(ofPopularity: popularity) * 3)
        }
    }

    /// Where a correction ranks among those of its rank: closer first (0 sounds like the query,
    /// 1 the slightest slip, 3 a letter changed), a step of closeness worth a third more than
    /// a step of popularity. People rarely slip on a word's first letter: a correction
    /// changing it (`recide`: decide) is three steps less likely than one keeping it (reside).
    func correctionSlot(closeness: Int, keepsFirstLetter: Bool, popularity: Double) -> Int {
        (closeness + (keepsFirstLetter ? 0 : weights.firstLetterTypoSteps)) * 4 + Self.rarity(ofPopularity: popularity) * 3
    }

    /// How rare a word of this popularity is, in steps of 0 (common) to 11, the tie-break the
    /// typo stages weigh against closeness.
    static func rarity(ofPopularity popularity: Double) -> Int {
        max(0, min(11, Int(18 - popularity)))
    }

    /// How common a headword is: from the language's word frequencies when known (twice its
    /// Zipf frequency), and from what the dictionary itself tells: how much it says about
    /// the word (log2 of its entries' bytes; bilingual dictionaries give common words long
    /// articles) and how often the word comes up in its definitions ("make friends").
    /// `frequencies` is the engine's, looked up once per search by the caller: a search
    /// weighs hundreds of matches, and each lookup takes a lock.
    static func popularity(of position: Int, in dictionary: IndexedDictionary, frequencies: WordFrequencies?) -> Double {
        let index = dictionary.index
        let bytes = index.entries(position).reduce(0) { $0 + Int(index.entryLengths[$1]) }
        let size = log2(Double(max(1, bytes)))
        if let frequencies {
            let zipf = frequencies.zipf(ofFoldedKey: index.key(position))
            return 2 * zipf + 0.5 * size
        }
        return size + 1.5 * log2(Double(1 + dictionary.translationCount(ofKey: index.key(position))))
    }
}

