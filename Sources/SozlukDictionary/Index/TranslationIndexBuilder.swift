import Glibc
import SozlukBase

/// Builds the index of translations: every folded word and short phrase of every
/// definition, sorted, each with the headwords whose definitions hold it and how strongly
/// (`TranslationWords`). Made on every core: each splits its part of the entries into a
/// vocabulary of its own and sorts it, then the sorted parts are merged.
enum TranslationIndexBuilder {
    struct Result: TranslationIndexOutput {
        typealias Failure = Never
        var keys: [UInt8] = []
        var keyStarts: [UInt32] = [0]
        var postingStarts: [UInt32] = [0]
        /// `TranslationPosting`s, packed, by position within each key.
        var postings: [UInt32] = []

        var keyCount: Int { keyStarts.count - 1 }

        mutating func startKey(_ key: UnsafeBufferPointer<UInt8>) {
            keys += key
            keyStarts.append(UInt32(keys.count))
        }

        mutating func endKey() {
            postingStarts.append(UInt32(postings.count))
        }

        /// Adds a posting to the key being written; postings come in position order, and a
        /// headword that has one there already has the two as one.
        mutating func add(_ posting: TranslationPosting) {
            if postings.count > Int(postingStarts[postingStarts.count - 1]) {
                let last = TranslationPosting(packed: postings[postings.count - 1])
                if last.position == posting.position {
                    postings[postings.count - 1] = last.adding(posting).packed
                    return
                }
            }
            postings.append(posting.packed)
        }
    }

    /// - Parameter positions: each entry's headword position in the index.
    /// - Parameter pieces: how many parts to split the entries into; by default one per core,
    ///   or more for a big dictionary (`partBytes`).
    /// - Parameter store: where each part is kept once built, and found by a build started
    ///   again after one cut short; nil to keep the parts in memory only.
    /// - Parameter release: gives back the pages of a stretch of `bytes` read for the last time
    ///   (a mapped file's: they come back from the page cache if touched again).
    static func build(_ scan: DictionaryScanner.Result, positions: [UInt32], bytes: UnsafeBufferPointer<UInt8>, pieces: Int? = nil,
                      store: TranslationPartStore? = nil, releaseEvery step: Int = releaseStep, release: (Range<Int>) -> Void = { _ in }) -> Result {
        let built = parts(scan, positions: positions, bytes: bytes, pieces: pieces, store: store, releaseEvery: step, release: release)
        // Parts changed under the merge are built again, kept nowhere.
        return merged(built) ?? build(scan, positions: positions, bytes: bytes, pieces: pieces, store: nil, releaseEvery: step, release: release)
    }

    /// The parts, each built or, when kept already, loaded, to be merged (`TranslationPartMerge`).
    /// - Parameter beforeEachPart: called before a part is built (background work waits there
    ///   while the user types).
    static func parts(_ scan: DictionaryScanner.Result, positions: [UInt32], bytes: UnsafeBufferPointer<UInt8>, pieces: Int? = nil,
                      store: TranslationPartStore? = nil, releaseEvery step: Int = releaseStep, release: (Range<Int>) -> Void = { _ in },
                      beforeEachPart: () -> Void = {}) -> [TranslationPartImage] {
        let bounds = cuts(scan, pieces: pieces ?? Self.pieces(for: scan))
        return Parallel.map(each: bounds.count - 1) { number -> TranslationPartImage in
            let part = TranslationPart(number: number, count: bounds.count - 1, entries: bounds[number]..<bounds[number + 1])
            if let kept = store?.load(part) { return kept }
            beforeEachPart()
            var vocabulary = vocabulary(of: part.entries, scan, positions: positions, bytes: bytes, releaseEvery: step, release: release)
            let built = vocabulary.takeSorted()
            defer { FreedMemory.giveBack() }
            return store?.save(built, as: part) ?? TranslationPartImage(built, part: part, source: [])
        }
    }

    /// The parts merged in memory; nil when a kept part changed under the merge (truncated,
    /// its pages read as zeros, or rewritten): found summed again, or reading as more than it
    /// holds, what was merged is not used.
    static func merged(_ parts: [TranslationPartImage]) -> Result? {
        let merged = TranslationPartMerge.merge(parts)
        return parts.allSatisfy(\.isIntact) ? merged : nil
    }

    /// About how many bytes of definitions a part of a big dictionary holds. A part's
    /// vocabulary costs about ten times its definitions while it is sorted, and every core
    /// sorts one: parts of this size keep that near a tenth of a gigabyte, however big the
    /// dictionary, and a quit loses at most a part a core.
    static let partBytes = 8 << 20

    /// One part per core, or one per `partBytes` of definitions when that is more.
    static func pieces(for scan: DictionaryScanner.Result) -> Int {
        let cores = Parallel.pieces(for: scan.entries.count)
        guard cores > 1 else { return 1 }
        let definitionBytes = scan.definitions.reduce(0) { $0 + $1.length }
        return max(cores, definitionBytes / partBytes)
    }

    /// How many bytes of definitions a piece reads before it gives their pages back.
    static let releaseStep = 16 << 20

