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
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        var table: [String: UInt8] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let tenths = UInt8(fields[1]) else { continue }
            let key = Folding.fold(fields[0])
            table[key] = max(table[key] ?? 0, tenths)
        }
        return WordFrequencies(table)
    }

    /// The Zipf frequency of a folded word; 0 for one not in the list (rarer than its last word).
    public func zipf(ofFolded word: String) -> Double {
        Double(table[word] ?? 0) / 10
    }
}
