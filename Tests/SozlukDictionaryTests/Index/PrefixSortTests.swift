@testable import SozlukDictionary
import TestSupport
import Testing

/// The index's sort: memcmp order of whole strings, ties by the caller's rule and then by
/// index, whatever the strings share (the radix sort looks at eight bytes at a time).
@Suite struct PrefixSortTests {
    /// Strings that share prefixes of every length, the longest past the depth the sort goes
    /// by eight bytes at a time, with empty ones, zero bytes and repeats among them.
    static func strings(_ count: Int) -> [[UInt8]] {
        var mixer = SeededRandom(seed: 7)
        let stems = [[], Array("ab".utf8), Array("abcdefgh".utf8), Array("abcdefghi".utf8), Array(repeating: UInt8(ascii: "k"), count: 70),
                     [0, 0, 0], Array("çay".utf8)]
        return (0..<count).map { _ in
            stems[mixer.below(stems.count)] + (0..<mixer.below(12)).map { _ in UInt8(mixer.below(4) == 0 ? 0 : 0x61 + mixer.below(3)) }
        }
    }

    @Test(arguments: [0, 1, 2, 9, 500, 30_000])
    func theOrderIsThatOfTheWholeStrings(count: Int) {
        let strings = Self.strings(count)
        var packed = PackedStrings()
        for string in strings { string.withUnsafeBufferPointer { packed.append($0) } }
        // Ties between equal strings: odd indices first, then by index.
        let order = PrefixSort.order(of: packed) { a, b in (b % 2) - (a % 2) }
        let expected = strings.indices.sorted { a, b in
            if strings[a] != strings[b] { return strings[a].lexicographicallyPrecedes(strings[b]) }
            if a % 2 != b % 2 { return a % 2 == 1 }
            return a < b
        }
        #expect(order.map(Int.init) == expected)
    }

    /// Strings made and sorted a piece per core are in the order of the same strings made as one.
    @Test(arguments: [0, 3, 30_000])
    func piecesMadeOnEachCoreSortAsOne(count: Int) {
        let strings = Self.strings(count)
        var whole = PackedStrings()
        for string in strings { string.withUnsafeBufferPointer { whole.append($0) } }
        let order = PrefixSort.order(count: count) { range -> PackedStrings in
            var piece = PackedStrings()
            for string in strings[range] { string.withUnsafeBufferPointer { piece.append($0) } }
            return piece
        }
        #expect(order == PrefixSort.order(of: whole))
    }
}
