import Glibc
import Foundation
import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// A big dictionary's index of translations is built part by part, each part kept in the
/// cache as soon as it is done: a build cut short (a quit) leaves the next start the parts it
/// finished, and the index is the same however the entries were cut.
@Suite struct TranslationPartTests {
    let folder = TemporaryDirectory()
    let entries: [(String, String)] = [("bank", "banka"), ("apple", "elma")] + (0..<12_000).map { ("filler\($0)", "doldurma \($0 % 50), kelime \($0)") }
        + [("bank", "kıyı, banka hesabı, banka"), ("pome", "elma, armut")]

    /// The dictionary written to the folder, its scan, and the positions the index would give.
    func dictionary() throws -> (path: String, bytes: [UInt8], scan: DictionaryScanner.Result, positions: [UInt32]) {
        folder.write("big.json", Fixtures.dictionaryJSON(entries: entries))
        let path = folder.path + "/big.json"
        let bytes = try FileSystem.readFile(path)
        let scan = try bytes.withUnsafeBufferPointer { try DictionaryScanner.scan($0, splitting: false) }
        // Each headword its own position, but the two entries of "bank".
        let positions = (0..<UInt32(scan.entries.count)).map { $0 == UInt32(entries.count - 2) ? 0 : $0 }
        return (path, bytes, scan, positions)
    }

    func build(_ dictionary: (path: String, bytes: [UInt8], scan: DictionaryScanner.Result, positions: [UInt32]), pieces: Int,
               store: TranslationPartStore? = nil) -> TranslationIndexBuilder.Result {
        dictionary.bytes.withUnsafeBufferPointer {
            TranslationIndexBuilder.build(dictionary.scan, positions: dictionary.positions, bytes: $0, pieces: pieces, store: store)
        }
    }

    func parts(of path: String) -> SavedTranslationParts {
        SavedTranslationParts(store: IndexStore(folder: folder.path + "/cache"), dictionaryPath: path, source: FileStamp(path: path))
    }

    @Test func theIndexIsTheSameHoweverTheEntriesAreCut() throws {
        let dictionary = try dictionary()
        let one = build(dictionary, pieces: 1)
        for pieces in [2, 3, 7] {
            let same = build(dictionary, pieces: pieces) == one
            #expect(same, "\(pieces) parts")
        }
        #expect(one.postings(of: "banka").map(\.mentions) == [3], "bank's two entries, one posting with the uses of both")
    }

