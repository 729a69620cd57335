import Glibc
import SozlukBase

/// Words with a small value and a text each (a frequency and a spelling, a word class, a
/// form's lemmas), read where they lie: a few flat arrays back to back in one block of bytes
/// (`PackedWordTableBuilder.encoded()`), the words found through an open-addressing hash table
/// of their numbers. A process maps the table saved in the cache (`LanguageListCache`) and
/// reads only the pages a lookup touches: no copy, no pass over it before the first answer.
///
/// Every number read from the bytes is checked before it is used (a word's end within the
/// words, a slot's number within the words, at most one round of the slots), so bytes that
/// are no table give no answer, never a crash or a hang.
struct PackedWordTable: @unchecked Sendable, Equatable { // read-only bytes, kept alive by `memory`
    private let memory: MappedMemory
    /// The encoded table within `memory`.
    private let bytes: UnsafeRawBufferPointer
    private let keys: Run, ends: Run, values: Run, texts: Run, textStarts: Run, textEnds: Run, slots: Run

    /// Where one array lies in `bytes`: its first byte, and how many elements it has.
    private struct Run {
        var offset = 0
        var count = 0
    }

    static let magic: [UInt8] = Array("SZWT0001".utf8)

    /// The table encoded in `memory` from byte `offset` to its end; nil when those bytes are
    /// not laid out as one (a wrong tag, an array running past the end, bytes left over).
    init?(_ memory: MappedMemory, from offset: Int = 0) {
        guard offset >= 0, offset <= memory.bytes.count else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: memory.bytes[offset...])
        guard bytes.count >= Self.magic.count, bytes.prefix(Self.magic.count).elementsEqual(Self.magic) else { return nil }
        var next = Self.magic.count
        func run(of size: Int) -> Run? {
            guard next + 8 <= bytes.count else { return nil }
            let count = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: next, as: UInt64.self))
            next += 8
            guard count <= UInt64((bytes.count - next) / size) else { return nil }
            defer { next += Int(count) * size }
            return Run(offset: next, count: Int(count))
        }
        guard let keys = run(of: 1), let ends = run(of: 4), let values = run(of: 1), let texts = run(of: 1),
              let textStarts = run(of: 4), let textEnds = run(of: 4), let slots = run(of: 4), next == bytes.count,
              slots.count.nonzeroBitCount == 1 else { return nil }
        (self.memory, self.bytes) = (memory, bytes)
        (self.keys, self.ends, self.values, self.texts, self.textStarts, self.textEnds, self.slots) = (keys, ends, values, texts, textStarts, textEnds, slots)
    }

    /// A table of no words.
    static let empty = PackedWordTableBuilder(capacity: 0).table

    var count: Int { ends.count }

    /// The table's bytes, as saved.
    var encoded: [UInt8] { Array(bytes) }

    /// The word's number, if it is in the table.
    func number(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        for _ in 0..<slots.count {
            let entry = Int(Int32(bitPattern: word(slots, slot)))
            guard entry > 0, entry <= count else { return nil }
            let number = entry - 1
            if let range = keyRange(of: number), range.count == key.count,
               key.isEmpty || memcmp(bytes.baseAddress! + keys.offset + range.lowerBound, key.baseAddress!, key.count) == 0 {
                return number
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func number(of word: String) -> Int? {
        Array(word.utf8).withUnsafeBufferPointer { number(of: $0) }
    }

    func value(_ number: Int) -> UInt8 {
        number >= 0 && number < values.count ? bytes[values.offset + number] : 0
    }

    func text(_ number: Int) -> String {
        guard number >= 0, number < textStarts.count, number < textEnds.count else { return "" }
        let start = Int(word(textStarts, number)), end = Int(word(textEnds, number))
        guard start <= end, end <= texts.count else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(texts.offset + start)..<(texts.offset + end)]), as: UTF8.self)
    }

    /// Where a word's search for its slot starts (FNV-1a over its bytes): the same for the
    /// builder placing it and a lookup finding it.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Where word `number`'s key lies in `keys`; nil when the bytes say something impossible.
    private func keyRange(of number: Int) -> Range<Int>? {
        let start = number == 0 ? 0 : Int(word(ends, number - 1)), end = Int(word(ends, number))
        return start <= end && end <= keys.count ? start..<end : nil
    }

    /// Element `index` of an array of 32-bit numbers (in range: the callers check).
    private func word(_ run: Run, _ index: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: run.offset + 4 * index, as: UInt32.self))
    }

    static func == (a: PackedWordTable, b: PackedWordTable) -> Bool {
        a.bytes.elementsEqual(b.bytes)
    }
}
