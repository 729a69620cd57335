import Glibc
import SozlukBase

/// Makes a `PackedWordTable` from a list: the words back to back, each with its value and
/// text, placed in an open-addressing hash table as they come. Building one from a list of
/// 40,000 words is a pass over its bytes; the table is then its arrays encoded one after the
/// other, as a process finds it in the cache.
struct PackedWordTableBuilder {
    private var keys: [UInt8] = []
    /// Where each word ends in `keys`; word n starts where word n - 1 ends.
    private var ends: [UInt32] = []
    private var values: [UInt8] = []
    /// Each word's text, back to back, and where it is (`textStarts[n]..<textEnds[n]`).
    private var texts: [UInt8] = []
    private var textStarts: [UInt32] = []
    private var textEnds: [UInt32] = []
    /// Word number + 1 per slot, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    init(capacity: Int) {
        var size = 16
        while size < 2 * max(capacity, 1) { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    var count: Int { ends.count }

    /// The table as made so far.
    var table: PackedWordTable {
        PackedWordTable(MappedMemory(copying: encoded()))!
    }

    /// The word's number, if it is in the table.
    func number(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        find(key).number
    }

    func number(of word: String) -> Int? {
        Array(word.utf8).withUnsafeBufferPointer { number(of: $0) }
    }

    func value(_ number: Int) -> UInt8 { values[number] }

    /// Adds a word not in the table yet; returns its number.
    @discardableResult
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, value: UInt8, text: UnsafeBufferPointer<UInt8>) -> Int {
        if let existing = find(key).number { return existing }
        // At most half full, so a search always meets an empty slot soon.
        if 2 * (count + 1) > slots.count { grow() }
        let slot = find(key).slot
        keys.append(contentsOf: key)
        ends.append(UInt32(keys.count))
        values.append(value)
        appendText(text)
        slots[slot] = Int32(count)
        return count - 1
    }

    mutating func add(_ word: String, value: UInt8, text: String) {
        Array(word.utf8).withUnsafeBufferPointer { key in Array(text.utf8).withUnsafeBufferPointer { _ = add(key, value: value, text: $0) } }
    }

    /// Gives a word already there another value and text.
    mutating func replace(_ number: Int, value: UInt8, text: UnsafeBufferPointer<UInt8>) {
        values[number] = value
        let start = UInt32(texts.count)
        texts.append(contentsOf: text)
        textStarts[number] = start
        textEnds[number] = UInt32(texts.count)
    }

    private mutating func appendText(_ text: UnsafeBufferPointer<UInt8>) {
        textStarts.append(UInt32(texts.count))
        texts.append(contentsOf: text)
        textEnds.append(UInt32(texts.count))
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for number in 0..<count {
            keys.withUnsafeBufferPointer { all in
                let key = UnsafeBufferPointer(rebasing: all[start(of: number)..<Int(ends[number])])
                slots[find(key).slot] = Int32(number + 1)
            }
        }
    }

    private func start(of number: Int) -> Int { number == 0 ? 0 : Int(ends[number - 1]) }

    /// The word's number if it is in the table, and the slot it is in or would go in. The hash
    /// is `PackedWordTable`'s, which looks words up where this placed them.
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, number: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: PackedWordTable.hash(key)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (slot, nil) }
            let number = entry - 1
            let start = start(of: number), end = Int(ends[number])
            if end - start == key.count, keys.withUnsafeBufferPointer({ key.isEmpty || memcmp($0.baseAddress! + start, key.baseAddress!, key.count) == 0 }) {
                return (slot, number)
            }
            slot = (slot + 1) & mask
        }
    }

    /// The table as bytes: a tag, then each array's count and its elements, little-endian.
    func encoded() -> [UInt8] {
        var bytes = PackedWordTable.magic
        func put(_ array: [some FixedWidthInteger]) {
            var count = UInt64(array.count).littleEndian
            withUnsafeBytes(of: &count) { bytes.append(contentsOf: $0) }
            for element in array { withUnsafeBytes(of: element.littleEndian) { bytes.append(contentsOf: $0) } }
        }
        put(keys); put(ends); put(values); put(texts); put(textStarts); put(textEnds); put(slots)
        return bytes
    }
}
