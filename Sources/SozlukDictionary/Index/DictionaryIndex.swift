import SozlukBase

/// An index file's sections, used in place. Opening checks the header (magic, version,
/// checksum, the dictionary file it was built from) and that every section lies inside
/// the file with the size its counts imply; `verify` checks the sections' checksum.
/// Every access is bounds-checked, so even a damaged index that passed the header check
/// gives wrong words at worst, never a crash.
struct DictionaryIndex: @unchecked Sendable {
    enum Refusal: Error, Equatable {
        case tooShort, notAnIndex, otherVersion, damagedHeader, stale, badSections
    }

    let memory: MappedMemory
    let info: DictionaryInfo
    let headwordCount: Int
    let entryCount: Int
    let folded: UnsafeBufferPointer<UInt8>
    let foldedStarts: UnsafeBufferPointer<UInt32>
    let display: UnsafeBufferPointer<UInt8>
    let displayStarts: UnsafeBufferPointer<UInt32>
    let lengths: UnsafeBufferPointer<UInt16>
    let scalarCounts: UnsafeBufferPointer<UInt16>
    let letterMasks: UnsafeBufferPointer<UInt64>
    let alphabetical: UnsafeBufferPointer<UInt32>
    let alphabeticalRank: UnsafeBufferPointer<UInt32>
    let groupStarts: UnsafeBufferPointer<UInt32>
    let entryStarts: UnsafeBufferPointer<UInt64>
    let entryLengths: UnsafeBufferPointer<UInt32>
    let summaries: UnsafeBufferPointer<UInt8>
    let summaryStarts: UnsafeBufferPointer<UInt32>
    let translationKeys: UnsafeBufferPointer<UInt8>
    let translationKeyStarts: UnsafeBufferPointer<UInt32>
    let translationPostingStarts: UnsafeBufferPointer<UInt32>
    let translationPostings: UnsafeBufferPointer<UInt32>
    private let sectionsChecksum: UInt64
    /// Each section's bytes, in `IndexFile.Section` order (checked to lie in the file).
    let sections: [UnsafeRawBufferPointer]

