import Glibc
import SozlukBase

/// A finished part of an index of translations as the merge reads it, laid out as its file
/// in the cache is: in that file, mapped, or encoded in memory the same way. Mapped, the
/// pages the merge has read are given back as it goes, so that merging the parts of a big
/// dictionary does not hold them all besides the index it makes.
///
/// Layout: `magic` (32 bytes), sixteen 64-bit words (the source file's identity, the index
/// format, the part's number, count and entries, the four arrays' counts), the keys (padded to 8 bytes), the
/// key starts, the posting starts and the postings (32-bit, little-endian), and a checksum
/// of everything before it.
final class TranslationPartImage: @unchecked Sendable {
    let memory: MappedMemory
    let keys: UnsafeBufferPointer<UInt8>
    let keyStarts: UnsafeBufferPointer<UInt32>
    let postingStarts: UnsafeBufferPointer<UInt32>
    let postings: UnsafeBufferPointer<UInt32>
    /// Where the postings start in `memory`.
    private let postingsOffset: Int
    /// The checksum the part was read with, and whether it is a file's (which someone may
    /// change under the merge) rather than memory of our own.
    private let checksum: UInt64
    private let isKept: Bool

    var keyCount: Int { keyStarts.count - 1 }

    static let magic = Array("sozluk-translation-part-1".utf8) + [UInt8](repeating: 0, count: 7)
    private static let headerWords = 16
    private static let headerSize = magic.count + headerWords * 8

    /// `result` encoded in memory; `source` is the identity of the file it was made from.
    convenience init(_ result: TranslationIndexBuilder.Result, part: TranslationPart, source: [UInt64]) {
        // A build's parts are well-formed: read back, they pass every check.
        self.init(validating: Self.encode(result, part: part, source: source), part: part, source: source, kept: false)!
    }

    /// The bytes of `result`'s image, as its file holds them.
    static func encode(_ result: TranslationIndexBuilder.Result, part: TranslationPart, source: [UInt64]) -> MappedMemory {
        let keysSize = (result.keys.count + 7) / 8 * 8
        let arrays = [result.keyStarts, result.postingStarts, result.postings]
        let size = Self.headerSize + keysSize + arrays.reduce(0) { $0 + $1.count * 4 } + 8
        return MappedMemory(count: size) { bytes in
            var writer = ImageWriter(bytes: bytes)
            writer.append(Self.magic)
            let counts = [result.keys.count, result.keyStarts.count, result.postingStarts.count, result.postings.count]
            for word in Self.padded(source) + Self.identity(part) + counts.map({ UInt64($0) }) { writer.append(word) }
            writer.append(result.keys)
            writer.offset = Self.headerSize + keysSize
            // The numbers as they lie in memory: little-endian, as on every machine Swift builds
            // sozluk for (a file from another would fail its checksum or its bounds).
            for array in arrays { array.withUnsafeBytes { writer.append($0) } }
            writer.append(Checksum.of(UnsafeRawBufferPointer(rebasing: bytes[..<writer.offset])))
        }
    }

    /// The part in `memory`, or nil when it is not that part of that file, whole and sound:
    /// every count bounded by the size before it is used, every start checked.
    init?(validating memory: MappedMemory, part: TranslationPart, source: [UInt64], kept: Bool = true) {
        let bytes = memory.bytes
        guard bytes.count >= Self.headerSize + 8, let base = bytes.baseAddress else { return nil }
        // The header first, and the size it gives: a file that is not this part is not summed.
        let words = (0..<Self.headerWords).map { bytes.loadUnaligned(fromByteOffset: Self.magic.count + $0 * 8, as: UInt64.self) }
        guard bytes.prefix(Self.magic.count).elementsEqual(Self.magic),
              Array(words.prefix(Self.headerWords - 4)) == Self.padded(source) + Self.identity(part) else { return nil }
        let counts = words.suffix(4).map { Int(clamping: $0) }
        guard counts.allSatisfy({ $0 <= bytes.count }) else { return nil }
        let keysSize = (counts[0] + 7) / 8 * 8
        let startsOffset = Self.headerSize + keysSize
        guard startsOffset + (counts[1] + counts[2] + counts[3]) * 4 == bytes.count - 8 else { return nil }
        checksum = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        isKept = kept
        let sound = Self.sum(memory) == checksum
        memory.releaseResidentPages(0..<bytes.count)
        guard sound else { return nil }
        func numbers(at offset: Int, _ count: Int) -> UnsafeBufferPointer<UInt32> {
            UnsafeBufferPointer(start: (base + offset).bindMemory(to: UInt32.self, capacity: count), count: count)
        }
        self.memory = memory
        keys = UnsafeBufferPointer(start: (base + Self.headerSize).bindMemory(to: UInt8.self, capacity: counts[0]), count: counts[0])
        keyStarts = numbers(at: startsOffset, counts[1])
        postingStarts = numbers(at: startsOffset + counts[1] * 4, counts[2])
        postingsOffset = startsOffset + (counts[1] + counts[2]) * 4
        postings = numbers(at: postingsOffset, counts[3])
        guard isWellFormed else { return nil }
    }

