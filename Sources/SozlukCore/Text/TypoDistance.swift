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
/// million keys with it. Only the band of cells within `limit` of the diagonal is computed,
/// since a path outside it costs more than `limit` already.
final class TypoMatcher {
    let limit: Int
    private let query: [Int32]
    private let rows: UnsafeMutableBufferPointer<Int32>
    private var word: [Int32] = []
    private let width: Int

    init(_ query: [UInt32], limit: Int) {
        self.query = query.map { Int32(bitPattern: $0) }
        self.limit = limit
        // Words longer than the query by more than `limit` are turned away before the table.
        width = query.count + limit + 2
        rows = .allocate(capacity: 3 * width)
    }

    deinit { rows.deallocate() }

    /// The distance from the query to a folded key given as UTF-8, when at most `limit`.
    func distance(toUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        word.removeAll(keepingCapacity: true)
        var offset = 0
        while offset < key.count {
            let (value, length) = FoldedHeadword.decodeScalar(key, at: offset)
            word.append(Int32(bitPattern: value))
            offset += length
        }
        return word.withUnsafeBufferPointer { distance(to: $0) }
    }

    func distance(to b: UnsafeBufferPointer<UInt32>) -> Int? {
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
