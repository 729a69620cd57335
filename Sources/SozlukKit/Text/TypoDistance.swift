/// How many typos apart two words are: letters inserted, deleted, substituted, or two
/// neighbours swapped (optimal string alignment distance).
public enum TypoDistance {
    /// The distance when it is at most `limit`, nil when it is more.
    public static func within(_ limit: Int, _ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int? {
        var matcher = TypoMatcher(Array(a.map(\.value)), limit: limit)
        return b.map(\.value).withUnsafeBufferPointer { matcher.distance(to: $0) }
    }
}

/// Measures many words against one query without allocating: the search scans up to a
/// million keys with it.
struct TypoMatcher {
    let limit: Int
    private let query: [UInt32]
    private var rows: [[Int]]
    private var word: [UInt32] = []

    init(_ query: [UInt32], limit: Int) {
        self.query = query
        self.limit = limit
        rows = Array(repeating: [], count: 3)
    }

    /// The distance from the query to a folded key given as UTF-8, when at most `limit`.
    mutating func distance(toUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        word.removeAll(keepingCapacity: true)
        if key.allSatisfy({ $0 < 0x80 }) {
            for byte in key { word.append(UInt32(byte)) }
        } else {
            for scalar in String(decoding: key, as: UTF8.self).unicodeScalars { word.append(scalar.value) }
        }
        let word = self.word
        return word.withUnsafeBufferPointer { distance(to: $0) }
    }

    mutating func distance(to b: UnsafeBufferPointer<UInt32>) -> Int? {
        let a = query
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        for row in 0..<3 where rows[row].count < b.count + 1 { rows[row] = Array(repeating: 0, count: b.count + 1) }
        var (previousPrevious, previous, current) = (0, 1, 2)
        for j in 0...b.count { rows[previous][j] = j }
        for i in 1...a.count {
            rows[current][0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous][j] + 1, rows[current][j - 1] + 1, rows[previous][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[previousPrevious][j - 2] + 1)
                }
                rows[current][j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = rows[previous][b.count]
        return distance <= limit ? distance : nil
    }
}
