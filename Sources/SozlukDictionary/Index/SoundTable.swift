import SozlukBase

/// The headwords of a dictionary by how they sound in English (`TypoCloseness.englishSoundKey`):
/// `bizness` and business, `showvinism` and chauvinism share a key though three typos or more
/// apart, past what the typo stage looks at. A hash of each headword's key, sorted, with its
/// position (12 bytes a headword); made once per English dictionary, on another thread when
/// it is opened.
final class SoundTable: Sendable {
    private let hashes: [UInt64]
    private let positions: [Int32]

    init(_ index: DictionaryIndex) {
        var pairs: [(hash: UInt64, position: Int32)] = []
        pairs.reserveCapacity(index.headwordCount)
        for position in 0..<index.headwordCount {
            let key = TypoCloseness.englishSoundKey(FoldedHeadword.scalars(of: index.key(position)))
            guard key.count >= Self.shortestKey else { continue }
            pairs.append((Self.hash(key), Int32(position)))
        }
        pairs.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.position < $1.position }
        hashes = pairs.map(\.hash)
        positions = pairs.map(\.position)
    }

    /// Keys shorter than this sound like too many words to mean anything.
    static let shortestKey = 2

    /// Headwords whose key hashes like `key`'s (a collision costs a wrong candidate, which the
    /// caller measures like any other, not a missed one).
    func positions(soundingLike key: [UInt32]) -> ArraySlice<Int32> {
        let wanted = Self.hash(key)
        var low = 0, high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < hashes.count, hashes[end] == wanted { end += 1 }
        return positions[low..<end]
    }

    /// Headwords whose key is one sound away from `key` (one left out, added, changed, or two
    /// swapped: `randayvous` r-n-d-v-s, rendezvous r-n-d-s-v-s), each once, in no order; the
    /// caller checks each key, as hashes may collide.
    func positions(soundingNearly key: [UInt32]) -> [Int32] {
        let variants = OneEditVariants.of(key, alphabet: Self.sounds)
        var found = Set<Int32>()
        for variant in variants where variant.count >= Self.shortestKey { found.formUnion(positions(soundingLike: variant)) }
        return Array(found)
    }

    /// What `TypoCloseness.englishSoundKey` writes: consonants, `a` for a first vowel, `0` for th, `x` for sh and ch.
    private static let sounds: [UInt32] = Array("abdfghjklmnprstvwx0".unicodeScalars.map(\.value))

    /// FNV-1a over the key's scalars.
    private static func hash(_ key: [UInt32]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in key { hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3 }
        return hash
    }
}
