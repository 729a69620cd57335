import SozlukBase

/// The stage that finds a word written together where the dictionary writes it apart, or the
/// other way round: Turkish writes many compounds both ways (tamsayı and tam sayı, kullanıcıadı
/// and kullanıcı adı, göz ardı and gözardı). A query of one word is
/// tried split in two at each letter, itself and its likeliest lemmas (tamsayıları: tam sayı);
/// a query of two words, joined. The headword found is the word the user typed, spelled the
/// dictionary's way: it ranks with the lemmas, the as-typed spelling before a lemma's.
extension SearchEngine {
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
            for position in dictionary.positions(withKeyOf: Folding.fold(together)) where !found.isPlaced(position) {
                found.claim(position, rank: .lemma, tieBreak: 0, note: together, in: index)
            }
            return
        }
        guard words.count == 1, query.count <= Self.longestCompound else { return }
        let readings = [(word: query, analysis: nil as String?)]
            + lemmas.filter { !$0.isDerived }.prefix(weights.writtenApartLemmas).map { (word: $0.lemma, analysis: Optional($0.analysis)) }
        for (readingNumber, reading) in readings.enumerated() {
            let word = LetterKeys(reading.word)
            guard word.count >= 2 * Self.shortestCompoundPart else { continue }
            for split in Self.shortestCompoundPart...(word.count - Self.shortestCompoundPart) {
                if word.count - split <= Self.longestEndingSpelling, Self.endingSpellings.contains(word.text(from: split)) { continue }
                for position in dictionary.positions(withKey: word.key(apartAt: split)) where !found.isPlaced(position) {
                    // How the word typed was read: itself, or its endings (tamsayı+ları).
                    found.claim(position, rank: .lemma, tieBreak: readingNumber, note: reading.analysis ?? query, in: index)
                }
            }
        }
    }
}

/// A word's folded key with where each of its letters starts in it, read once: the keys of
/// its splits are slices of it, not strings made and folded again for every split.
struct LetterKeys {
    private let word: String
    private var boundaries: [String.Index]
    private var key: [UInt8] = []
    private var starts: [Int] = []

    init(_ word: String) {
        self.word = word
        boundaries = Array(word.indices)
        boundaries.append(word.endIndex)
        // Each letter's bytes folded into the one key in place: no array made per letter.
        let bytes = Array(word.utf8)
        var offset = 0
        bytes.withUnsafeBufferPointer { all in
            for letter in 0..<(boundaries.count - 1) {
                let length = word.utf8.distance(from: boundaries[letter], to: boundaries[letter + 1])
                starts.append(key.count)
                _ = FoldedHeadword.append(UnsafeBufferPointer(rebasing: all[offset..<(offset + length)]), to: &key)
                offset += length
            }
        }
        starts.append(key.count)
    }

    /// How many letters (characters) the word has.
    var count: Int { boundaries.count - 1 }

    /// The key of the word written apart before `letter` (tamsayı: tam sayı).
    func key(apartAt letter: Int) -> [UInt8] {
        var apart = Array(key[..<starts[letter]])
        apart.reserveCapacity(key.count + 1)
        apart.append(0x20)
        apart += key[starts[letter]...]
        return apart
    }
    func text(from letter: Int) -> String { String(word[boundaries[letter]...]) }
}
