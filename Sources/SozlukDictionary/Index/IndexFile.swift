import SozlukBase

/// The index file: a fixed header, then the sections of `IndexContents` one after another,
/// each 8-byte aligned, little-endian, so that they are used in place from a memory map.
///
/// The header names the dictionary file version it was built from (device, inode, size,
/// modification and status-change times) and carries a checksum of itself and one of the
/// sections, so a stale, truncated or damaged index is refused and rebuilt.
enum IndexFile {
    static let magic = Array("SOZLUKIX".utf8)
    static let formatVersion: UInt64 = 10

    /// Section order in the file.
    enum Section: Int, CaseIterable {
        case info, folded, foldedStarts, display, displayStarts, lengths, scalarCounts, letterMasks,
             alphabetical, alphabeticalRank, groupStarts, entryStarts, entryLengths, summaries, summaryStarts,
             translationKeys, translationKeyStarts, translationPostingStarts, translationPostings
    }

    /// Header words: magic, version, source stamp (7), headword count, entry count, sections
    /// checksum, then offset and length of each section, then the header's own checksum.
    static let stampWords = 7
    static let sectionTableWord = 2 + stampWords + 3
    static let headerWords = sectionTableWord + 2 * Section.allCases.count + 1
    static let headerSize = headerWords * 8

    /// The index file's bytes, encoded into memory of their own (used as they are until saved).
    static func encode(_ contents: IndexContents, source: FileStamp) -> MappedMemory {
        encode(IndexSections(contents), source: source)
    }

    /// Each section's memory is given back once copied (when these sections hold it alone):
    /// the arrays and the index made of them are never all held at once.
    static func encode(_ sections: consuming IndexSections, source: FileStamp) -> MappedMemory {
        var sections = sections
        let layout = Layout(lengths: sections.raw.map(\.count))
        let (headwordCount, entryCount) = (sections.headwordCount, sections.entryCount)
        return MappedMemory(count: layout.size) { file in
            for number in sections.raw.indices {
                // Half of each section copied by each core: indexes run to a hundred megabytes.
                sections.raw[number].withBytes { bytes in
                    _ = Parallel.map(2, pieces: 2) { part in
                        let half = part.lowerBound == 0 ? 0..<(bytes.count / 2) : (bytes.count / 2)..<bytes.count
                        guard let base = bytes.baseAddress, !half.isEmpty else { return }
                        (file.baseAddress! + layout.offsets[number] + half.lowerBound).copyMemory(from: base + half.lowerBound, byteCount: half.count)
                    }
                }
                let copied = sections.raw[number].count
                sections.raw[number] = RawSection([UInt8]())
                // Given back at once: the C library would keep it for the next allocation.
                if copied >= 1 << 20 { FreedMemory.giveBack() }
            }
            let checksum = Checksum.ofSections(UnsafeRawBufferPointer(rebasing: file[headerSize...]))
            layout.header(headwordCount: headwordCount, entryCount: entryCount, checksum: checksum, source: source).withUnsafeBytes { file.copyMemory(from: $0) }
        }
    }

    /// Writes a whole index whose sections by headword are `headwords`' and whose index of
    /// translations is merged from `parts` as it is written (`TranslationSectionsWriter`):
    /// neither is ever held in memory. The sections are summed once all are in place, read
    /// back a few megabytes at a time.
    /// - Parameter bufferSize: of each of the five streams written.
    static func write(headwords sections: IndexSections, merging parts: [TranslationPartImage], source: FileStamp,
                      to file: FileOutput, bufferSize: Int = BufferedOutput.bufferSize) throws(FileProblem) {
        let firstTranslations = Section.translationKeys.rawValue
        var lengths = sections.raw[..<firstTranslations].map(\.count)
        let headwords = Layout(lengths: lengths)
        let output = BufferedOutput(file: file, from: headerSize, bufferSize: bufferSize)
        try write(sections.raw[..<firstTranslations], at: headwords, through: output)
        try output.flush()
        var translations = TranslationSectionsWriter(file: file, keysAt: headwords.size, most: TranslationPartMerge.mostHeld(by: parts),
                                                     bufferSize: min(bufferSize, 1 << 20))
        try translations.start()
        guard try TranslationPartMerge.merge(parts, into: &translations) else { throw FileProblem(path: file.path, saying: "changed while it was copied") }
        lengths += translations.sectionLengths
        let layout = Layout(lengths: lengths)
        try translations.finish(movingTo: Array(layout.offsets[(firstTranslations + 1)...]))
        try file.truncate(to: layout.size)
        let checksum = try Checksum.ofSections(in: file, from: headerSize, count: layout.size - headerSize)
        try writeHeader(layout.header(headwordCount: sections.headwordCount, entryCount: sections.entryCount, checksum: checksum, source: source), to: file)
    }

    /// Sections, each at its place in `layout` (zeros before it, from the last one's end).
    private static func write(_ sections: ArraySlice<RawSection>, at layout: Layout, through output: BufferedOutput) throws(FileProblem) {
        for (number, section) in zip(sections.indices, sections) {
            try output.write(zeros: layout.offsets[number] - headerSize - output.count)
            try section.withBytes { bytes in Result { () throws(FileProblem) in try output.write(bytes) } }.get()
            section.releasePages()
        }
        try output.write(zeros: (headerSize + output.count + 7) / 8 * 8 - headerSize - output.count)
    }

    private static func writeHeader(_ header: [UInt64], to file: FileOutput) throws(FileProblem) {
        try header.withUnsafeBytes { bytes in Result { () throws(FileProblem) in try file.write(bytes, at: 0) } }.get()
    }

    /// Where each section goes, and how long the file is.
    struct Layout {
        let lengths: [Int]
        let offsets: [Int]
        let size: Int

        init(lengths: [Int]) {
            var offsets: [Int] = []
            var offset = headerSize
            for length in lengths {
                offsets.append(offset)
                offset += (length + 7) / 8 * 8
            }
            self.lengths = lengths
            self.offsets = offsets
            size = offset
        }

        func header(headwordCount: Int, entryCount: Int, checksum: UInt64, source: FileStamp) -> [UInt64] {
            var header: [UInt64] = magic.withUnsafeBytes { [$0.loadUnaligned(as: UInt64.self)] }
            header.append(formatVersion)
            header += source.words
            header += [UInt64(headwordCount), UInt64(entryCount), checksum]
            for (offset, length) in zip(offsets, lengths) { header += [UInt64(offset), UInt64(length)] }
            header.append(header.withUnsafeBytes { Checksum.of($0) })
            return header
        }
    }
}
