import SozlukBase

/// How often words of one language are used, as Zipf frequencies (6.3 for "which": 10^6.3
/// times in a billion words), keyed by their folded form. Search prefers the common word
/// among corrections and translations that are otherwise alike.
///
/// A `PackedWordTable` of the folded words, each with its frequency and its spelling: a
/// lookup hashes the key's bytes as the index holds them, with no string made; a process
/// maps the table saved in the cache (`LanguageListCache`), not the list.
public struct WordFrequencies: Sendable {
    private(set) var table: PackedWordTable

    /// Word → Zipf frequency times ten; the words are folded here.
    public init(_ words: [String: UInt8]) {
        var table = PackedWordTableBuilder(capacity: words.count)
        for (word, value) in words {
            Array(Folding.fold(word).utf8).withUnsafeBufferPointer { key in
                Array(word.utf8).withUnsafeBufferPointer { Self.add(key, spelled: $0, tenths: value, to: &table) }
            }
        }
        self.table = table.table
    }

    init(table: PackedWordTable) {
        self.table = table
    }

    /// Reads a list Resources/make-morphology.sh writes: "WORD TAB ZIPF-TIMES-TEN" lines.
    public static func read(fromFile path: String) throws(FileProblem) -> WordFrequencies {
        WordFrequencies(table: try table(ofFile: path))
    }

    /// The table of a list file, built from its lines.
    static func table(ofFile path: String) throws(FileProblem) -> PackedWordTable {
        let bytes = try FileSystem.readFile(path)
        var lines = 0
        for byte in bytes where byte == 0x0A { lines += 1 }
        var table = PackedWordTableBuilder(capacity: lines)
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
                key.withUnsafeBufferPointer { add($0, spelled: UnsafeBufferPointer(rebasing: bytes[start..<tab]), tenths: UInt8(value), to: &table) }
            }
        }
        return table.table
    }

    /// The Zipf frequency of a folded word; 0 for one not in the list (rarer than its last word).
    public func zipf(ofFolded word: String) -> Double {
        Array(word.utf8).withUnsafeBufferPointer { zipf(ofFoldedKey: $0) }
    }

    /// The same for a folded key as the index holds it.
    public func zipf(ofFoldedKey key: UnsafeBufferPointer<UInt8>) -> Double {
        guard let number = table.number(of: key) else { return 0 }
        return Double(table.value(number)) / 10
    }

    /// The word as the list writes it, for a folded key; the commonest of those folding alike.
    public func spelling(ofFoldedKey key: UnsafeBufferPointer<UInt8>) -> String? {
        table.number(of: key).map(table.text)
    }

    /// Words folding alike ("sık" and "şık") keep the higher frequency, and its spelling.
    private static func add(_ key: UnsafeBufferPointer<UInt8>, spelled: UnsafeBufferPointer<UInt8>, tenths value: UInt8, to table: inout PackedWordTableBuilder) {
        if let number = table.number(of: key) {
            if value > table.value(number) { table.replace(number, value: value, text: spelled) }
            return
        }
        table.add(key, value: value, text: spelled)
    }
}
