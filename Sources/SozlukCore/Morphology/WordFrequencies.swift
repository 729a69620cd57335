/// How often words of one language are used, as Zipf frequencies (6.3 for "which": 10^6.3
/// times in a billion words), keyed by their folded form. Search prefers the common word
/// among corrections and translations that are otherwise alike.
public struct WordFrequencies: Sendable {
    /// Folded word → Zipf frequency times ten.
    private let table: [String: UInt8]

    public init(_ table: [String: UInt8]) {
        self.table = table
    }

    /// Reads a list Resources/make-morphology.sh writes: "WORD TAB ZIPF-TIMES-TEN" lines.
    public static func read(fromFile path: String) throws(FileProblem) -> WordFrequencies {
        let bytes = try FileSystem.readFile(path)
        var table: [String: UInt8] = [:]
        table.reserveCapacity(50_000)
        var key: [UInt8] = []
        bytes.withUnsafeBufferPointer { bytes in
            for line in bytes.split(separator: 0x0A) where line.first != UInt8(ascii: "#") {
                guard let tab = line.firstIndex(of: 0x09) else { continue }
                var tenths = 0
                for digit in line[(tab + 1)...] where digit >= 0x30 && digit <= 0x39 { tenths = tenths * 10 + Int(digit - 0x30) }
                // Folded on the bytes, as headwords are: no String per word but the key.
                key.removeAll(keepingCapacity: true)
                _ = FoldedHeadword.append(UnsafeBufferPointer(rebasing: line[..<tab]), to: &key)
                let word = String(decoding: key, as: UTF8.self)
                table[word] = max(table[word] ?? 0, UInt8(min(tenths, 255)))
            }
        }
        return WordFrequencies(table)
    }

    /// The Zipf frequency of a folded word; 0 for one not in the list (rarer than its last word).
    public func zipf(ofFolded word: String) -> Double {
        Double(table[word] ?? 0) / 10
    }
}
