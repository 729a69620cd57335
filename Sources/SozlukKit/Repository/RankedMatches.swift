/// Collects matches into buckets by rank (exact, prefix, substring, one typo, two typos)
/// and length, so the best N come out in order without sorting every match: a one-letter
/// query on a million headwords matches most of them.
struct RankedMatches {
    /// Lengths at or above this share the last bucket, which is sorted when read.
    static let lengthBuckets = 48
    static let ranks = 5

    private var buckets: [[Int]] = Array(repeating: [], count: ranks * lengthBuckets)
    private var longLengths: [Int: Int] = [:]
    private(set) var count = 0

    /// Positions must be added in increasing order within a rank (the scans go in order).
    mutating func add(_ position: Int, rank: Int, length: Int) {
        let lengthSlot = min(length, Self.lengthBuckets - 1)
        if lengthSlot == Self.lengthBuckets - 1 { longLengths[position] = length }
        buckets[rank * Self.lengthBuckets + lengthSlot].append(position)
        count += 1
    }

    /// The best `limit` matches: by rank, then length, then position (alphabetical order).
    func best(_ limit: Int) -> [(position: Int, rank: Int)] {
        var result: [(position: Int, rank: Int)] = []
        result.reserveCapacity(min(limit, count))
        for rank in 0..<Self.ranks {
            for lengthSlot in 0..<Self.lengthBuckets {
                var bucket = buckets[rank * Self.lengthBuckets + lengthSlot]
                if lengthSlot == Self.lengthBuckets - 1 {
                    bucket.sort { (longLengths[$0]!, $0) < (longLengths[$1]!, $1) }
                }
                for position in bucket {
                    guard result.count < limit else { return result }
                    result.append((position, rank))
                }
            }
        }
        return result
    }
}

/// Which letters a text has, folded into 64 bits: a cheap test that rules out most
/// headwords before computing a typo distance.
enum LetterMask {
    static func of(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
        scalars.reduce(0) { $0 | (1 << ($1.value % 64)) }
    }
}
