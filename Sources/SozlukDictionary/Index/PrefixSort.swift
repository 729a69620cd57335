import SozlukBase

/// Sorts a million byte strings by their first eight bytes as one number, comparing whole
/// strings only on ties: most comparisons are then one integer compare. The two halves
/// sort on two cores and are merged.
enum PrefixSort {
    private struct Item {
        var prefix: UInt64
        var index: UInt32
    }

    /// The first eight bytes, big-endian, zero-padded: their order is memcmp's.
    @inline(__always)
    private static func prefix(of blob: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<8 {
            value <<= 8
            if offset < range.count { value |= UInt64(blob[range.lowerBound + offset]) }
        }
        return value
    }

    /// The strings' indices in memcmp order of the strings; `tieBreak` orders equal strings
    /// (negative, zero or positive, like memcmp), and then their indices do.
    static func order(of strings: PackedStrings, tieBreak: (Int, Int) -> Int = { _, _ in 0 }) -> [UInt32] {
        strings.bytes.withUnsafeBufferPointer { bytes in
            order(count: strings.count, prefix: { prefix(of: bytes, strings.range($0)) }) { a, b in
                let order = strings.compare(a, b, in: bytes)
                if order != 0 { return order < 0 }
                let tie = tieBreak(a, b)
                return tie != 0 ? tie < 0 : a < b
            }
        }
    }

    /// Indices `0..<count` in order; `isBefore` decides between two with the same prefix.
    private static func order(count: Int, prefix: (Int) -> UInt64, isBefore: (Int, Int) -> Bool) -> [UInt32] {
        let halves = Parallel.map(count) { range -> [Item] in
            var items = range.map { Item(prefix: prefix($0), index: UInt32($0)) }
            items.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : isBefore(Int($0.index), Int($1.index)) }
            return items
        }
        func before(_ a: Item, _ b: Item) -> Bool {
            a.prefix != b.prefix ? a.prefix < b.prefix : isBefore(Int(a.index), Int(b.index))
        }
        var merged: [UInt32] = []
        merged.reserveCapacity(count)
        var cursors = halves.map { _ in 0 }
        while true {
            var best: Int?
            for half in halves.indices where cursors[half] < halves[half].count {
                if let current = best, !before(halves[half][cursors[half]], halves[current][cursors[current]]) { continue }
                best = half
            }
            guard let chosen = best else { break }
            merged.append(halves[chosen][cursors[chosen]].index)
            cursors[chosen] += 1
        }
        return merged
    }
}
