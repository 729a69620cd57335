/// The stage that finds a word written together where the dictionary writes it apart, or the
/// other way round: Turkish writes many compounds both ways (tamsayı and tam sayı, kullanıcıadı
/// and kullanıcı adı, göz ardı and gözardı). A query of one word is
/// tried split in two at each letter, itself and its likeliest lemmas (tamsayıları: tam sayı);
/// a query of two words, joined. The headword found is the word the user typed, spelled the
/// dictionary's way: it ranks with the lemmas, the as-typed spelling before a lemma's.
extension SearchEngine {
    /// How many lemmas of the query are tried split, after the query itself: the lemmatizer
    /// offers the longest stems first, most of them no word (tamsayılar, tamsayıla before tamsayı).
    static let writtenApartLemmas = 8
    /// The shortest part a split word may have: shorter, a split is a word and an ending or a
    /// letter (ev ler, a bout), never a compound.
    static let shortestCompoundPart = 3
    /// What no compound ends in: an ending written apart (dön mek, şekil de) is a word and
    /// its ending, as a slip in a definition may write them, not two words.
    static let endingSpellings: Set<String> = Set(TurkishLemmatizer.surfaces.map(\.surface))
    static let longestEndingSpelling = endingSpellings.map(\.count).max() ?? 0
    /// Longer queries are no compound of two words (and each split costs a lookup).
    static let longestCompound = 40

    /// The languages whose compounds are one word however they are written. Not English: its
    /// words joined are mostly other words (go at, goat; pin on, pinon; cut in, cutin).
    static let languagesWritingCompoundsBothWays: Set<String> = ["tr"]

    /// - Parameter lemmas: the source lemmatizer's readings of the query.
    func addWrittenApart(of query: String, lemmas: [LemmaCandidate], in dictionary: IndexedDictionary, to found: inout Found) {
        guard Self.languagesWritingCompoundsBothWays.contains(sourceLanguage) else { return }
        let words = query.split(separator: " ")
        let index = dictionary.index
        if words.count == 2 {
            let together = String(words[0] + words[1])
            for position in dictionary.positions(withKeyOf: Folding.fold(together)) where !found.claimed.contains(position) {
                found.claim(position, rank: .lemma, tieBreak: 0, note: together, in: index)
            }
            return
        }
        guard words.count == 1, query.count <= Self.longestCompound else { return }
        let readings = [(word: query, analysis: nil as String?)]
            + lemmas.filter { !$0.isDerived }.prefix(Self.writtenApartLemmas).map { (word: $0.lemma, analysis: Optional($0.analysis)) }
        for (readingNumber, reading) in readings.enumerated() {
            // Where each letter starts (the one pass that tells letters apart), then the word's
            // key once and where each letter's part of it starts: a split's key is its two
            // sides with a space between, written into one buffer, not a string built and
            // folded again for every split (read --gloss tries every word of a text).
            let word = reading.word
            var boundaries = Array(word.indices)
            let letterCount = boundaries.count
            guard letterCount >= 2 * Self.shortestCompoundPart else { continue }
            boundaries.append(word.endIndex)
            var key: [UInt8] = [], starts: [Int] = []
            for letter in 0..<letterCount {
                starts.append(key.count)
                key += IndexedDictionary.key(of: word[boundaries[letter]..<boundaries[letter + 1]])
            }
            var apart: [UInt8] = []
            apart.reserveCapacity(key.count + 1)
            for split in Self.shortestCompoundPart...(letterCount - Self.shortestCompoundPart) {
                if letterCount - split <= Self.longestEndingSpelling, Self.endingSpellings.contains(String(word[boundaries[split]...])) { continue }
                apart.removeAll(keepingCapacity: true)
                apart += key[..<starts[split]]
                apart.append(0x20)
                apart += key[starts[split]...]
                for position in dictionary.positions(withKey: apart) where !found.claimed.contains(position) {
                    // How the word typed was read: itself, or its endings (tamsayı+ları).
                    found.claim(position, rank: .lemma, tieBreak: readingNumber, note: reading.analysis ?? query, in: index)
                }
            }
        }
    }
}
