/// Byte strings back to back, the way the index builder holds a million headwords, keys or
/// sort keys without a million arrays: string i is `bytes[starts[i]..<starts[i + 1]]`.
struct PackedStrings {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]

    init(reservingBytes byteCount: Int = 0, strings: Int = 0) {
        bytes.reserveCapacity(byteCount)
        starts.reserveCapacity(strings + 1)
    }

    /// Pieces made on separate cores, one after another.
    init(joining pieces: [PackedStrings]) {
        self.init(reservingBytes: pieces.reduce(0) { $0 + $1.bytes.count }, strings: pieces.reduce(0) { $0 + $1.count })
        for piece in pieces {
            let base = bytes.count
            bytes += piece.bytes
            starts += piece.starts.dropFirst().map { $0 + base }
        }
    }

    var count: Int { starts.count - 1 }

    func range(_ index: Int) -> Range<Int> {
        starts[index]..<starts[index + 1]
    }

    mutating func append(_ string: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: string)
        endString()
    }

    /// Makes the bytes appended since the last string the next string.
    mutating func endString() {
        starts.append(bytes.count)
    }

    /// memcmp order of strings `a` and `b`, shorter first when one starts the other.
    func compare(_ a: Int, _ b: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        KeyOrder.compare(bytes, range(a), bytes, range(b))
    }
}
