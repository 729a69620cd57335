import Glibc

/// How often words of one language are used, as Zipf frequencies (6.3 for "which": 10^6.3
/// times in a billion words), keyed by their folded form. Search prefers the common word
/// among corrections and translations that are otherwise alike.
///
/// The folded words lie back to back in one buffer, found through an open-addressing hash
/// table of their numbers: reading a list of 40,000 words is a pass over its bytes (it was
/// 25 ms as a dictionary of strings, paid by the first keystroke), and a lookup hashes the
/// key's bytes as the index holds them, with no string made.
public struct WordFrequencies: Sendable {
    private var words: [UInt8] = []
    /// Where each word ends in `words`; word n starts where word n - 1 ends.
    private var ends: [UInt32] = []
    /// Zipf frequency times ten, per word.
    private var tenths: [UInt8] = []
    /// Each word as the list writes it (`kuşak` for kusak), back to back, and where it is:
    /// a correction is shown as the language spells it.
    private var spellings: [UInt8] = []
    private var spellingRanges: [Range<UInt32>] = []
    /// Word number + 1 per slot, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    /// Word → Zipf frequency times ten; the words are folded here.
    public init(_ table: [String: UInt8]) {
        self.init(capacity: table.count)
        for (word, value) in table {
            Array(Folding.fold(word).utf8).withUnsafeBufferPointer { key in
                Array(word.utf8).withUnsafeBufferPointer { add(key, spelled: $0, tenths: value) }
            }
        }
    }

    private init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// Reads a list Resources/make-morphology.sh writes: "WORD TAB ZIPF-TIMES-TEN" lines.
    public static func read(fromFile path: String) throws(FileProblem) -> WordFrequencies {
        let bytes = try FileSystem.readFile(path)
        var lines = 0
        for byte in bytes where byte == 0x0A { lines += 1 }
        var frequencies = WordFrequencies(capacity: lines)
        var key: [UInt8] = []
        bytes.withUnsafeBufferPointer { bytes in
            LanguageListFile.forEachLine(of: bytes) { line in
                let start = line.lowerBound, end = line.upperBound
                var tab = start
                while tab < end, bytes[tab] != 0x09 { tab += 1 }
                guard tab < end else { return }
                var value = 0
                for digit in bytes[(tab + 1)..<end] where digit >= 0x30 && digit <= 0x39 { value = min(255, value * 10 + Int(digit - 0x30)) }
                // Folded on the bytes, as headwords are.
                key.removeAll(keepingCapacity: true)
                _ = FoldedHeadword.append(UnsafeBufferPointer(rebasing: bytes[start..<tab]), to: &key)
                key.withUnsafeBufferPointer { frequencies.add($0, spelled: UnsafeBufferPointer(rebasing: bytes[start..<tab]), tenths: UInt8(value)) }
            }
        }
        return frequencies
    }

    /// The Zipf frequency of a folded word; 0 for one not in the list (rarer than its last word).
    public func zipf(ofFolded word: String) -> Double {
        Array(word.utf8).withUnsafeBufferPointer { zipf(ofFoldedKey: $0) }
    }

    /// The same for a folded key as the index holds it.
    public func zipf(ofFoldedKey key: UnsafeBufferPointer<UInt8>) -> Double {
        guard let number = find(key).number else { return 0 }
        return Double(tenths[number]) / 10
    }

    /// The word as the list writes it, for a folded key; the commonest of those folding alike.
    public func spelling(ofFoldedKey key: UnsafeBufferPointer<UInt8>) -> String? {
        guard let number = find(key).number else { return nil }
        let range = spellingRanges[number]
        return String(decoding: spellings[Int(range.lowerBound)..<Int(range.upperBound)], as: UTF8.self)
    }

    /// Words folding alike ("sık" and "şık") keep the higher frequency, and its spelling.
    private mutating func add(_ key: UnsafeBufferPointer<UInt8>, spelled: UnsafeBufferPointer<UInt8>, tenths value: UInt8) {
        let (slot, number) = find(key)
        if let number {
            guard value > tenths[number] else { return }
            tenths[number] = value
            spellingRanges[number] = appendSpelling(spelled)
            return
        }
        words.append(contentsOf: key)
        ends.append(UInt32(words.count))
        tenths.append(value)
        spellingRanges.append(appendSpelling(spelled))
        slots[slot] = Int32(ends.count)
    }

    private mutating func appendSpelling(_ spelled: UnsafeBufferPointer<UInt8>) -> Range<UInt32> {
        let start = UInt32(spellings.count)
        spellings.append(contentsOf: spelled)
        return start..<UInt32(spellings.count)
    }

    /// The word's number if it is in the list, and the slot it is in or would go in.
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, number: Int?) {
        // FNV-1a over the bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (slot, nil) }
            let number = entry - 1
            let start = number == 0 ? 0 : Int(ends[number - 1]), end = Int(ends[number])
            if end - start == key.count, words.withUnsafeBufferPointer({ key.isEmpty || memcmp($0.baseAddress! + start, key.baseAddress!, key.count) == 0 }) {
                return (slot, number)
            }
            slot = (slot + 1) & mask
        }
    }
}
