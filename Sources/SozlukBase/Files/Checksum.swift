/// A 64-bit checksum over whole words, four lanes at a time: fast enough to check a
/// hundred-megabyte index in a few milliseconds, and any flipped byte changes it. It can be
/// fed in pieces (each but the last a multiple of 32 bytes), so a check need not keep the
/// whole index resident.
package struct Checksum {
    private static let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)
    private var tail: UInt64 = 0
    private var length = 0

    static let pieceAlignment = 32

    /// The sections' checksum: the sections cut in two halves (at a multiple of 32 bytes),
    /// each summed on its own core, the two values combined, so checking a big index at
    /// start takes half as long. `release` is told of each 4 MB read, to give its pages back.
    package static func ofSections(_ bytes: UnsafeRawBufferPointer, release: ((Range<Int>) -> Void)? = nil) -> UInt64 {
        let middle = middleOfSections(count: bytes.count)
        let halves = [0..<middle, middle..<bytes.count]
        let values = Parallel.map(2, pieces: 2) { part -> UInt64 in
            var checksum = Checksum()
            let half = halves[part.lowerBound]
            let step = 4 << 20
            var offset = half.lowerBound
            while offset < half.upperBound {
                let end = min(half.upperBound, offset + step)
                checksum.add(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                release?(offset..<end)
                offset = end
            }
            return checksum.value
        }
        return combining(values[0], values[1])
    }

    /// `ofSections` of `count` bytes of a file being written, from `start`, read back a few
    /// megabytes at a time (for sections written out of order, as an index of translations
    /// merged straight into its file is).
    package static func ofSections(in file: FileOutput, from start: Int, count: Int) throws(FileProblem) -> UInt64 {
        let middle = middleOfSections(count: count)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4 << 20, alignment: 8)
        defer { buffer.deallocate() }
        var halves = (Checksum(), Checksum())
        for (half, range) in [0..<middle, middle..<count].enumerated() {
            var offset = range.lowerBound
            while offset < range.upperBound {
                let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(buffer.count, range.upperBound - offset)])
                try file.read(exactly: piece, at: start + offset)
                if half == 0 { halves.0.add(UnsafeRawBufferPointer(piece)) } else { halves.1.add(UnsafeRawBufferPointer(piece)) }
                offset += piece.count
            }
        }
        return combining(halves.0.value, halves.1.value)
    }

    /// Where `ofSections` cuts `count` bytes in two.
    private static func middleOfSections(count: Int) -> Int {
        count / 2 / pieceAlignment * pieceAlignment
    }

    /// The sections' checksum from those of their two halves.
    private static func combining(_ first: UInt64, _ second: UInt64) -> UInt64 {
        (first &* prime) ^ second
    }

    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of(UnsafeRawBufferPointer($0)) }
    }

    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.value
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 8
        var index = 0
        while index + 4 <= words {
            lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* Self.prime
            lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)) &* Self.prime
            lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self)) &* Self.prime
            lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self)) &* Self.prime
            lanes.0 ^= lanes.0 >> 29; lanes.1 ^= lanes.1 >> 29; lanes.2 ^= lanes.2 >> 29; lanes.3 ^= lanes.3 >> 29
            index += 4
        }
        for byte in bytes[(index * 8)...] {
            tail = (tail ^ UInt64(byte)) &* Self.prime
        }
        length += bytes.count
    }

    var value: UInt64 {
        var hash = UInt64(length) ^ lanes.0 ^ (lanes.1 &* 3) ^ (lanes.2 &* 5) ^ (lanes.3 &* 7)
        hash = (hash ^ tail) &* Self.prime
        return hash ^ (hash >> 31)
    }
}
