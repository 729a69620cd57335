import CTextScan
import SozlukBase

/// The grouping of the index builder: the headwords laid out in key order.
extension IndexBuilder {
    /// Lays the headwords out in key order, one per group of entries spelled the same. The
    /// reads jump around the file's entries, so two cores each take half of the order (cut
    /// between two headwords) and their pieces are joined.
    static func group(_ order: [UInt32], words: PackedStrings, keys: HeadwordList.FoldedKeys, summaries: PackedStrings,
                      scan: DictionaryScanner.Result, into contents: inout IndexContents) {
        func sameHeadword(_ a: UInt32, _ b: UInt32) -> Bool {
            words.bytes.withUnsafeBufferPointer { words.compare(Int(a), Int(b), in: $0) == 0 }
        }
        var cut = order.count / 2
        while cut > 0, cut < order.count, sameHeadword(order[cut - 1], order[cut]) { cut += 1 }
        var pieces = Parallel.map(bounds: [0, cut, order.count]) { part -> IndexContents in
            var piece = IndexContents(info: contents.info)
            groupPart(order[part], of: order.count, words: words, keys: keys, summaries: summaries, scan: scan, into: &piece)
            return piece
        }
        // Array by array, each piece's given back once copied: the pieces and the whole are
        // never all held at once (a tenth of a gigabyte each for a million headwords).
        let shifts = { (counts: [Int]) in counts.indices.map { UInt32(counts[..<$0].reduce(0, +)) } }
        let folded = shifts(pieces.map(\.folded.count)), display = shifts(pieces.map(\.display.count))
        let summaries = shifts(pieces.map(\.summaries.count)), entries = shifts(pieces.map(\.entryStarts.count))
        contents.folded = join(\.folded, of: &pieces)
        contents.foldedStarts = joinStarts(\.foldedStarts, shiftedBy: folded, of: &pieces)
        contents.display = join(\.display, of: &pieces)
        contents.displayStarts = joinStarts(\.displayStarts, shiftedBy: display, of: &pieces)
        contents.summaries = join(\.summaries, of: &pieces)
        contents.summaryStarts = joinStarts(\.summaryStarts, shiftedBy: summaries, of: &pieces)
        contents.groupStarts = joinStarts(\.groupStarts, shiftedBy: entries, of: &pieces)
        contents.lengths = join(\.lengths, of: &pieces)
        contents.scalarCounts = join(\.scalarCounts, of: &pieces)
        contents.letterMasks = join(\.letterMasks, of: &pieces)
        contents.entryStarts = join(\.entryStarts, of: &pieces)
        contents.entryLengths = join(\.entryLengths, of: &pieces)
    }

    /// One array of the pieces, one after another, each given back once copied. The first
    /// piece's array has room for all (`groupPart`): the others are copied to its end.
    private static func join<T>(_ array: WritableKeyPath<IndexContents, [T]>, of pieces: inout [IndexContents]) -> [T] {
        var joined = pieces[0][keyPath: array]
        pieces[0][keyPath: array] = []
        for number in pieces.indices.dropFirst() {
            joined += pieces[number][keyPath: array]
            pieces[number][keyPath: array] = []
        }
        return joined
    }

    /// Starts of the pieces as one: each piece's after its first, moved by what the pieces
    /// before it hold (`shifts`).
    private static func joinStarts(_ array: WritableKeyPath<IndexContents, [UInt32]>, shiftedBy shifts: [UInt32],
                                   of pieces: inout [IndexContents]) -> [UInt32] {
        var joined = pieces[0][keyPath: array]
        pieces[0][keyPath: array] = []
        for number in pieces.indices.dropFirst() {
            joined += pieces[number][keyPath: array].dropFirst().map { $0 + shifts[number] }
            pieces[number][keyPath: array] = []
        }
        return joined
    }

    /// One part of the order, laid out in a fresh `contents`.
    private static func groupPart(_ order: ArraySlice<UInt32>, of total: Int, words: PackedStrings, keys: HeadwordList.FoldedKeys,
                                  summaries: PackedStrings, scan: DictionaryScanner.Result, into contents: inout IndexContents) {
        // Room for all `total` entries' (not only this part's), so that no array is copied to
        // grow, here or when the other parts are joined to the first: untouched, room costs
        // no memory.
        func room<T>(_ count: Int, starting first: [T] = []) -> [T] {
            var array = first
            array.reserveCapacity(count)
            return array
        }
        var piece = contents
        (piece.folded, piece.foldedStarts) = (room(keys.strings.bytes.count), room(total + 1, starting: [0]))
        (piece.display, piece.displayStarts) = (room(words.bytes.count), room(total + 1, starting: [0]))
        (piece.lengths, piece.scalarCounts, piece.letterMasks) = (room(total), room(total), room(total))
        (piece.summaries, piece.summaryStarts) = (room(summaries.bytes.count), room(total + 1, starting: [0]))
        (piece.groupStarts, piece.entryStarts, piece.entryLengths) = (room(total + 1, starting: [0]), room(total), room(total))
        GroupSources.with(words: words, keys: keys, summaries: summaries, scan: scan) { sources in
            sources.gather(order, into: &piece)
        }
        contents = piece
    }
}