    /// Every word and phrase of the definitions of the entries in `range`, with its uses. The
    /// definitions lie in the file in entry order, each read once: the pages behind are given
    /// back as the piece goes (`release`), or a cold build of a big dictionary would hold the
    /// whole file besides the vocabularies.
    private static func vocabulary(of range: Range<Int>, _ scan: DictionaryScanner.Result, positions: [UInt32], bytes: UnsafeBufferPointer<UInt8>,
                                   releaseEvery step: Int, release: (Range<Int>) -> Void) -> Vocabulary {
        // About one new word an entry (deu-eng: 0.8 to 1 in each half).
        var vocabulary = Vocabulary(expectedWords: range.count + 64)
        var splitter = TranslationWords()
        var read: Range<Int>?
        defer { if let read { release(read) } }
        for entry in range {
            let item = scan.entries[entry]
            let position = positions[entry]
            let first = Int(item.firstDefinition)
            var sense = 0
            for definition in first..<min(first + Int(item.definitionCount), scan.definitions.count) {
                let packed = scan.definitions[definition]
                let span = packed.span
                if let stretch = read, span.start - stretch.lowerBound >= step, span.start >= stretch.upperBound {
                    release(stretch)
                    read = nil
                }
                read = min(read?.lowerBound ?? span.start, span.start)..<max(read?.upperBound ?? span.end, span.end)
                // An example's translation is only ever words of a longer text.
                let number: Int? = packed.isExample ? nil : sense
                if !packed.isExample { sense += 1 }
                if span.hasEscapes {
                    let text = Array(DictionaryScanner.text(of: span, in: bytes).utf8)
                    text.withUnsafeBufferPointer { text in
                        splitter.split(Self.start(of: text), sense: number) { vocabulary.add($0, posting: position << 2 | $1) }
                    }
                } else {
                    let text = Self.start(of: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
                    splitter.split(text, sense: number) { vocabulary.add($0, posting: position << 2 | $1) }
                }
            }
        }
        return vocabulary
    }

    /// Where to cut the entries into `pieces` parts of about as many bytes of definitions
    /// each: splitting costs by the byte, and definitions are longer in some stretches of a
    /// dictionary than in others (cut by count, deu-eng's first half took half as long
    /// again as its second).
    static func cuts(_ scan: DictionaryScanner.Result, pieces: Int) -> [Int] {
        guard pieces > 1 else { return [0, scan.entries.count] }
        let total = scan.definitions.reduce(0) { $0 + $1.length }
        var bounds = [0]
        var done = 0
        for (index, entry) in scan.entries.enumerated() where bounds.count < pieces {
            if done >= total * bounds.count / pieces { bounds.append(index) }
            let first = Int(entry.firstDefinition)
            for definition in first..<min(first + Int(entry.definitionCount), scan.definitions.count) { done += scan.definitions[definition].length }
        }
        while bounds.count <= pieces { bounds.append(scan.entries.count) }
        return bounds
    }

    /// Translations come first in a definition: past this many bytes (a definition the length
    /// of a book, in a hostile file) the rest is not indexed.
    static let longestDefinition = 64 << 10

    /// The definition up to `longestDefinition` bytes, cut between characters.
    static func start(of text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        text.prefix(cutBetweenCharactersAt: longestDefinition)
    }

    /// Words seen so far, each with its postings, found again through an open-addressing
    /// hash table over the packed words.
    struct Vocabulary {
        var words = PackedStrings()
        /// Word number + 1 (0: empty) in the low half, the upper half of its hash in the high
        /// half: a probe meeting another word is mostly told apart without reading its bytes.
        private var slots: [UInt64]
        private var mask: Int
        /// One row per use of a word: which word, and where (headword position << 2 | strength).
        var wordOfPosting: [UInt32] = []
        var postings: [UInt32] = []

        init(expectedWords: Int) {
            var size = 1024
            while size < expectedWords * 2 { size <<= 1 }
            slots = [UInt64](repeating: 0, count: size)
            mask = size - 1
        }

        mutating func add(_ key: UnsafeBufferPointer<UInt8>, posting: UInt32) {
            let word = id(of: key)
            wordOfPosting.append(UInt32(word))
            postings.append(posting)
        }

        /// The word's number, adding it when new.
        mutating func id(of key: UnsafeBufferPointer<UInt8>) -> Int {
            let hash = Self.hash(key)
            let tag = Self.tag(hash)
            var slot = hash & mask
            let found: Int? = slots.withUnsafeBufferPointer { slots in
                words.bytes.withUnsafeBufferPointer { bytes in
                    while true {
                        let value = slots[slot]
                        if value == 0 { return nil }
                        if value & 0xFFFF_FFFF_0000_0000 == tag {
                            let word = Int(value & 0xFFFF_FFFF) - 1
                            let range = words.range(word)
                            if range.count == key.count, key.isEmpty || memcmp(bytes.baseAddress! + range.lowerBound, key.baseAddress!, key.count) == 0 {
                                return word
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
            if let found { return found }
            let word = words.count
            words.append(key)
            slots[slot] = tag | UInt64(word + 1)
            // Three quarters full at most: the tags tell most probes apart without the words.
            if words.count * 4 > slots.count * 3 { grow() }
            return word
        }

        private mutating func grow() {
            slots = [UInt64](repeating: 0, count: slots.count * 2)
            mask = slots.count - 1
            for word in 0..<words.count {
                let range = words.range(word)
                let hash = words.bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[range])) }
                var slot = hash & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Self.tag(hash) | UInt64(word + 1)
            }
        }

        /// The upper half of a hash, as a slot holds it beside its word's number.
        private static func tag(_ hash: Int) -> UInt64 {
            UInt64(bitPattern: Int64(hash)) & 0xFFFF_FFFF_0000_0000
        }

        /// FNV-1a, enough to spread words over the table.
        static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }

        /// The words as keys in byte order, each with its postings by position, one per
        /// headword (as strong as its strongest use, with the count of its uses). Words are
        /// folded here, once each: "Haus" and "haus" are two words and one key.
        /// What the vocabulary holds goes as soon as it has served (the hash table first, the
        /// words once folded, the uses once grouped): a big dictionary's vocabularies are most
        /// of the memory an index build takes, and every core sorts one at the same time.
        mutating func takeSorted() -> Result {
            slots = []
            let (keys, keyOfWord) = foldedKeys()
            words = PackedStrings()
            let (order, placeOfKey, places) = Self.places(of: keys)
            // Counting sort of the postings by their key's place: `ends[place]` is first where
            // the place's postings start, then, once they are in, where they end.
            let placeOfWord = keyOfWord.map { $0 == Self.noKey ? Self.noKey : placeOfKey[Int($0)] }
            var ends = [UInt32](repeating: 0, count: places + 1)
            for word in wordOfPosting where placeOfWord[Int(word)] != Self.noKey { ends[Int(placeOfWord[Int(word)]) + 1] += 1 }
            for place in 0..<places { ends[place + 1] += ends[place] }
            var grouped = [UInt32](repeating: 0, count: Int(ends[places]))
            for (row, word) in wordOfPosting.enumerated() {
                let place = placeOfWord[Int(word)]
                guard place != Self.noKey else { continue }
                grouped[Int(ends[Int(place)])] = postings[row]
                ends[Int(place)] += 1
            }
            (wordOfPosting, postings) = ([], [])
            var result = Result()
            result.keys.reserveCapacity(keys.bytes.count)
            result.keyStarts.reserveCapacity(places + 1)
            result.postingStarts.reserveCapacity(places + 1)
            result.postings.reserveCapacity(grouped.count)
            grouped.withUnsafeMutableBufferPointer { grouped in
                var index = 0
                for place in 0..<places {
                    // The first of the keys at this place stands for them all.
                    result.keys += keys.bytes[keys.range(Int(order[index]))]
                    while index < order.count, placeOfKey[Int(order[index])] == place { index += 1 }
                    result.keyStarts.append(UInt32(result.keys.count))
                    // Sorted in place: most words have a posting or two, and a copy each would
                    // be a million allocations.
                    let start = place == 0 ? 0 : Int(ends[place - 1])
                    var list = UnsafeMutableBufferPointer(rebasing: grouped[start..<Int(ends[place])])
                    if list.count > 1 { list.sort() }
                    for use in list { result.add(TranslationPosting(position: Int(use >> 2), strength: Int(use & 3), mentions: 1)) }
                    result.postingStarts.append(UInt32(result.postings.count))
                }
            }
            return result
        }

        private static let noKey = UInt32.max

        /// Each word's folded key, and which key that is (`noKey` for a word that is none).
        private func foldedKeys() -> (PackedStrings, [UInt32]) {
            var keys = PackedStrings(reservingBytes: words.bytes.count, strings: words.count)
            var keyOfWord = [UInt32](repeating: Self.noKey, count: words.count)
            words.bytes.withUnsafeBufferPointer { bytes in
                for word in 0..<words.count {
                    let start = keys.bytes.count
                    if TranslationWords.appendKey(of: UnsafeBufferPointer(rebasing: bytes[words.range(word)]), to: &keys.bytes) {
                        keyOfWord[word] = UInt32(keys.count)
                        keys.endString()
                    } else {
                        keys.bytes.removeSubrange(start...)
                    }
                }
            }
            return (keys, keyOfWord)
        }

        /// The keys in byte order, each key's place in it (equal keys share one), and how many places.
        private static func places(of keys: PackedStrings) -> (order: [UInt32], placeOfKey: [UInt32], count: Int) {
            let order = PrefixSort.order(of: keys)
            var placeOfKey = [UInt32](repeating: 0, count: order.count)
            var places = 0
            keys.bytes.withUnsafeBufferPointer { bytes in
                for (index, key) in order.enumerated() {
                    if index > 0, keys.compare(Int(order[index - 1]), Int(key), in: bytes) != 0 { places += 1 }
                    placeOfKey[Int(key)] = UInt32(places)
                }
            }
            return (order, placeOfKey, order.isEmpty ? 0 : places + 1)
        }
    }
}
