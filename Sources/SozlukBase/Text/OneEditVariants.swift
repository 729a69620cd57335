/// Every sequence one edit from a key: one element left out, changed for another of an
/// alphabet, two neighbours swapped, or one of the alphabet put in. A few hundred such
/// candidates, each looked up in a table, cost less than a scan of a big one.
package enum OneEditVariants {
    /// - Parameter start: edits touch nothing before this place (1 keeps the first letter).
    package static func of(_ key: [UInt32], alphabet: [UInt32], from start: Int = 0) -> [[UInt32]] {
        var variants: [[UInt32]] = []
        for place in key.indices where place >= start {
            var shorter = key
            shorter.remove(at: place)
            variants.append(shorter)
            for letter in alphabet where letter != key[place] {
                var changed = key
                changed[place] = letter
                variants.append(changed)
            }
            if place + 1 < key.count, key[place] != key[place + 1] {
                var swapped = key
                swapped.swapAt(place, place + 1)
                variants.append(swapped)
            }
        }
        for place in min(start, key.count)...key.count {
            for letter in alphabet {
                var longer = key
                longer.insert(letter, at: place)
                variants.append(longer)
            }
        }
        return variants
    }

    /// The folded words (or phrases) one edit from a folded query, as UTF-8 keys, each once,
    /// and whether an edit left the first letter as it was. The alphabet is a to z, in which
    /// the languages with a word-frequency list fold, and the query's own letters; a space
    /// stays where it is.
    package static func keys(of query: [UInt32], from start: Int) -> [(key: [UInt8], keepsFirstLetter: Bool)] {
        let alphabet = Array(Set(Array(UInt32(UInt8(ascii: "a"))...UInt32(UInt8(ascii: "z"))) + query.filter { $0 != 0x20 })).sorted()
        var seen = Set<[UInt32]>()
        return of(query, alphabet: alphabet, from: start).compactMap { variant in
            guard seen.insert(variant).inserted else { return nil }
            return (Array(String(String.UnicodeScalarView(variant.compactMap(Unicode.Scalar.init))).utf8), variant.first == query.first)
        }
    }
}
