/// Folds headwords for the index fast: every scalar below U+0250 (ASCII and the Latin
/// letters most dictionaries use) comes from a table made once with `Folding`, so a
/// million headwords need no Strings. Folding works scalar by scalar, so the result is
/// the same as `Folding.fold`.
package enum FoldedHeadword {
    /// What search ranks a headword by, besides its folded key.
    /// In 16 bytes, as a million headwords' are held while an index is built.
    package struct Measures {
        private let characters: UInt32
        private let scalars: UInt32
        package let letterMask: UInt64

        package init(length: Int, scalarCount: Int, letterMask: UInt64) {
            characters = UInt32(clamping: length)
            scalars = UInt32(clamping: scalarCount)
            self.letterMask = letterMask
        }

        /// Characters in the headword as written.
        package var length: Int { Int(characters) }
        /// Unicode scalars in the folded key.
        package var scalarCount: Int { Int(scalars) }
    }

    static let tableLimit: UInt32 = 0x250

    /// The folded form of each scalar below `tableLimit`, as UTF-8, with its scalar count and letter mask.
    private static let table: (bytes: [UInt8], starts: [Int], scalarCounts: [Int], masks: [UInt64]) = {
        var bytes: [UInt8] = []
        var starts = [0]
        var counts: [Int] = []
        var masks: [UInt64] = []
        for value in 0..<tableLimit {
            let folded = Unicode.Scalar(value).map { Folding.fold(String($0)) } ?? ""
            bytes += folded.utf8
            starts.append(bytes.count)
            counts.append(folded.unicodeScalars.count)
            masks.append(LetterMask.of(folded.unicodeScalars))
        }
        return (bytes, starts, counts, masks)
    }()

    /// Appends the folded key of a valid UTF-8 headword to `keys`.
    package static func append(_ headword: UnsafeBufferPointer<UInt8>, to keys: inout [UInt8]) -> Measures {
        var mask: UInt64 = 0
        var scalarCount = 0
        var characters = 0
        var simple = true // every scalar is a character of its own: no combining marks, no CR LF
        var offset = 0
        while offset < headword.count {
            let byte = headword[offset]
            if byte < 0x80 {
                // ASCII, most of most headwords: lower-cased in place.
                let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
                keys.append(lower)
                mask |= LetterMask.bit(of: UInt32(lower))
                scalarCount += 1
                characters += 1
                if byte == 0x0D { simple = false }
                offset += 1
                continue
            }
            let (value, length) = decodeScalar(headword, at: offset)
            offset += length
            characters += 1
            if value < tableLimit {
                let index = Int(value)
                let start = table.starts[index], end = table.starts[index + 1]
                for folded in start..<end { keys.append(table.bytes[folded]) }
                scalarCount += table.scalarCounts[index]
                mask |= table.masks[index]
            } else {
                let folded = Folding.fold(String(Unicode.Scalar(value)!))
                keys.append(contentsOf: folded.utf8)
                scalarCount += folded.unicodeScalars.count
                mask |= LetterMask.of(folded.unicodeScalars)
                if value >= 0x300 { simple = false }
            }
        }
        if !simple { characters = String(decoding: headword, as: UTF8.self).count }
        return Measures(length: characters, scalarCount: scalarCount, letterMask: mask)
    }

    /// The scalars of a folded key.
    package static func scalars(of key: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(key.count)
        var offset = 0
        while offset < key.count {
            let (value, length) = decodeScalar(key, at: offset)
            result.append(value)
            offset += length
        }
        return result
    }

    /// The scalar of the valid UTF-8 sequence starting at `offset`, and its length.
    @inline(__always)
    package static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[offset])
        func next(_ index: Int) -> UInt32 { index < bytes.count ? UInt32(bytes[index] & 0x3F) : 0 }
        switch lead {
        case 0xF0...: return ((lead & 0x07) << 18 | next(offset + 1) << 12 | next(offset + 2) << 6 | next(offset + 3), 4)
        case 0xE0...: return ((lead & 0x0F) << 12 | next(offset + 1) << 6 | next(offset + 2), 3)
        case 0xC0...: return ((lead & 0x1F) << 6 | next(offset + 1), 2)
        default: return (lead, 1)
        }
    }
}