    /// - Parameter source: the dictionary file as it is now; nil accepts any (an index in memory).
    init(_ memory: MappedMemory, source: FileStamp?) throws(Refusal) {
        self.memory = memory
        let bytes = memory.bytes
        guard bytes.count >= IndexFile.headerSize else { throw .tooShort }
        func word(_ index: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
        guard Array(bytes[0..<8]) == IndexFile.magic else { throw .notAnIndex }
        guard word(1) == IndexFile.formatVersion else { throw .otherVersion }
        let headerChecksum = Checksum.of(UnsafeRawBufferPointer(rebasing: bytes[0..<(IndexFile.headerSize - 8)]))
        guard word(IndexFile.headerWords - 1) == headerChecksum else { throw .damagedHeader }
        if let source, (0..<IndexFile.stampWords).map({ word(2 + $0) }) != source.words { throw .stale }
        let counts = 2 + IndexFile.stampWords
        guard word(counts) < UInt64(UInt32.max), word(counts + 1) < UInt64(UInt32.max) else { throw .badSections }
        headwordCount = Int(word(counts))
        entryCount = Int(word(counts + 1))
        sectionsChecksum = word(counts + 2)

        func section(_ section: IndexFile.Section) throws(Refusal) -> UnsafeRawBufferPointer {
            let offset = word(IndexFile.sectionTableWord + 2 * section.rawValue)
            let length = word(IndexFile.sectionTableWord + 2 * section.rawValue + 1)
            guard offset % 8 == 0, offset >= UInt64(IndexFile.headerSize), length <= UInt64(bytes.count),
                  offset <= UInt64(bytes.count) - length else { throw .badSections }
            return UnsafeRawBufferPointer(rebasing: bytes[Int(offset)..<Int(offset + length)])
        }
        func array<T>(_ name: IndexFile.Section, _ type: T.Type, count: Int) throws(Refusal) -> UnsafeBufferPointer<T> {
            let raw = try section(name)
            guard raw.count == count * MemoryLayout<T>.stride else { throw .badSections }
            return UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: T.self), count: count)
        }
        // The file ends where its last section (padded to 8 bytes) does: not a byte less or more.
        let ends = IndexFile.Section.allCases.map { section in
            word(IndexFile.sectionTableWord + 2 * section.rawValue) &+ (word(IndexFile.sectionTableWord + 2 * section.rawValue + 1) &+ 7) / 8 * 8
        }
        guard ends.max() == UInt64(bytes.count) else { throw .badSections }
        sections = try IndexFile.Section.allCases.map { (name) throws(Refusal) in try section(name) }
        let h = headwordCount, e = entryCount
        guard let info = IndexedInfo.decode(Array(try section(.info))) else { throw .badSections }
        self.info = info
        let foldedRaw = try section(.folded)
        folded = foldedRaw.bindMemory(to: UInt8.self)
        foldedStarts = try array(.foldedStarts, UInt32.self, count: h + 1)
        display = try section(.display).bindMemory(to: UInt8.self)
        displayStarts = try array(.displayStarts, UInt32.self, count: h + 1)
        lengths = try array(.lengths, UInt16.self, count: h)
        scalarCounts = try array(.scalarCounts, UInt16.self, count: h)
        letterMasks = try array(.letterMasks, UInt64.self, count: h)
        alphabetical = try array(.alphabetical, UInt32.self, count: h)
        alphabeticalRank = try array(.alphabeticalRank, UInt32.self, count: h)
        groupStarts = try array(.groupStarts, UInt32.self, count: h + 1)
        entryStarts = try array(.entryStarts, UInt64.self, count: e)
        entryLengths = try array(.entryLengths, UInt32.self, count: e)
        summaries = try section(.summaries).bindMemory(to: UInt8.self)
        summaryStarts = try array(.summaryStarts, UInt32.self, count: h + 1)
        translationKeys = try section(.translationKeys).bindMemory(to: UInt8.self)
        let translationCount = try section(.translationKeyStarts).count / 4
        guard translationCount >= 1 else { throw .badSections }
        translationKeyStarts = try array(.translationKeyStarts, UInt32.self, count: translationCount)
        translationPostingStarts = try array(.translationPostingStarts, UInt32.self, count: translationCount)
        translationPostings = try section(.translationPostings).bindMemory(to: UInt32.self)
    }

    /// Whether the sections are as written: reads the whole index, so run it off the main thread.
    func verify() -> Bool {
        let bytes = memory.bytes
        guard bytes.count >= IndexFile.headerSize else { return false }
        // In pieces, each given back once read: the check leaves no more of the index resident
        // than the searches use.
        let sections = UnsafeRawBufferPointer(rebasing: bytes[IndexFile.headerSize...])
        let memory = memory
        let value = Checksum.ofSections(sections) { read in
            memory.releaseResidentPages((read.lowerBound + IndexFile.headerSize)..<(read.upperBound + IndexFile.headerSize))
        }
        return value == sectionsChecksum
    }

    // MARK: Bounds-checked access

    /// Headword `position`'s folded key.
    @inline(__always)
    func key(_ position: Int) -> UnsafeBufferPointer<UInt8> {
        Self.slice(folded, foldedStarts, position)
    }

    func headword(_ position: Int) -> String {
        String(decoding: Self.slice(display, displayStarts, position), as: UTF8.self)
    }

    func summary(_ position: Int) -> String {
        String(decoding: Self.slice(summaries, summaryStarts, position), as: UTF8.self)
    }

    var translationKeyCount: Int { translationKeyStarts.count - 1 }

    func translationKey(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        Self.slice(translationKeys, translationKeyStarts, number)
    }

    /// Translation key `number`'s postings, packed (`TranslationPosting`).
    func translationPostings(_ number: Int) -> UnsafeBufferPointer<UInt32> {
        guard number >= 0, number + 1 < translationPostingStarts.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = Int(translationPostingStarts[number]), end = Int(translationPostingStarts[number + 1])
        guard start <= end, end <= translationPostings.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: translationPostings[start..<end])
    }

    /// Entry numbers of headword `position` (its homographs).
    func entries(_ position: Int) -> Range<Int> {
        guard position >= 0, position < headwordCount else { return 0..<0 }
        let start = Int(groupStarts[position]), end = Int(groupStarts[position + 1])
        guard start <= end, end <= entryCount else { return 0..<0 }
        return start..<end
    }

    /// The headword at a place in alphabetical order.
    func position(alphabeticalPlace place: Int) -> Int? {
        guard place >= 0, place < headwordCount else { return nil }
        let position = Int(alphabetical[place])
        return position < headwordCount ? position : nil
    }

    func alphabeticalPlace(_ position: Int) -> Int {
        guard position >= 0, position < headwordCount else { return 0 }
        return Int(alphabeticalRank[position])
    }

    @inline(__always)
    private static func slice(_ blob: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>, _ position: Int) -> UnsafeBufferPointer<UInt8> {
        guard position >= 0, position + 1 < starts.count else { return UnsafeBufferPointer(start: blob.baseAddress, count: 0) }
        let start = Int(starts[position]), end = Int(starts[position + 1])
        guard start <= end, end <= blob.count else { return UnsafeBufferPointer(start: blob.baseAddress, count: 0) }
        return UnsafeBufferPointer(rebasing: blob[start..<end])
    }
}