/// What the groups are gathered from, as buffers. Read in key order, they are read all over
/// memory (a million entries' headwords, keys, measures, summaries and places), so each
/// entry's pieces are asked for some entries ahead: their places first, then, once those
/// are at hand, their bytes.
private struct GroupSources {
    let wordBlob, keyBlob, summaryBlob: UnsafeBufferPointer<UInt8>
    let wordStarts, keyStarts, summaryStarts: UnsafeBufferPointer<UInt32>
    let measures: UnsafeBufferPointer<FoldedHeadword.Measures>
    let entries: UnsafeBufferPointer<DictionaryScanner.Entry>
    /// How many entries ahead places and bytes are asked for.
    static let placesAhead = 16, bytesAhead = 8

    static func with(words: PackedStrings, keys: HeadwordList.FoldedKeys, summaries: PackedStrings, scan: DictionaryScanner.Result,
                     _ body: (GroupSources) -> Void) {
        words.bytes.withUnsafeBufferPointer { wordBlob in
        keys.strings.bytes.withUnsafeBufferPointer { keyBlob in
        summaries.bytes.withUnsafeBufferPointer { summaryBlob in
        words.starts.withUnsafeBufferPointer { wordStarts in
        keys.strings.starts.withUnsafeBufferPointer { keyStarts in
        summaries.starts.withUnsafeBufferPointer { summaryStarts in
        keys.measures.withUnsafeBufferPointer { measures in
        scan.entries.withUnsafeBufferPointer { entries in
            body(GroupSources(wordBlob: wordBlob, keyBlob: keyBlob, summaryBlob: summaryBlob, wordStarts: wordStarts, keyStarts: keyStarts,
                              summaryStarts: summaryStarts, measures: measures, entries: entries))
        }
        }
        }
        }
        }
        }
        }
        }
    }

    func word(_ entry: Int) -> Range<Int> { Int(wordStarts[entry])..<Int(wordStarts[entry + 1]) }
    func key(_ entry: Int) -> Range<Int> { Int(keyStarts[entry])..<Int(keyStarts[entry + 1]) }
    func summary(_ entry: Int) -> Range<Int> { Int(summaryStarts[entry])..<Int(summaryStarts[entry + 1]) }

    func askForPlaces(of entry: Int) {
        sozluk_prefetch(wordStarts.baseAddress! + entry)
        sozluk_prefetch(keyStarts.baseAddress! + entry)
        sozluk_prefetch(summaryStarts.baseAddress! + entry)
        sozluk_prefetch(measures.baseAddress! + entry)
        sozluk_prefetch(entries.baseAddress! + entry)
    }

    func askForBytes(of entry: Int) {
        sozluk_prefetch(wordBlob.baseAddress! + Int(wordStarts[entry]))
        sozluk_prefetch(keyBlob.baseAddress! + Int(keyStarts[entry]))
        sozluk_prefetch(summaryBlob.baseAddress! + Int(summaryStarts[entry]))
    }

    /// The entries of `order` laid out in `contents`, a group per headword as written.
    func gather(_ order: ArraySlice<UInt32>, into contents: inout IndexContents) {
        var previous = -1
        let base = order.startIndex
        for slot in order.indices {
            if slot + Self.placesAhead < order.endIndex { askForPlaces(of: Int(order[slot + Self.placesAhead])) }
            if slot + Self.bytesAhead < order.endIndex { askForBytes(of: Int(order[slot + Self.bytesAhead])) }
            let entry = Int(order[slot])
            let word = word(entry)
            if slot == base || KeyOrder.compare(wordBlob, self.word(previous), wordBlob, word) != 0 {
                if slot != base { contents.groupStarts.append(UInt32(contents.entryStarts.count)) }
                contents.folded.append(contentsOf: UnsafeBufferPointer(rebasing: keyBlob[key(entry)]))
                contents.foldedStarts.append(UInt32(contents.folded.count))
                contents.display.append(contentsOf: UnsafeBufferPointer(rebasing: wordBlob[word]))
                contents.displayStarts.append(UInt32(contents.display.count))
                let measure = measures[entry]
                contents.lengths.append(UInt16(min(measure.length, Int(UInt16.max))))
                contents.scalarCounts.append(UInt16(min(measure.scalarCount, Int(UInt16.max))))
                contents.letterMasks.append(measure.letterMask)
                contents.summaries.append(contentsOf: UnsafeBufferPointer(rebasing: summaryBlob[summary(entry)]))
                contents.summaryStarts.append(UInt32(contents.summaries.count))
            }
            contents.entryStarts.append(UInt64(entries[entry].start))
            contents.entryLengths.append(UInt32(entries[entry].end - entries[entry].start))
            previous = entry
        }
        if previous >= 0 { contents.groupStarts.append(UInt32(contents.entryStarts.count)) }
    }
}
