/// The headwords a search has placed, by position, one bit each: every placement records its
/// row here (`SearchEngine.Found.place`), so "is it placed?" is one question asked one way.
/// A bit, not a set: a one-letter query places a third of a million rows, which a set took
/// milliseconds to hold and a bitmap of 125 KB does not.
struct PlacedPositions {
    private var words: [UInt64]
    /// How many positions are placed.
    private(set) var count = 0

    /// Room for the positions of `headwords` headwords made at once (more grow it).
    init(headwords: Int = 0) {
        words = Array(repeating: 0, count: (headwords + 63) >> 6)
    }

    @inline(__always)
    func contains(_ position: Int) -> Bool {
        let word = position >> 6
        return word < words.count && words[word] & (1 << UInt64(position & 63)) != 0
    }

    /// Records a position; false when it was placed already.
    @discardableResult @inline(__always)
    mutating func insert(_ position: Int) -> Bool {
        let word = position >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        let bit: UInt64 = 1 << UInt64(position & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }
}
