/// Byte strings back to back, the way the index builder holds a million headwords, keys or
/// sort keys without a million arrays: string i is `bytes[starts[i]..<starts[i + 1]]`.
struct PackedStrings {
    var bytes: [UInt8] = []
    /// 32-bit: a million headwords' starts in half the memory (no blob reaches 4 GB: files
    /// are at most 1 GB, and what is made of them is a few times that at most).
    var starts: [UInt32] = [0]

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
            starts += piece.starts.dropFirst().map { $0 + UInt32(base) }
        }
    }

    var count: Int { starts.count - 1 }

    /// No strings, the room reserved kept.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
    }

    func range(_ index: Int) -> Range<Int> {
        Int(starts[index])..<Int(starts[index + 1])
    }

    mutating func append(_ string: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: string)
        endString()
    }

    /// Makes the bytes appended since the last string the next string.
    mutating func endString() {
        starts.append(UInt32(bytes.count))
    }

    /// memcmp order of strings `a` and `b`, shorter first when one starts the other.
    func compare(_ a: Int, _ b: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        KeyOrder.compare(bytes, range(a), bytes, range(b))
    }
}
