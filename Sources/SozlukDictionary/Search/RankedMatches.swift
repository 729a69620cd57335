/// Collects matches into buckets by rank (`SearchRank`) and a tie-break (the headword's length
/// in bytes, or for typos and translations a slot of how close they are: lower first), so the
/// best N come out in order without sorting every match: a one-letter query on a million
/// headwords matches most of them. Only the buckets read are sorted; tie-breaks of
/// `tieBreakBuckets` and more share the last bucket, sorted there by their whole value.
struct RankedMatches {
    /// Tie-breaks at or above this share the last bucket.
    static let tieBreakBuckets = 48
    static let ranks = SearchRank.allCases.count

    /// Each match as its alphabetical place, which breaks ties between equal tie-breaks.
    private var buckets: [[UInt32]] = Array(repeating: [], count: ranks * tieBreakBuckets)
    private var longTieBreaks: [UInt32: Int] = [:]
    private(set) var count = 0
    private var countByRank = [Int](repeating: 0, count: ranks)

    /// Matches ranked better than `rank`.
    func count(before rank: Int) -> Int {
        countByRank[..<rank].reduce(0, +)
    }

    mutating func add(place: Int, rank: Int, tieBreak: Int) {
        let slot = min(tieBreak, Self.tieBreakBuckets - 1)
        if slot == Self.tieBreakBuckets - 1 { longTieBreaks[UInt32(place)] = tieBreak }
        buckets[rank * Self.tieBreakBuckets + slot].append(UInt32(place))
        count += 1
        countByRank[rank] += 1
    }

    /// Takes back a match added with these values.
    mutating func remove(place: Int, rank: Int, tieBreak: Int) {
        let bucket = rank * Self.tieBreakBuckets + min(tieBreak, Self.tieBreakBuckets - 1)
        guard let index = buckets[bucket].lastIndex(of: UInt32(place)) else { return }
        buckets[bucket].remove(at: index)
        longTieBreaks[UInt32(place)] = nil
        count -= 1
        countByRank[rank] -= 1
    }

    /// Matches placed at `rank`.
    func count(of rank: SearchRank) -> Int {
        countByRank[rank.rawValue]
    }

    /// The best `limit` matches: by rank, then tie-break, then alphabetical place.
    func best(_ limit: Int) -> [(place: Int, rank: Int, tieBreak: Int)] {
        var result: [(place: Int, rank: Int, tieBreak: Int)] = []
        result.reserveCapacity(min(limit, count))
        for rank in 0..<Self.ranks {
            for slot in 0..<Self.tieBreakBuckets {
                guard result.count < limit else { return result }
                var bucket = buckets[rank * Self.tieBreakBuckets + slot]
                guard !bucket.isEmpty else { continue }
                if slot == Self.tieBreakBuckets - 1 {
                    bucket.sort { (longTieBreaks[$0]!, $0) < (longTieBreaks[$1]!, $1) }
                } else {
                    bucket.sort()
                }
                for place in bucket.prefix(limit - result.count) {
                    result.append((Int(place), rank, slot == Self.tieBreakBuckets - 1 ? longTieBreaks[place]! : slot))
                }
            }
        }
        return result
    }
}