    /// A file's identity in the header's seven words (`FileStamp.words`); zeros for a part
    /// kept in memory only.
    private static func padded(_ source: [UInt64]) -> [UInt64] {
        Array((source + [UInt64](repeating: 0, count: 7)).prefix(7))
    }

    /// The index format the part was made for (an older sozluk's parts are another's words and
    /// positions), and which part of which cut.
    private static func identity(_ part: TranslationPart) -> [UInt64] {
        [IndexFile.formatVersion] + [part.number, part.count, part.entries.lowerBound, part.entries.upperBound].map { UInt64($0) }
    }

    /// Starts that never go back and end at their array's end, as many for keys as for
    /// postings: the merge reads by them without checking.
    private var isWellFormed: Bool {
        func rises(_ starts: UnsafeBufferPointer<UInt32>, to end: Int) -> Bool {
            starts.first == 0 && starts.last.map(Int.init) == end && zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
        }
        defer { memory.releaseResidentPages(0..<memory.bytes.count) }
        return keyStarts.count == postingStarts.count && rises(keyStarts, to: keys.count) && rises(postingStarts, to: postings.count)
    }

    /// The bytes of key `key` in `keys`. A kept file changed under the merge (truncated: its
    /// pages read as zeros, or less than a page cut, its end as zeros without a fault) may hold
    /// any number there: the range stays inside the array, and `isIntact` says afterwards.
    func keyRange(_ key: Int) -> Range<Int> {
        Self.range(key, of: keyStarts, within: keys.count)
    }

    /// The postings of key `key` in `postings`, kept inside the array as `keyRange` is.
    func postingRange(_ key: Int) -> Range<Int> {
        Self.range(key, of: postingStarts, within: postings.count)
    }

    private static func range(_ index: Int, of starts: UnsafeBufferPointer<UInt32>, within count: Int) -> Range<Int> {
        let lower = min(Int(starts[index]), count)
        return lower..<min(max(Int(starts[index + 1]), lower), count)
    }

    /// Whether the part is still as it was read: a kept file summed again (after the merge,
    /// which therefore read what was checked, or the merge is done again).
    var isIntact: Bool {
        guard isKept else { return true }
        defer { memory.releaseResidentPages(0..<memory.bytes.count) }
        // Damage found while summing (a fault past a new end) counts too.
        let sound = Self.sum(memory) == checksum
        return sound && !memory.isDamaged
    }

    /// The checksum of everything before the stored one.
    private static func sum(_ memory: MappedMemory) -> UInt64 {
        Checksum.of(UnsafeRawBufferPointer(rebasing: memory.bytes.dropLast(8)))
    }

    /// Gives back the pages of the keys, their starts and their postings before key `key`:
    /// the merge is past them.
    func release(before key: Int) {
        let key = min(max(key, 0), keyCount)
        memory.releaseResidentPages(Self.headerSize..<(Self.headerSize + keyRange(key).lowerBound))
        for starts in [keyStarts, postingStarts] {
            guard let base = starts.baseAddress, let start = memory.bytes.baseAddress else { continue }
            let offset = UnsafeRawPointer(base) - start
            memory.releaseResidentPages(offset..<(offset + key * 4))
        }
        memory.releaseResidentPages(postingsOffset..<(postingsOffset + postingRange(key).lowerBound * 4))
    }

    /// The part as arrays again.
    var result: TranslationIndexBuilder.Result {
        var result = TranslationIndexBuilder.Result()
        (result.keys, result.keyStarts) = (Array(keys), Array(keyStarts))
        (result.postingStarts, result.postings) = (Array(postingStarts), Array(postings))
        return result
    }
}

/// Appends to the memory a part image is encoded into.
private struct ImageWriter {
    let bytes: UnsafeMutableRawBufferPointer
    var offset = 0

    mutating func append(_ raw: UnsafeRawBufferPointer) {
        UnsafeMutableRawBufferPointer(rebasing: bytes[offset..<(offset + raw.count)]).copyMemory(from: raw)
        offset += raw.count
    }

    mutating func append(_ array: [UInt8]) {
        array.withUnsafeBytes { append($0) }
    }

    mutating func append(_ word: UInt64) {
        withUnsafeBytes(of: word.littleEndian) { append($0) }
    }
}
