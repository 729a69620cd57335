/// Alphabetical order in a dictionary's own language: Turkish puts ç after c, ı before i
/// and ö after o, while most Latin alphabets sort accented letters with their base letter.
public struct Collation: Sendable {
    private let ranks: [Character: Int]
    /// The primary key values of each scalar below U+0250, for the fast path of
    /// `appendSortKey`: scalar i's are `latinKeys[latinStarts[i]..<latinStarts[i + 1]]`.
    private let latinKeys: [UInt32]
    private let latinStarts: [Int]
    /// Whether each scalar below U+0250 is passed over at the start of a key (`isLeading`).
    private let latinLeading: [Bool]
    private static let latinLimit: UInt32 = 0x250

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
        var keys: [UInt32] = []
        var starts = [0]
        for value in 0..<Self.latinLimit {
            if let scalar = Unicode.Scalar(value) { keys += Self.primaryKey(of: Character(scalar), ranks: ranks) }
            starts.append(keys.count)
        }
        latinKeys = keys
        latinStarts = starts
        latinLeading = (0..<Self.latinLimit).map { Unicode.Scalar($0).map { Self.isLeading(Character($0)) } ?? false }
    }

    /// Quotes, dashes, brackets and spaces before a headword's first letter or digit: no part
    /// of where it sorts, so `"dead slow"` and `-lik` are found under d and l, not before a.
    private static func isLeading(_ character: Character) -> Bool {
        !character.isLetter && !character.isNumber
    }

    /// How many characters start `text` that sort as nothing: all but the last, when nothing
    /// but such characters makes it (a headword "-" still sorts somewhere).
    private static func leadingCount(_ characters: some Collection<Character>) -> Int {
        let count = characters.prefix { isLeading($0) }.count
        return count == characters.count ? max(0, count - 1) : count
    }

    /// One character's part of the primary key: its place in the alphabet, else its
    /// folded form, after spaces, digits and punctuation when it is a letter.
    private static func primaryKey(of character: Character, ranks: [Character: Int]) -> [UInt32] {
        if let rank = ranks[character] { return [alphabetBase + UInt32(rank)] }
        let offset: UInt32 = character.isLetter ? otherLetterBase : 1
        return Folding.fold(character).unicodeScalars.map { offset + $0.value }
    }

    /// A key whose natural order is this language's alphabetical order; the folded form
    /// breaks ties so that the order is total and stable.
    public func sortKey(_ text: String) -> [UInt32] {
        var key: [UInt32] = []
        key.reserveCapacity(text.count * 2 + 1)
        for character in text.dropFirst(Self.leadingCount(text)) {
            key += Self.primaryKey(of: character, ranks: ranks)
        }
        key.append(0) // separates the primary key from the tie-break below
        for scalar in text.unicodeScalars { key.append(scalar.value) }
        return key
    }

    /// `sortKey` of UTF-8 text, appended as bytes whose memcmp order is the key's order
    /// (three bytes per value, most significant first): for sorting a million headwords.
    package func appendSortKey(of text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        // Below U+0250 every scalar is a character of its own (CR LF aside, whose key is the
        // same either way), and its part of the key comes from the table.
        var latinKeyCount = 0, scalars = 0
        var offset = 0
        // Where the key starts: past the leading quotes and dashes (`leadingCount`).
        var keyStart = 0, lastStart = 0, characterStart = 0, isLeading = true
        while offset < text.count {
            let (value, length) = FoldedHeadword.decodeScalar(text, at: offset)
            guard value < Self.latinLimit else {
                for value in sortKey(String(decoding: text, as: UTF8.self)) { Self.append(value, to: &bytes) }
                return
            }
            if isLeading, !latinLeading[Int(value)] { (isLeading, keyStart) = (false, offset) }
            if !isLeading { latinKeyCount += latinStarts[Int(value) + 1] - latinStarts[Int(value)] }
            // CR LF is one character: the last character starts at its CR.
            characterStart = value == 0x0A && offset > 0 && text[offset - 1] == 0x0D ? lastStart : offset
            lastStart = offset
            scalars += 1
            offset += length
        }
        if isLeading, scalars > 0 {
            // Nothing but leading characters: the last one is the key.
            keyStart = characterStart
            latinKeyCount = 0
            var at = characterStart
            while at < text.count {
                let (value, length) = FoldedHeadword.decodeScalar(text, at: at)
                latinKeyCount += latinStarts[Int(value) + 1] - latinStarts[Int(value)]
                at += length
            }
        }
        let count = 3 * (latinKeyCount + 1 + scalars)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        bytes.withUnsafeMutableBufferPointer { output in
            latinKeys.withUnsafeBufferPointer { keys in
                var at = start
                func put(_ value: UInt32) {
                    output[at] = UInt8(truncatingIfNeeded: value >> 16)
                    output[at + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    output[at + 2] = UInt8(truncatingIfNeeded: value)
                    at += 3
                }
                var offset = keyStart
                while offset < text.count {
                    let (value, length) = FoldedHeadword.decodeScalar(text, at: offset)
                    for index in latinStarts[Int(value)]..<latinStarts[Int(value) + 1] { put(keys[index]) }
                    offset += length
                }
                put(0)
                offset = 0
                while offset < text.count {
                    let (value, length) = FoldedHeadword.decodeScalar(text, at: offset)
                    put(value)
                    offset += length
                }
            }
        }
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
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
