import SozlukBase

/// Every entry's headword as written and its folded key, in file order, each made on every
/// core and joined.
enum HeadwordList {
    struct FoldedKeys {
        var strings: PackedStrings
        var measures: [FoldedHeadword.Measures]
    }

    static func headwords(of entries: [DictionaryScanner.Entry], in bytes: UnsafeBufferPointer<UInt8>) -> PackedStrings {
        PackedStrings(joining: Parallel.map(entries.count) { range -> PackedStrings in
            var words = PackedStrings(reservingBytes: range.count * 12, strings: range.count)
            for entry in entries[range] {
                let span = entry.headword
                if span.hasEscapes {
                    words.bytes.append(contentsOf: DictionaryScanner.text(of: span, in: bytes).utf8)
                    words.endString()
                } else {
                    words.append(UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
                }
            }
            return words
        })
    }

    static func folded(_ words: PackedStrings) -> FoldedKeys {
        let pieces = words.bytes.withUnsafeBufferPointer { bytes in
            Parallel.map(words.count) { range -> FoldedKeys in
                var piece = FoldedKeys(strings: PackedStrings(reservingBytes: words.starts[range.upperBound] - words.starts[range.lowerBound] + 16,
                                                             strings: range.count),
                                       measures: [])
                piece.measures.reserveCapacity(range.count)
                for index in range {
                    piece.measures.append(FoldedHeadword.append(UnsafeBufferPointer(rebasing: bytes[words.range(index)]), to: &piece.strings.bytes))
                    piece.strings.endString()
                }
                return piece
            }
        }
        return FoldedKeys(strings: PackedStrings(joining: pieces.map(\.strings)), measures: pieces.flatMap(\.measures))
    }
}
