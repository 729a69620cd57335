/// Builds the index of translations: every folded word and short phrase of every
/// definition, sorted, each with the headwords whose definitions hold it and how strongly
/// (`TranslationWords`). Made on every core: each collects its part of the entries into a
/// vocabulary of its own, the parts are joined, then the words sorted once.
enum TranslationIndexBuilder {
    struct Result {
        var keys: [UInt8] = []
        var keyStarts: [UInt32] = [0]
        var postingStarts: [UInt32] = [0]
        /// Headword position << 2 | strength, by position within each key.
        var postings: [UInt32] = []
    }

    /// - Parameter positions: each entry's headword position in the index.
    static func build(_ scan: DictionaryScanner.Result, positions: [UInt32], bytes: UnsafeBufferPointer<UInt8>) -> Result {
        let parts = Parallel.map(scan.entries.count) { range -> Vocabulary in
            var vocabulary = Vocabulary(expectedWords: range.count / 2 + 64)
            var splitter = TranslationWords()
            for entry in range {
                let item = scan.entries[entry]
                let position = positions[entry]
                let first = Int(item.firstDefinition)
                for sense in 0..<Int(item.definitionCount) {
                    guard first + sense < scan.definitions.count else { break }
                    let span = scan.definitions[first + sense].span
                    if span.hasEscapes {
                        let text = Array(DictionaryScanner.text(of: span, in: bytes).utf8)
                        text.withUnsafeBufferPointer { text in
                            splitter.split(Self.start(of: text), sense: sense) { vocabulary.add($0, posting: position << 2 | $1) }
                        }
                    } else {
                        let text = Self.start(of: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
                        splitter.split(text, sense: sense) { vocabulary.add($0, posting: position << 2 | $1) }
                    }
                }
            }
            return vocabulary
        }
        var joined = parts[0]
        for part in parts.dropFirst() { joined.absorb(part) }
        return joined.sorted()
    }

    /// Translations come first in a definition: past this many bytes (a definition the length
    /// of a book, in a hostile file) the rest is not indexed.
    static let longestDefinition = 64 << 10

    /// The definition up to `longestDefinition` bytes, cut between characters.
    static func start(of text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard text.count > longestDefinition else { return text }
        var end = longestDefinition
        while end > 0, text[end] & 0xC0 == 0x80 { end -= 1 }
        return UnsafeBufferPointer(rebasing: text[..<end])
    }

    /// Words seen so far, each with its postings, found again through an open-addressing
    /// hash table over the packed words.
    struct Vocabulary {
        var words = PackedStrings()
        private var slots: [Int32]
        private var mask: Int
        /// One row per posting: which word, and the posting.
        var wordOfPosting: [UInt32] = []
        var postings: [UInt32] = []

        init(expectedWords: Int) {
            var size = 1024
            while size < expectedWords * 2 { size <<= 1 }
            slots = [Int32](repeating: -1, count: size)
            mask = size - 1
        }

        mutating func add(_ key: UnsafeBufferPointer<UInt8>, posting: UInt32) {
            let word = id(of: key)
            wordOfPosting.append(UInt32(word))
            postings.append(posting)
        }

        /// The word's number, adding it when new.
        mutating func id(of key: UnsafeBufferPointer<UInt8>) -> Int {
            var slot = Self.hash(key) & mask
            while true {
                let found = Int(slots[slot])
                if found < 0 { break }
                if words.bytes.withUnsafeBufferPointer({ KeyOrder.compare($0, words.range(found), key, 0..<key.count) == 0 }) { return found }
                slot = (slot + 1) & mask
            }
            let word = words.count
            words.append(key)
            slots[slot] = Int32(word)
            if words.count * 2 > slots.count { grow() }
            return word
        }

        private mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            mask = slots.count - 1
            for word in 0..<words.count {
                let range = words.range(word)
                var slot = words.bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[range])) } & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(word)
            }
        }

        /// Another part's words and postings, renumbered into this vocabulary.
        mutating func absorb(_ other: Vocabulary) {
            let renumbered = other.words.bytes.withUnsafeBufferPointer { bytes in
                (0..<other.words.count).map { UInt32(id(of: UnsafeBufferPointer(rebasing: bytes[other.words.range($0)]))) }
            }
            wordOfPosting += other.wordOfPosting.map { renumbered[Int($0)] }
            postings += other.postings
        }

        /// FNV-1a, enough to spread words over the table.
        static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }

        /// Words in byte order, each with its postings by position, one per headword (the strongest).
        func sorted() -> Result {
            let order = PrefixSort.order(of: words)
            var rank = [UInt32](repeating: 0, count: order.count)
            for (place, word) in order.enumerated() { rank[Int(word)] = UInt32(place) }
            // Counting sort of the postings by their word's place.
            var starts = [Int](repeating: 0, count: order.count + 1)
            for word in wordOfPosting { starts[Int(rank[Int(word)]) + 1] += 1 }
            for place in 0..<order.count { starts[place + 1] += starts[place] }
            var next = starts
            var grouped = [UInt32](repeating: 0, count: postings.count)
            for (row, word) in wordOfPosting.enumerated() {
                let place = Int(rank[Int(word)])
                grouped[next[place]] = postings[row]
                next[place] += 1
            }
            var result = Result()
            result.keys.reserveCapacity(words.bytes.count)
            result.keyStarts.reserveCapacity(order.count + 1)
            result.postingStarts.reserveCapacity(order.count + 1)
            result.postings.reserveCapacity(postings.count)
            grouped.withUnsafeMutableBufferPointer { grouped in
                for (place, word) in order.enumerated() {
                    result.keys += words.bytes[words.range(Int(word))]
                    result.keyStarts.append(UInt32(result.keys.count))
                    // Sorted in place: most words have a posting or two, and a copy each would
                    // be a million allocations.
                    var list = UnsafeMutableBufferPointer(rebasing: grouped[starts[place]..<starts[place + 1]])
                    if list.count > 1 { list.sort() }
                    var previous = UInt32.max
                    for posting in list where posting >> 2 != previous {
                        result.postings.append(posting)
                        previous = posting >> 2
                    }
                    result.postingStarts.append(UInt32(result.postings.count))
                }
            }
            return result
        }
    }
}
