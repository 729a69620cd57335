import SozlukBase

/// Every entry's headword as written, its summary and its folded key, in file order: the
/// first two as the scan finds them, the keys made on every core and joined.
enum HeadwordList {
    struct FoldedKeys {
        var strings: PackedStrings
        var measures: [FoldedHeadword.Measures]
    }

    /// An entry's headword as written, the next of `words`.
    static func append(_ span: DictionaryScanner.StringSpan, of bytes: UnsafeBufferPointer<UInt8>, to words: inout PackedStrings) {
        if span.hasEscapes {
            words.bytes.append(contentsOf: DictionaryScanner.text(of: span, in: bytes).utf8)
        } else {
            words.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
        }
        words.endString()
    }

    /// An entry's summary, the next of `summaries`: the first line of its first definition,
    /// at most `IndexContents.summaryLimit` bytes, cut between characters.
    static func appendSummary(_ span: DictionaryScanner.StringSpan, of bytes: UnsafeBufferPointer<UInt8>, to summaries: inout PackedStrings) {
        let limit = IndexContents.summaryLimit
        if span.hasEscapes {
            let line = Array(DictionaryScanner.text(of: span, in: bytes).utf8.prefix { $0 != 0x0A })
            line.withUnsafeBufferPointer { summaries.bytes.append(contentsOf: $0.prefix(cutBetweenCharactersAt: limit)) }
        } else {
            summaries.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]).prefix(cutBetweenCharactersAt: limit))
        }
        summaries.endString()
    }

    static func folded(_ words: PackedStrings) -> FoldedKeys {
        let pieces = words.bytes.withUnsafeBufferPointer { bytes in
            Parallel.map(words.count) { range -> FoldedKeys in
                var piece = FoldedKeys(strings: PackedStrings(reservingBytes: Int(words.starts[range.upperBound] - words.starts[range.lowerBound]) + 16,
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
