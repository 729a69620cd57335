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
            order(count: strings.count, prefix: { prefix(of: bytes, strings.range($0), from: $1) }) { a, b in
                let order = strings.compare(a, b, in: bytes)
                if order != 0 { return order < 0 }
                let tie = tieBreak(a, b)
                return tie != 0 ? tie < 0 : a < b
            }
        }
    }

    /// Indices `0..<count` in order: `prefix(index, depth)` is eight bytes of a string from
    /// `depth`; `isBefore` decides between two whole strings.
    private static func order(count: Int, prefix: (Int, Int) -> UInt64, isBefore: (Int, Int) -> Bool) -> [UInt32] {
        let pieces = Parallel.map(count) { range -> [Item] in
            var items = range.map { Item(prefix: prefix($0, 0), index: UInt32($0)) }
            sortByPrefix(&items)
            items.withUnsafeMutableBufferPointer { sortRuns($0, depth: 0, prefix: prefix, isBefore: isBefore) }
            return items
        }
        return merged(pieces) { a, b in a.prefix != b.prefix ? a.prefix < b.prefix : isBefore(Int(a.index), Int(b.index)) }
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
                run.sort { $0.prefix < $1.prefix }
                sortRuns(run, depth: depth + 8, prefix: prefix, isBefore: isBefore)
                for place in run.indices { run[place].prefix = shared }
            } else if run.count > 1 {
                run.sort { isBefore(Int($0.index), Int($1.index)) }
            }
            start = end
        }
    }
}
