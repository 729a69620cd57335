/// A dictionary held in memory and prepared for searching: its distinct headwords in
/// alphabetical order, each with its folded search key and the entries that share it.
public final class LoadedDictionary: Sendable {
    public let info: DictionaryInfo
    public let entries: [DictionaryEntry]
    /// Distinct headwords in the dictionary language's alphabetical order.
    public let headwords: [String]
    /// For each headword, the indices of its entries (homographs) in `entries`.
    let entryIndices: [[Int]]
    /// Folded keys of all headwords back to back; `keyStarts[i]..<keyStarts[i+1]` is headword i's.
    let keyBytes: [UInt8]
    let keyStarts: [Int]
    /// Headword lengths in characters, for ranking shorter matches first.
    let lengths: [Int]
    /// Folded keys' lengths in scalars and their letter masks, for the typo-tolerant scan.
    let scalarCounts: [UInt16]
    let letterMasks: [UInt64]
    let positionByHeadword: [String: Int]

    public init(_ file: DictionaryFile) {
        info = file.info
        entries = file.entries
        var grouped: [String: [Int]] = [:]
        for (index, entry) in file.entries.enumerated() {
            grouped[entry.headword, default: []].append(index)
        }
        let collation = Collation(language: file.info.sourceLanguage)
        let keyed = grouped.keys.map { (collation.sortKey($0), $0) }
        headwords = keyed.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
        entryIndices = headwords.map { grouped[$0]! }
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        var scalarCounts: [UInt16] = []
        var masks: [UInt64] = []
        starts.reserveCapacity(headwords.count + 1)
        for headword in headwords {
            let folded = Folding.fold(headword)
            bytes.append(contentsOf: folded.utf8)
            starts.append(bytes.count)
            scalarCounts.append(UInt16(min(folded.unicodeScalars.count, Int(UInt16.max))))
            masks.append(LetterMask.of(folded.unicodeScalars))
        }
        self.scalarCounts = scalarCounts
        letterMasks = masks
        keyBytes = bytes
        keyStarts = starts
        lengths = headwords.map(\.count)
        var positions: [String: Int] = [:]
        for (index, headword) in headwords.enumerated() { positions[headword] = index }
        positionByHeadword = positions
    }

    public func entries(atPosition position: Int) -> [DictionaryEntry] {
        entryIndices[position].map { entries[$0] }
    }

    public func position(of headword: String) -> Int? {
        positionByHeadword[headword]
    }

    /// The headwords just before and after one in alphabetical order.
    public func neighbours(of headword: String) -> (previous: String?, next: String?) {
        guard let position = position(of: headword) else { return (nil, nil) }
        return (position > 0 ? headwords[position - 1] : nil, position + 1 < headwords.count ? headwords[position + 1] : nil)
    }

    func key(at position: Int) -> ArraySlice<UInt8> {
        keyBytes[keyStarts[position]..<keyStarts[position + 1]]
    }
}
