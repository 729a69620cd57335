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

    static func encode(_ sections: IndexSections, source: FileStamp) -> MappedMemory {
        let layout = Layout(sections)
        return MappedMemory(count: layout.size) { file in
            // Each section copied once, half of it by each core: indexes run to a hundred megabytes.
            _ = Parallel.map(2, pieces: 2) { part in
                for (number, section) in sections.raw.enumerated() {
                    section.withBytes { bytes in
                        let half = part.lowerBound == 0 ? 0..<(bytes.count / 2) : (bytes.count / 2)..<bytes.count
                        guard let base = bytes.baseAddress, !half.isEmpty else { return }
                        (file.baseAddress! + layout.offsets[number] + half.lowerBound).copyMemory(from: base + half.lowerBound, byteCount: half.count)
                    }
                }
            }
            let checksum = Checksum.ofSections(UnsafeRawBufferPointer(rebasing: file[headerSize...]))
            layout.header(sections, checksum: checksum, source: source).withUnsafeBytes { file.copyMemory(from: $0) }
        }
    }

    /// Writes the index file to `file` section by section, through a buffer of a few
    /// megabytes: an index of hundreds of megabytes is never gathered in memory to be saved.
    /// The sections' checksum is summed from what goes through the buffer, in the two halves
    /// `Checksum.ofSections` sums.
    static func write(_ sections: IndexSections, source: FileStamp, to file: FileOutput,
                      bufferSize: Int = ChecksummedOutput.bufferSize) throws(FileProblem) {
        let layout = Layout(sections)
        // The header goes last, in the place left for it: the sections' checksum is in it.
        let output = ChecksummedOutput(file: file, from: headerSize, middle: layout.checksumMiddle, bufferSize: bufferSize)
        for (number, section) in sections.raw.enumerated() {
            try output.write(zeros: layout.offsets[number] - headerSize - output.sectionBytes)
            try section.withBytes { bytes in Result { () throws(FileProblem) in try output.write(bytes) } }.get()
            section.releasePages()
        }
        try output.write(zeros: layout.size - headerSize - output.sectionBytes)
        try output.flush()
        let header = layout.header(sections, checksum: output.checksum, source: source)
        try header.withUnsafeBytes { bytes in Result { () throws(FileProblem) in try file.write(bytes, at: 0) } }.get()
    }

    /// Where each section goes, and how long the file is.
    struct Layout {
        let offsets: [Int]
        let size: Int

        init(_ sections: IndexSections) {
            var offsets: [Int] = []
            var offset = headerSize
            for section in sections.raw {
                offsets.append(offset)
                offset += (section.count + 7) / 8 * 8
            }
            self.offsets = offsets
            size = offset
        }

        /// Where `Checksum.ofSections` cuts the sections in two, from the first section's start.
        var checksumMiddle: Int { Checksum.middleOfSections(count: size - headerSize) }

        func header(_ sections: IndexSections, checksum: UInt64, source: FileStamp) -> [UInt64] {
            var header: [UInt64] = magic.withUnsafeBytes { [$0.loadUnaligned(as: UInt64.self)] }
            header.append(formatVersion)
            header += source.words
            header += [UInt64(sections.headwordCount), UInt64(sections.entryCount), checksum]
            for (offset, section) in zip(offsets, sections.raw) { header += [UInt64(offset), UInt64(section.count)] }
            header.append(header.withUnsafeBytes { Checksum.of($0) })
            return header
        }
    }
}
