/// Every sequence one edit from a key: one element left out, changed for another of an
/// alphabet, two neighbours swapped, or one of the alphabet put in. A few hundred such
/// candidates, each looked up in a table, cost less than a scan of a big one.
enum OneEditVariants {
    /// - Parameter start: edits touch nothing before this place (1 keeps the first letter).
    static func of(_ key: [UInt32], alphabet: [UInt32], from start: Int = 0) -> [[UInt32]] {
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
}