    /// Parts 0 and 2 of 4 were kept by a build that was then quit: the next build reads them
    /// and builds (and keeps) only parts 1 and 3, into the index a build in one piece makes.
    @Test func aBuildCutShortLeavesItsPartsAndTheNextBuildsOnlyTheOthers() throws {
        let dictionary = try dictionary()
        try FileSystem.createDirectory(folder.path + "/cache")
        let saved = parts(of: dictionary.path)
        _ = build(dictionary, pieces: 4, store: Recording(saved, keeping: [0, 2]))
        let next = Recording(saved)
        let index = build(dictionary, pieces: 4, store: next)
        #expect(next.found == [0, 2] && next.built == [1, 3])
        let same = index == build(dictionary, pieces: 1)
        #expect(same, "the index a build in one piece makes")
        let again = Recording(saved)
        _ = build(dictionary, pieces: 4, store: again)
        #expect(again.found == [0, 1, 2, 3] && again.built.isEmpty, "every part kept now")
        IndexStore(folder: folder.path + "/cache").removeTranslationParts(for: dictionary.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache").isEmpty, "gone once the whole index is saved")
    }

    /// A kept part is used only for the file and the cut it was made from, whole and sound:
    /// otherwise it is built again, never a crash or another dictionary's words.
    @Test func aPartThatDoesNotMatchInEveryWayIsBuiltAgain() throws {
        let dictionary = try dictionary()
        let source = FileStamp(path: dictionary.path).words
        let part = TranslationPart(number: 1, count: 2, entries: 10..<20)
        let result = build(dictionary, pieces: 1)
        let encoded = TranslationPartImage.encode(result, part: part, source: source)
        let bytes = withExtendedLifetime(encoded) { Array(encoded.bytes) }
        func read(_ bytes: [UInt8], as part: TranslationPart = part, source: [UInt64] = source) -> TranslationIndexBuilder.Result? {
            TranslationPartImage(validating: MappedMemory(copying: bytes), part: part, source: source)?.result
        }
        let readBack = read(bytes) == result
        #expect(readBack)
        #expect(read(bytes, as: TranslationPart(number: 1, count: 2, entries: 10..<21)) == nil, "another cut")
        #expect(read(bytes, as: TranslationPart(number: 0, count: 2, entries: 10..<20)) == nil, "another part")
        for offset in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            var damaged = bytes
            damaged[offset] ^= 0x41
            #expect(read(damaged) == nil, "a byte changed at \(offset)")
        }
        for length in [0, 7, 8, 40, 200, bytes.count / 2, bytes.count - 1] {
            #expect(read(Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
        // Made for another index format (an older sozluk's words and positions): refused by
        // its header, however sound its checksum.
        var older = bytes
        older[TranslationPartImage.magic.count + 7 * 8] ^= 0x01
        older.replaceSubrange((older.count - 8)..., with: withUnsafeBytes(of: Checksum.of(Array(older.dropLast(8))).littleEndian, Array.init))
        #expect(read(older) == nil, "another index format")
        // The dictionary changed since: the same part of the old file is not this file's.
        folder.write("big.json", Fixtures.dictionaryJSON(entries: entries + [("new", "yeni")]))
        #expect(read(bytes, source: FileStamp(path: dictionary.path).words) == nil)
    }

    /// Checksummed and bounded, a part whose starts run backwards or past their array (as
    /// no build writes them) is refused all the same: the merge reads by them unchecked.
    @Test func aPartWithStartsOutOfOrderIsRefused() throws {
        let dictionary = try dictionary()
        let part = TranslationPart(number: 0, count: 1, entries: 0..<dictionary.scan.entries.count)
        func read(_ result: TranslationIndexBuilder.Result) -> TranslationPartImage? {
            TranslationPartImage(validating: TranslationPartImage.encode(result, part: part, source: []), part: part, source: [])
        }
        var result = build(dictionary, pieces: 1)
        #expect(read(result) != nil)
        result.keyStarts[3] = result.keyStarts[2] &- 1
        #expect(read(result) == nil)
        result = build(dictionary, pieces: 1)
        result.postingStarts[result.postingStarts.count - 1] += 1
        #expect(read(result) == nil)
    }
}

extension TranslationPartTests {
    /// What someone does to a kept part's file while the merge reads it.
    enum Change: String, CaseIterable {
        /// Cut to a quarter: the pages past the end fault, and read as zeros.
        case cutToAQuarter
        /// Less than a page cut: the end reads as zeros, with no fault at all.
        case lastBytesCut
        /// Cut, then grown back to its size: zeros where the postings were.
        case cutAndGrownBack
        /// Its key starts rewritten in place to name, every other key, all the keys: merged
        /// on, the index would take all the memory there is.
        case startsRewritten
    }

