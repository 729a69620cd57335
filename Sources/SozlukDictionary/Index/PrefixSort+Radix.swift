/// The sort by prefixes: a least-significant-digit radix sort, a byte a pass, which moves
/// each item eight times at most where a comparison sort compared it twenty times.
extension PrefixSort {
    /// `items` in order of their prefixes; those with the same prefix stay in the order they had.
    static func sortByPrefix(_ items: inout [Item]) {
        let count = items.count
        guard count > 1 else { return }
        let counts = byteCounts(items)
        var spare = [Item](repeating: Item(prefix: 0, index: 0), count: count)
        for digit in 0..<8 {
            let shift = UInt64(digit * 8)
            // A byte every item shares would move none.
            if counts[digit << 8 | Int(truncatingIfNeeded: items[0].prefix >> shift) & 0xFF] == count { continue }
            var next = [Int](repeating: 0, count: 256)
            var placed = 0
            for value in 0..<256 {
                next[value] = placed
                placed += counts[digit << 8 | value]
            }
            items.withUnsafeBufferPointer { source in
                spare.withUnsafeMutableBufferPointer { target in
                    next.withUnsafeMutableBufferPointer { next in
                        for item in source {
                            let bucket = Int(truncatingIfNeeded: item.prefix >> shift) & 0xFF
                            target[next[bucket]] = item
                            next[bucket] += 1
                        }
                    }
                }
            }
            swap(&items, &spare)
        }
    }

    /// How many items have each value of each byte of their prefix, counted in one pass:
    /// `counts[byte << 8 | value]`, byte 0 the lowest.
    private static func byteCounts(_ items: [Item]) -> [Int] {
        var counts = [Int](repeating: 0, count: 8 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for item in items {
                var prefix = item.prefix
                for digit in 0..<8 {
                    counts[digit << 8 | Int(truncatingIfNeeded: prefix) & 0xFF] += 1
                    prefix >>= 8
                }
            }
        }
        return counts
    }
}
