import SozlukDictionary

/// A deterministic made-up dictionary: words built from syllables with Turkish, German and
/// other non-ASCII letters, 1-4 senses each. The same seed gives the same file every time.
struct SyntheticDictionary {
    private var random: SplitMix64
    private let onsets = ["b", "c", "ç", "d", "f", "g", "ğ", "h", "k", "l", "m", "n", "p", "r", "s", "ş", "t", "v", "y", "z", "st", "kr", "tr", "pl", "sch", "ž", "ñ"]
    private let vowels = ["a", "e", "ı", "i", "o", "ö", "u", "ü", "ä", "é", "y"]
    private let codas = ["", "", "", "n", "r", "l", "k", "m", "s", "t", "ß", "ng"]
    private let partsOfSpeech = ["noun", "verb", "adjective", "adverb"]

    init(seed: UInt64 = 2026) {
        random = SplitMix64(seed: seed)
    }

    mutating func word(syllables: Int) -> String {
        var text = ""
        for _ in 0..<syllables {
            text += pick(onsets) + pick(vowels) + pick(codas)
        }
        return text
    }

    mutating func file(entries count: Int) -> DictionaryFile {
        var entries: [DictionaryEntry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let headword = word(syllables: 1 + Int(random.next() % 4))
            var senses: [Sense] = []
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let definition = (0..<(3 + Int(random.next() % 9))).map { _ in word(syllables: 1 + Int(random.next() % 3)) }.joined(separator: " ")
                senses.append(Sense(partOfSpeech: pick(partsOfSpeech), definition: definition))
            }
            entries.append(DictionaryEntry(headword: headword, senses: senses))
        }
        let info = DictionaryInfo(id: "bench", name: "Synthetic benchmark dictionary", sourceLanguage: "tr", targetLanguage: "en")
        return DictionaryFile(info: info, entries: entries)
    }

    /// Queries typed letter by letter: a prefix of a real headword, a piece from inside one,
    /// and a headword with two letters swapped.
    static func queries(for file: DictionaryFile) -> [(kind: String, text: String)] {
        let count = file.entries.count
        func longWord(from start: Int) -> String {
            file.entries[start...].first { $0.headword.count >= 8 }?.headword ?? file.entries[start].headword
        }
        let sample = longWord(from: count / 3)
        let inner = String(longWord(from: count / 2).dropFirst(2).prefix(4))
        var typo = Array(longWord(from: count / 4))
        typo.swapAt(1, 2)
        return [("prefix", String(sample.prefix(6))), ("substring", inner), ("fuzzy", String(typo))]
    }

    private mutating func pick(_ options: [String]) -> String {
        options[Int(random.next() % UInt64(options.count))]
    }
}

/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