    /// A kept part changed while the merge reads it: the index is built again from the
    /// dictionary, never merged from the zeros and saved, and the merge never crashes on the
    /// numbers it finds there.
    @Test(arguments: Change.allCases)
    func aPartChangedUnderTheMergeIsBuiltAgain(change: Change) throws {
        let dictionary = try dictionary()
        try FileSystem.createDirectory(folder.path + "/cache")
        let saved = parts(of: dictionary.path)
        _ = build(dictionary, pieces: 4, store: saved)
        let index = build(dictionary, pieces: 4, store: Changing(saved, change))
        let same = index == build(dictionary, pieces: 1)
        #expect(same, "the index a build in one piece makes, not one merged from zeros")
    }
}

extension TranslationPartTests {
    /// A part read as more than it holds (its starts rewritten under the merge) stops the
    /// merge at once, before it takes the memory such starts would have it take.
    @Test func aMergeStopsAtWhatItsPartsHold() throws {
        let dictionary = try dictionary()
        try FileSystem.createDirectory(folder.path + "/cache")
        let saved = parts(of: dictionary.path)
        _ = build(dictionary, pieces: 1, store: saved)
        let image = try #require(Changing(saved, .startsRewritten).load(TranslationPart(number: 0, count: 1, entries: 0..<dictionary.scan.entries.count)))
        #expect(TranslationPartMerge.merge([image]).map(\.keyCount) == nil)
        #expect(!image.isIntact)
    }
}

/// Hands out each kept part, then changes its file, as someone changing the cache under a
/// running build would.
private struct Changing: TranslationPartStore {
    let inner: SavedTranslationParts
    let change: TranslationPartTests.Change

    init(_ inner: SavedTranslationParts, _ change: TranslationPartTests.Change) {
        self.inner = inner
        self.change = change
    }

    func load(_ part: TranslationPart) -> TranslationPartImage? {
        guard let image = inner.load(part) else { return nil }
        let path = inner.path(of: part), size = off_t(image.memory.bytes.count)
        switch change {
        case .cutToAQuarter: truncate(path, size / 4)
        case .lastBytesCut: truncate(path, size - 100)
        case .cutAndGrownBack: truncate(path, size / 2); truncate(path, size)
        case .startsRewritten: rewriteStarts(of: path, keyBytes: image.keys.count, starts: image.keyStarts.count)
        }
        return image
    }

    func save(_ result: TranslationIndexBuilder.Result, as part: TranslationPart) -> TranslationPartImage? {
        inner.save(result, as: part)
    }

    /// The key starts (after the 32-byte magic, sixteen words and the keys padded to 8 bytes)
    /// as 0, the most there is, 0, ...: every other key all the keys.
    private func rewriteStarts(of path: String, keyBytes: Int, starts: Int) {
        let pattern = (0..<starts).map { $0 % 2 == 0 ? UInt32(0) : UInt32.max }
        let fd = open(path, O_WRONLY)
        defer { close(fd) }
        _ = pattern.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(32 + 16 * 8 + (keyBytes + 7) / 8 * 8)) }
    }
}

/// A store that says which parts were found and which built (and, when `keeping` is given,
/// keeps only those, as a build quit after they were done would have).
private final class Recording: TranslationPartStore, @unchecked Sendable {
    private let inner: TranslationPartStore
    private let keeping: Set<Int>?
    private let lock = NSLock()
    private var foundParts: Set<Int> = []
    private var builtParts: Set<Int> = []

    init(_ inner: TranslationPartStore, keeping: Set<Int>? = nil) {
        self.inner = inner
        self.keeping = keeping
    }

    var found: [Int] { lock.withLock { foundParts.sorted() } }
    var built: [Int] { lock.withLock { builtParts.sorted() } }

    func load(_ part: TranslationPart) -> TranslationPartImage? {
        guard keeping == nil, let image = inner.load(part) else { return nil }
        lock.withLock { _ = foundParts.insert(part.number) }
        return image
    }

    func save(_ result: TranslationIndexBuilder.Result, as part: TranslationPart) -> TranslationPartImage? {
        lock.withLock { _ = builtParts.insert(part.number) }
        return keeping?.contains(part.number) ?? true ? inner.save(result, as: part) : nil
    }
}

extension TranslationIndexBuilder.Result: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.keys == b.keys && a.keyStarts == b.keyStarts && a.postingStarts == b.postingStarts && a.postings == b.postings
    }
}
