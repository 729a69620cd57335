/// Alphabetical order in a dictionary's own language: Turkish puts ç after c, ı before i
/// and ö after o, while most Latin alphabets sort accented letters with their base letter.
public struct Collation: Sendable {
    private let ranks: [Character: Int]

    public init(language: String) {
        var ranks: [Character: Int] = [:]
        if let alphabet = Self.alphabets[language.lowercased()] {
            for (rank, letter) in alphabet.enumerated() {
                ranks[letter] = rank
                for upper in String(letter).uppercased() where ranks[upper] == nil {
                    ranks[upper] = rank
                }
            }
            if language.lowercased() == "tr" {
                ranks["I"] = ranks["ı"]
                ranks["İ"] = ranks["i"]
            }
        }
        self.ranks = ranks
    }

    /// A key whose natural order is this language's alphabetical order; the folded form
    /// breaks ties so that the order is total and stable.
    public func sortKey(_ text: String) -> [UInt32] {
        var key: [UInt32] = []
        key.reserveCapacity(text.count * 2 + 1)
        for character in text {
            if let rank = ranks[character] {
                key.append(Self.alphabetBase + UInt32(rank))
                continue
            }
            // Spaces, digits and punctuation first, then letters outside the alphabet.
            let offset: UInt32 = character.isLetter ? Self.otherLetterBase : 1
            for scalar in Folding.fold(character).unicodeScalars {
                key.append(offset + scalar.value)
            }
        }
        key.append(0) // separates the primary key from the tie-break below
        for scalar in text.unicodeScalars { key.append(scalar.value) }
        return key
    }

    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        sortKey(a).lexicographicallyPrecedes(sortKey(b))
    }

    private static let alphabetBase: UInt32 = 0x200
    private static let otherLetterBase: UInt32 = 0x1000

    /// Letters in order for languages whose order differs from folding to a, b, c...
    /// Letters not listed sort by their folded form after these.
    private static let alphabets: [String: [Character]] = [
        "tr": Array("abcçdefgğhıijklmnoöprsştuüvyz"),
        "az": Array("abcçdeəfgğhxıijkqlmnoöprsştuüvyz"),
    ]
}
