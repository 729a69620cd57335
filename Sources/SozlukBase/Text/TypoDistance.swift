/// How many typos apart two words are: letters inserted, deleted, substituted, or two
/// neighbours swapped (optimal string alignment distance).
public enum TypoDistance {
    /// The distance when it is at most `limit`, nil when it is more.
    public static func within(_ limit: Int, _ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int? {
        let matcher = TypoMatcher(a.map(\.value), limit: limit)
        return b.map(\.value).withUnsafeBufferPointer { matcher.distance(to: $0) }
    }
}

/// Measures many words against one query without allocating: the search scans up to a
/// million keys with it. A query of up to 64 letters is measured bit-parallel (Myers's
/// algorithm with Hyyrö's swap step: one column of the table per letter of the word, in a
/// few machine-word operations); a longer one with the band of cells within `limit` of the
/// diagonal, since a path outside it costs more than `limit` already.
package final class TypoMatcher {
    let limit: Int
    private let query: [Int32]
    private let rows: UnsafeMutableBufferPointer<Int32>
    private var word: [Int32] = []
    private let width: Int
    /// For each ASCII letter, the query's positions holding it, as bits.
    private var asciiPositions = [UInt64](repeating: 0, count: 128)
    /// The same for the query's other letters (few: a list beats a table).
    private var otherPositions: [(letter: UInt32, bits: UInt64)] = []

    package init(_ query: [UInt32], limit: Int) {
        self.query = query.map { Int32(bitPattern: $0) }
        self.limit = limit
        // Words longer than the query by more than `limit` are turned away before the table.
        width = query.count + limit + 2
        rows = .allocate(capacity: 3 * width)
        guard query.count <= 64 else { return }
        for (index, letter) in query.enumerated() {
            let bit: UInt64 = 1 << UInt64(index)
            if letter < 128 {
                asciiPositions[Int(letter)] |= bit
            } else if let known = otherPositions.firstIndex(where: { $0.letter == letter }) {
                otherPositions[known].bits |= bit
            } else {
                otherPositions.append((letter, bit))
            }
        }
    }

    deinit { rows.deallocate() }

    /// The distance from the query to a folded key given as UTF-8, when at most `limit`.
    package func distance(toUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        if query.count <= 64, !query.isEmpty { return bitParallelDistance(toUTF8: key) }
        word.removeAll(keepingCapacity: true)
        var offset = 0
        while offset < key.count {
            let (value, length) = FoldedHeadword.decodeScalar(key, at: offset)
            word.append(Int32(bitPattern: value))
            offset += length
        }
        return word.withUnsafeBufferPointer { distance(to: $0) }
    }

    /// Bit j of the vectors is row j + 1 of the table's current column: VP and VN say where
    /// a cell is one more or one less than the one above, D0 where the diagonal step is free,
    /// HP and HN the same across. `score` follows the last row.
    private func bitParallelDistance(toUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        let m = query.count
        let last: UInt64 = 1 << UInt64(m - 1)
        var vp: UInt64 = ~0, vn: UInt64 = 0, d0: UInt64 = 0, previousMatches: UInt64 = 0
        var score = m, letters = 0, offset = 0
        while offset < key.count {
            let byte = key[offset]
            let matches: UInt64
            if byte < 0x80 {
                matches = asciiPositions[Int(byte)]
                offset += 1
            } else {
                let (value, length) = FoldedHeadword.decodeScalar(key, at: offset)
                matches = otherPositions.first { $0.letter == value }?.bits ?? 0
                offset += length
            }
            letters += 1
            // Two neighbours swapped: a free diagonal two back, where this letter matched the
            // query's previous one and the previous letter this one.
            let swapped = ((~d0 & matches) << 1) & previousMatches
            d0 = (((matches & vp) &+ vp) ^ vp) | matches | vn | swapped
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            if hp & last != 0 { score += 1 } else if hn & last != 0 { score -= 1 }
            hp = (hp << 1) | 1
            hn = hn << 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            previousMatches = matches
            // The last row can fall by at most one per letter left; the key's length is not
            // known ahead, so only a hopeless score over the longest allowed length stops early.
            if letters > m + limit { return nil }
        }
        return score <= limit ? score : nil
    }

    package func distance(to b: UnsafeBufferPointer<UInt32>) -> Int? {
        let converted = b.map { Int32(bitPattern: $0) }
        return converted.withUnsafeBufferPointer { distance(to: $0) }
    }

    private func distance(to b: UnsafeBufferPointer<Int32>) -> Int? {
        let m = query.count, n = b.count, k = limit
        guard abs(m - n) <= k else { return nil }
        if m == 0 || n == 0 { return max(m, n) }
        let far = Int32(k + 1) // stands for every value above the limit
        return query.withUnsafeBufferPointer { a -> Int? in
            var twoBack = rows.baseAddress!, previous = twoBack + width, current = previous + width
            for j in 0...n { previous[j] = j <= k ? Int32(j) : far }
            for i in 1...m {
                let low = max(1, i - k), high = min(n, i + k)
                current[low - 1] = low == 1 ? (i <= k ? Int32(i) : far) : far
                if high < n { current[high + 1] = far }
                var rowMinimum = far
                let ai = a[i - 1]
                for j in low...high {
                    let cost: Int32 = ai == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, ai == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, twoBack[j - 2] + 1)
                    }
                    value = min(value, far)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > Int32(k) { return nil }
                (twoBack, previous, current) = (previous, current, twoBack)
            }
            let distance = Int(previous[n])
            return distance <= k ? distance : nil
        }
    }
}
