import Glibc

/// Words with a small value and a text each (a frequency and a spelling, a word class, a
/// form's lemmas), held as a few flat arrays: the words back to back, found through an
/// open-addressing hash table of their numbers. Building one from a list of 40,000 words is a
/// pass over its bytes; reading one saved by `encoded()` is a copy of its arrays, checked
/// before use, which is what a process does at start (`LanguageListCache`).
struct PackedWordTable: Sendable, Equatable {
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

    /// The word's number, if it is in the table.
    func number(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        find(key).number
    }

    func number(of word: String) -> Int? {
        Array(word.utf8).withUnsafeBufferPointer { number(of: $0) }
    }

    func value(_ number: Int) -> UInt8 { values[number] }

    func text(_ number: Int) -> String {
        String(decoding: texts[Int(textStarts[number])..<Int(textEnds[number])], as: UTF8.self)
    }

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

    /// The word's number if it is in the table, and the slot it is in or would go in.
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, number: Int?) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a over the bytes
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
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
}

extension PackedWordTable {
    private static let magic: [UInt8] = Array("SZWT0001".utf8)

    /// The table as bytes: a tag, then each array's count and its elements, little-endian.
    func encoded() -> [UInt8] {
        var bytes = Self.magic
        func put(_ array: [some FixedWidthInteger]) {
            var count = UInt64(array.count).littleEndian
            withUnsafeBytes(of: &count) { bytes.append(contentsOf: $0) }
            for element in array { withUnsafeBytes(of: element.littleEndian) { bytes.append(contentsOf: $0) } }
        }
        put(keys); put(ends); put(values); put(texts); put(textStarts); put(textEnds); put(slots)
        return bytes
    }

    /// A table read back from `encoded()`'s bytes; nil when they are not one, or not a sound
    /// one (every number is checked against the arrays it points into before it is used).
    init?(encoded bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= Self.magic.count, bytes.prefix(Self.magic.count).elementsEqual(Self.magic) else { return nil }
        var offset = Self.magic.count
        func take<T: FixedWidthInteger>(_: T.Type) -> [T]? {
            guard offset + 8 <= bytes.count else { return nil }
            let count = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
            let size = MemoryLayout<T>.size
            guard count <= UInt64((bytes.count - offset) / size) else { return nil }
            let n = Int(count)
            let source = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n * size)])
            offset += n * size
            var array = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
                initialized = n
            }
            #if _endian(big)
            array = array.map { T(littleEndian: $0) }
            #endif
            return array
        }
        guard let keys = take(UInt8.self), let ends = take(UInt32.self), let values = take(UInt8.self), let texts = take(UInt8.self),
              let textStarts = take(UInt32.self), let textEnds = take(UInt32.self), let slots = take(Int32.self), offset == bytes.count else { return nil }
        guard Self.isSound(keys: keys, ends: ends, values: values, texts: texts, textStarts: textStarts, textEnds: textEnds, slots: slots) else { return nil }
        self.init(capacity: 0)
        (self.keys, self.ends, self.values, self.texts, self.textStarts, self.textEnds, self.slots) = (keys, ends, values, texts, textStarts, textEnds, slots)
    }

    /// Whether arrays read from a file make a table whose every number points inside what it
    /// points into, and whose slots hold each word once (so a search cannot go round for ever).
    private static func isSound(keys: [UInt8], ends: [UInt32], values: [UInt8], texts: [UInt8], textStarts: [UInt32], textEnds: [UInt32],
                                slots: [Int32]) -> Bool {
        let count = ends.count
        guard values.count == count, textStarts.count == count, textEnds.count == count,
              slots.count >= 16, slots.count & (slots.count - 1) == 0, slots.count >= 2 * count, Int(ends.last ?? 0) == keys.count else { return false }
        var previous: UInt32 = 0
        for end in ends {
            guard end >= previous else { return false }
            previous = end
        }
        for number in 0..<count where textStarts[number] > textEnds[number] || Int(textEnds[number]) > texts.count { return false }
        var seen = [Bool](repeating: false, count: count + 1)
        var taken = 0
        for slot in slots where slot != 0 {
            guard slot > 0, Int(slot) <= count, !seen[Int(slot)] else { return false }
            seen[Int(slot)] = true
            taken += 1
        }
        return taken == count
    }
}
