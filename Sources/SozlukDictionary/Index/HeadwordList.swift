import SozlukBase

/// Every entry's headword as written and its folded key, in file order, each made on every
/// core and joined.
enum HeadwordList {
    struct FoldedKeys {
        var strings: PackedStrings
        var measures: [FoldedHeadword.Measures]
    }

    /// Every entry's headword as written, and its summary: the first line of its first
    /// definition, at most `IndexContents.summaryLimit` bytes. Read in one pass over the file
    /// in order, a piece per core, each giving back the pages behind it as it goes
    /// (`release`): the summaries are laid out in key order after, from here, where reading
    /// them from the file would have it all in memory again.
    static func headwordsAndSummaries(of entries: [DictionaryScanner.Entry], in bytes: UnsafeBufferPointer<UInt8>,
                                      release: DictionaryScanner.Release?) -> (words: PackedStrings, summaries: PackedStrings) {
        let pieces = Parallel.map(entries.count) { range -> (PackedStrings, PackedStrings) in
            var words = PackedStrings(reservingBytes: range.count * 12, strings: range.count)
            var summaries = PackedStrings(reservingBytes: range.count * 48, strings: range.count)
            var released = range.isEmpty ? 0 : entries[range.lowerBound].start
            for entry in entries[range] {
                append(entry.headword, of: bytes, to: &words.bytes)
                words.endString()
                appendSummary(entry.summary, of: bytes, to: &summaries.bytes)
                summaries.endString()
                if entry.start - released >= DictionaryScanner.progressStep {
                    release?(released..<entry.start)
                    released = entry.start
                }
            }
            if let last = range.last { release?(released..<entries[last].end) }
            return (words, summaries)
        }
        return (PackedStrings(joining: pieces.map(\.0)), PackedStrings(joining: pieces.map(\.1)))
    }

    private static func append(_ span: DictionaryScanner.StringSpan, of bytes: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
        if span.hasEscapes {
            text.append(contentsOf: DictionaryScanner.text(of: span, in: bytes).utf8)
        } else {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
        }
    }

    /// The first line of a definition, at most `summaryLimit` bytes, cut between characters.
    private static func appendSummary(_ span: DictionaryScanner.StringSpan, of bytes: UnsafeBufferPointer<UInt8>, to summaries: inout [UInt8]) {
        let limit = IndexContents.summaryLimit
        guard !span.hasEscapes else {
            let line = Array(DictionaryScanner.text(of: span, in: bytes).utf8.prefix { $0 != 0x0A })
            line.withUnsafeBufferPointer { summaries.append(contentsOf: $0.prefix(cutBetweenCharactersAt: limit)) }
            return
        }
        summaries.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]).prefix(cutBetweenCharactersAt: limit))
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
