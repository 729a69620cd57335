import SozlukBase

/// Sorts a million byte strings by eight bytes at a time taken as one number: all of them by
/// their first eight (a radix sort, `sortByPrefix`), then each run that shares those by the
/// next eight, and so on; whole strings are compared only in short runs and past
/// `maximumDepth`. The halves sort on two cores and are merged on two (`PrefixSort+Merge`).
enum PrefixSort {
    struct Item {
        var prefix: UInt64
        var index: UInt32
    }

    /// How deep runs are sorted by eight bytes at a time before whole strings are compared:
    /// collation keys take three bytes a letter, so a run of one prefix is of words that
    /// begin with the same two or three letters.
    static let maximumDepth = 64
    /// Runs this short are put in order by comparing their strings.
    static let shortRun = 8

    /// Eight bytes from `depth` on, big-endian, zero-padded: their order is memcmp's.
    @inline(__always)
    private static func prefix(of blob: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, from depth: Int) -> UInt64 {
        var value: UInt64 = 0
        for offset in depth..<(depth + 8) {
            value <<= 8
            if offset < range.count { value |= UInt64(blob[range.lowerBound + offset]) }
        }
        return value
    }

    /// The strings' indices in memcmp order of the strings; `tieBreak` orders equal strings
    /// (negative, zero or positive, like memcmp), and then their indices do.
    static func order(of strings: PackedStrings, tieBreak: (Int, Int) -> Int = { _, _ in 0 }) -> [UInt32] {
        strings.bytes.withUnsafeBufferPointer { bytes in
            order(of: strings, in: bytes) { a, b in
                let order = strings.compare(a, b, in: bytes)
                if order != 0 { return order < 0 }
                let tie = tieBreak(a, b)
                return tie != 0 ? tie < 0 : a < b
            }
        }
    }

    /// The strings' indices in order: `isBefore` decides between two whole strings.
    private static func order(of strings: PackedStrings, in bytes: UnsafeBufferPointer<UInt8>, isBefore: (Int, Int) -> Bool) -> [UInt32] {
        let pieces = Parallel.map(strings.count) { range in sorted(range, of: strings, in: bytes, isBefore: isBefore) }
        return merged(pieces) { a, b in a.prefix != b.prefix ? a.prefix < b.prefix : isBefore(Int(a.index), Int(b.index)) }
    }

    /// Indices `0..<count` in memcmp order of strings made on each core, a piece at a time:
    /// `make(range)` gives the strings of `range`, in order, and they are sorted where they
    /// were made, not joined first. Equal strings are in the order of their indices.
    static func order(count: Int, piecesMadeBy make: (Range<Int>) -> PackedStrings) -> [UInt32] {
        let bounds = Parallel.bounds(count)
        let sorted = Parallel.map(bounds: bounds) { range -> (strings: PackedStrings, items: [Item]) in
            let strings = make(range)
            let items = strings.bytes.withUnsafeBufferPointer { bytes in
                self.sorted(0..<strings.count, of: strings, in: bytes) { a, b in
                    let order = strings.compare(a, b, in: bytes)
                    return order != 0 ? order < 0 : a < b
                }
            }
            return (strings, items.map { Item(prefix: $0.prefix, index: $0.index + UInt32(range.lowerBound)) })
        }
        // Where an index's string is: its piece, and its place there.
        func string(_ index: UInt32) -> (strings: PackedStrings, place: Int) {
            let piece = bounds.lastIndex { $0 <= Int(index) }.map { min($0, sorted.count - 1) } ?? 0
            return (sorted[piece].strings, Int(index) - bounds[piece])
        }
        return merged(sorted.map(\.items)) { a, b in
            guard a.prefix == b.prefix else { return a.prefix < b.prefix }
            let (first, second) = (string(a.index), string(b.index))
            let order = first.strings.bytes.withUnsafeBufferPointer { one in
                second.strings.bytes.withUnsafeBufferPointer { other in
                    KeyOrder.compare(one, first.strings.range(first.place), other, second.strings.range(second.place))
                }
            }
            return order != 0 ? order < 0 : a.index < b.index
        }
    }

    /// The indices of `range` in order, with their first eight bytes.
    private static func sorted(_ range: Range<Int>, of strings: PackedStrings, in bytes: UnsafeBufferPointer<UInt8>,
                               isBefore: (Int, Int) -> Bool) -> [Item] {
        // Eight bytes of string `index` from `depth` on.
        let prefix = { (index: Int, depth: Int) in Self.prefix(of: bytes, strings.range(index), from: depth) }
        var items = range.map { Item(prefix: prefix($0, 0), index: UInt32($0)) }
        sortByPrefix(&items)
        items.withUnsafeMutableBufferPointer { sortRuns($0, depth: 0, prefix: prefix, isBefore: isBefore) }
        return items
    }

    /// Puts each run of items with the same prefix in order: by the eight bytes after, and
    /// so on down, or by `isBefore` when short or deep. A run's prefixes are the same again
    /// after, for the merge.
    private static func sortRuns(_ items: UnsafeMutableBufferPointer<Item>, depth: Int, prefix: (Int, Int) -> UInt64,
                                 isBefore: (Int, Int) -> Bool) {
        var start = 0
        while start < items.count {
            let shared = items[start].prefix
            var end = start + 1
            while end < items.count, items[end].prefix == shared { end += 1 }
            var run = UnsafeMutableBufferPointer(rebasing: items[start..<end])
            if run.count > shortRun, depth + 8 < maximumDepth {
                for place in run.indices { run[place].prefix = prefix(Int(run[place].index), depth + 8) }
                if run.allSatisfy({ $0.prefix == 0 }) {
                    // Strings that all end here (the same string, most likely): compared whole.
                    run.sort { isBefore(Int($0.index), Int($1.index)) }
                } else {
                    run.sort { $0.prefix < $1.prefix }
                    sortRuns(run, depth: depth + 8, prefix: prefix, isBefore: isBefore)
                }
                for place in run.indices { run[place].prefix = shared }
            } else if run.count > 1 {
                run.sort { isBefore(Int($0.index), Int($1.index)) }
            }
            start = end
        }
    }
}
