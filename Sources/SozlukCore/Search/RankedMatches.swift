/// Collects matches into buckets by rank (`SearchRank`) and a tie-break (the length, or for
/// typos and translations how close they are), so the best N come out in order without
/// sorting every match: a one-letter query on a million headwords matches most of them.
/// Only the buckets read are sorted.
struct RankedMatches {
    /// Lengths at or above this share the last bucket.
    static let lengthBuckets = 48
    static let ranks = SearchRank.allCases.count

    /// Each match as its alphabetical place, which breaks ties between equal lengths.
    private var buckets: [[UInt32]] = Array(repeating: [], count: ranks * lengthBuckets)
    private var longLengths: [UInt32: Int] = [:]
    private(set) var count = 0
    private var countByRank = [Int](repeating: 0, count: ranks)

    /// Matches ranked better than `rank`.
    func count(before rank: Int) -> Int {
        countByRank[..<rank].reduce(0, +)
    }

    mutating func add(place: Int, rank: Int, length: Int) {
        let lengthSlot = min(length, Self.lengthBuckets - 1)
        if lengthSlot == Self.lengthBuckets - 1 { longLengths[UInt32(place)] = length }
        buckets[rank * Self.lengthBuckets + lengthSlot].append(UInt32(place))
        count += 1
        countByRank[rank] += 1
    }

    /// Takes back a match added with these values.
    mutating func remove(place: Int, rank: Int, length: Int) {
        let bucket = rank * Self.lengthBuckets + min(length, Self.lengthBuckets - 1)
        guard let index = buckets[bucket].lastIndex(of: UInt32(place)) else { return }
        buckets[bucket].remove(at: index)
        longLengths[UInt32(place)] = nil
        count -= 1
        countByRank[rank] -= 1
    }

    /// The best `limit` matches: by rank, then length, then alphabetical place.
    func best(_ limit: Int) -> [(place: Int, rank: Int, tieBreak: Int)] {
        var result: [(place: Int, rank: Int, tieBreak: Int)] = []
        result.reserveCapacity(min(limit, count))
        for rank in 0..<Self.ranks {
            for lengthSlot in 0..<Self.lengthBuckets {
                guard result.count < limit else { return result }
                var bucket = buckets[rank * Self.lengthBuckets + lengthSlot]
                guard !bucket.isEmpty else { continue }
                if lengthSlot == Self.lengthBuckets - 1 {
                    bucket.sort { (longLengths[$0]!, $0) < (longLengths[$1]!, $1) }
                } else {
                    bucket.sort()
                }
                for place in bucket.prefix(limit - result.count) {
                    result.append((Int(place), rank, lengthSlot == Self.lengthBuckets - 1 ? longLengths[place]! : lengthSlot))
                }
            }
        }
        return result
    }
}
