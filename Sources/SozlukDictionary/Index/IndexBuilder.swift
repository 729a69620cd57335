import Glibc
import SozlukBase

/// Builds a dictionary's index from its file in one scan: no entry is decoded. Folding and
/// sorting, the other big costs, are split over the cores.
enum IndexBuilder {
    /// What the index of translations is made from, for building it after the rest.
    struct TranslationSource: @unchecked Sendable {
        let scan: DictionaryScanner.Result
        let positions: [UInt32]

        /// The index of translations, added to `contents`; `bytes` are the file's, as given to
        /// `build`, whose pages `release` gives back once read (`TranslationIndexBuilder`).
        func add(to contents: inout IndexContents, from bytes: UnsafeBufferPointer<UInt8>, release: (Range<Int>) -> Void = { _ in }) {
            let translations = build(from: bytes, release: release)
            (contents.translationKeys, contents.translationKeyStarts) = (translations.keys, translations.keyStarts)
            (contents.translationPostingStarts, contents.translationPostings) = (translations.postingStarts, translations.postings)
        }

        /// The index of translations alone, for an index by headword already made.
        func build(from bytes: UnsafeBufferPointer<UInt8>, store: TranslationPartStore? = nil,
                   release: (Range<Int>) -> Void = { _ in }) -> TranslationIndexBuilder.Result {
            TranslationIndexBuilder.build(scan, positions: positions, bytes: bytes, store: store, release: release)
        }

        /// Its parts, to be merged straight into the index file (`IndexFile.write(headwords:merging:)`).
        func parts(from bytes: UnsafeBufferPointer<UInt8>, store: TranslationPartStore? = nil,
                   release: (Range<Int>) -> Void = { _ in }, beforeEachPart: () -> Void = {}) -> [TranslationPartImage] {
            TranslationIndexBuilder.parts(scan, positions: positions, bytes: bytes, store: store, release: release, beforeEachPart: beforeEachPart)
        }
    }

    /// - Parameter progress: called with the fraction done, from the calling thread.
    static func build(_ bytes: UnsafeBufferPointer<UInt8>, path: String, progress: ((Double) -> Void)? = nil) throws(FileProblem) -> IndexContents {
        let (contents, translations) = try buildLeavingTranslations(bytes, path: path, progress: progress)
        var whole = contents
        translations.add(to: &whole, from: bytes)
        return whole
    }

    /// The index without its translations (empty sections), searchable by headword, and what
    /// to make them from: the index of translations costs as much again as the rest, and a
    /// browser opening a dictionary for the first time need not wait for it.
    /// - Parameter release: gives back the pages of a stretch of `bytes` read for now (a mapped
    ///   file's: read again, they come back from the page cache).
    static func buildLeavingTranslations(_ bytes: UnsafeBufferPointer<UInt8>, path: String, progress: ((Double) -> Void)? = nil,
                                         release: DictionaryScanner.Release? = nil) throws(FileProblem) -> (IndexContents, TranslationSource) {
        // Offsets inside the index are 32-bit; folding can make keys longer than the headwords.
        guard bytes.count <= FileSystem.maximumFileSize else {
            throw FileProblem(path: path, message: "too big to index: sozluk reads dictionary files of up to 1 GB; split it into several files")
        }
        let total = max(bytes.count, 1)
        var scan: DictionaryScanner.Result
        do {
            scan = try DictionaryScanner.scan(bytes, progress: { progress?(0.7 * Double($0) / Double(total)) }, release: release)
        } catch {
            throw exactProblem(bytes, path: path, otherwise: error)
        }
        var info = try readDescription(bytes, without: scan.entriesList, path: path)
        info.entryCount = scan.entries.count
        info.fileSize = bytes.count
        info.path = path

        // Taken out of the scan, which is kept for the translations: they go with this build.
        let (words, summaries) = (scan.words, scan.summaries)
        (scan.words, scan.summaries) = (PackedStrings(), PackedStrings())
        progress?(0.75)
        let keys = HeadwordList.folded(words)
        progress?(0.8)
        // Entries in key order; the same headword as written makes one group (homographs).
        let order = words.bytes.withUnsafeBufferPointer { wordBytes in
            PrefixSort.order(of: keys.strings) { words.compare($0, $1, in: wordBytes) }
        }
        progress?(0.9)
        var contents = IndexContents(info: info)
        // What joining the headwords' and keys' pieces freed, before the groups take more.
        FreedMemory.giveBack()
        group(order, words: words, keys: keys, summaries: summaries, scan: scan, into: &contents)
        progress?(0.95)
        let translations = TranslationSource(scan: scan, positions: headwordPositions(order, contents.groupStarts))
        // What the headwords, keys and summaries took, before the alphabetical order takes more.
        FreedMemory.giveBack()
        (contents.alphabetical, contents.alphabeticalRank) = alphabeticalOrder(contents)
        progress?(1)
        return (contents, translations)
    }

    /// Each entry's headword position: entry `order[j]` is the j-th laid out, and headword
    /// i's entries are `groupStarts[i]..<groupStarts[i + 1]` of those.
    private static func headwordPositions(_ order: [UInt32], _ groupStarts: [UInt32]) -> [UInt32] {
        var positions = [UInt32](repeating: 0, count: order.count)
        for headword in 0..<(groupStarts.count - 1) {
            for slot in Int(groupStarts[headword])..<Int(groupStarts[headword + 1]) { positions[Int(order[slot])] = UInt32(headword) }
        }
        return positions
    }

    /// The headwords in the dictionary language's alphabetical order.
    private static func alphabeticalOrder(_ contents: IndexContents) -> ([UInt32], [UInt32]) {
        let collation = Collation(language: contents.info.sourceLanguage)
        let order = contents.display.withUnsafeBufferPointer { display in
            // Each core sorts the keys it made.
            PrefixSort.order(count: contents.headwordCount) { range -> PackedStrings in
                var keys = PackedStrings(reservingBytes: range.count * 40, strings: range.count)
                for position in range {
                    let word = UnsafeBufferPointer(rebasing: display[Int(contents.displayStarts[position])..<Int(contents.displayStarts[position + 1])])
                    collation.appendSortKey(of: word, to: &keys.bytes)
                    keys.endString()
                }
                return keys
            }
        }
        var rank = [UInt32](repeating: 0, count: order.count)
        for (place, position) in order.enumerated() { rank[Int(position)] = UInt32(place) }
        return (order, rank)
    }

    /// The description from the file with its entries list left out, so a huge file's
    /// description costs no more than a small one's.
    private static func readDescription(_ bytes: UnsafeBufferPointer<UInt8>, without entries: Range<Int>, path: String) throws(FileProblem) -> DictionaryInfo {
        var outline = Array(bytes[..<entries.lowerBound])
        outline += Array("[]".utf8)
        outline += bytes[entries.upperBound...]
        do {
            return try DictionaryFileDecoder().decode(outline, path: path).info
        } catch {
            // Positions after the entries moved: ask the whole file where the problem is.
            throw exactProblem(bytes, path: path, otherwise: DictionaryScanner.Failure(offset: entries.lowerBound, message: error.message))
        }
    }

    /// The decoder's report of the first problem, which names it and its line and column.
    private static func exactProblem(_ bytes: UnsafeBufferPointer<UInt8>, path: String, otherwise failure: DictionaryScanner.Failure) -> FileProblem {
        let whole = Array(bytes)
        if let first = DictionaryFileDecoder().check(whole, path: path, lookForWarnings: false).errors.first { return first }
        return JSONSyntaxError(offset: failure.offset, message: "cannot index the file: \(failure.message)").problem(path: path, bytes: whole)
    }
}
