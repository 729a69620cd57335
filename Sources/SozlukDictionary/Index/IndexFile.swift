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
        let info = Array(IndexedInfo.encode(contents.info).utf8)
        let sections: [RawSection] = Section.allCases.map { section in
            switch section {
            case .info: return RawSection(info)
            case .folded: return RawSection(contents.folded)
            case .foldedStarts: return RawSection(contents.foldedStarts)
            case .display: return RawSection(contents.display)
            case .displayStarts: return RawSection(contents.displayStarts)
            case .lengths: return RawSection(contents.lengths)
            case .scalarCounts: return RawSection(contents.scalarCounts)
            case .letterMasks: return RawSection(contents.letterMasks)
            case .alphabetical: return RawSection(contents.alphabetical)
            case .alphabeticalRank: return RawSection(contents.alphabeticalRank)
            case .groupStarts: return RawSection(contents.groupStarts)
            case .entryStarts: return RawSection(contents.entryStarts)
            case .entryLengths: return RawSection(contents.entryLengths)
            case .summaries: return RawSection(contents.summaries)
            case .summaryStarts: return RawSection(contents.summaryStarts)
            case .translationKeys: return RawSection(contents.translationKeys)
            case .translationKeyStarts: return RawSection(contents.translationKeyStarts)
            case .translationPostingStarts: return RawSection(contents.translationPostingStarts)
            case .translationPostings: return RawSection(contents.translationPostings)
            }
        }
        var table: [UInt64] = []
        var offset = headerSize
        for section in sections {
            table += [UInt64(offset), UInt64(section.count)]
            offset += (section.count + 7) / 8 * 8
        }
        return MappedMemory(count: offset) { file in
            // Each section copied once, half of it by each core: indexes run to a hundred megabytes.
            _ = Parallel.map(2, pieces: 2) { part in
                for (index, section) in sections.enumerated() {
                    let half = section.count / 2
                    section.copy(part.lowerBound == 0 ? 0..<half : half..<section.count, file.baseAddress!.advanced(by: Int(table[2 * index])))
                }
            }
            var header: [UInt64] = magic.withUnsafeBytes { [$0.loadUnaligned(as: UInt64.self)] }
            header.append(formatVersion)
            header += source.words
            header += [UInt64(contents.headwordCount), UInt64(contents.entryCount),
                       Checksum.ofSections(UnsafeRawBufferPointer(rebasing: file[headerSize...]))]
            header += table
            header.append(header.withUnsafeBytes { Checksum.of($0) })
            header.withUnsafeBytes { file.copyMemory(from: $0) }
        }
    }

    /// An array's bytes, to be copied into the file where its section goes.
    private struct RawSection {
        let count: Int
        /// Copies these bytes of the array to the same place after the section's start.
        let copy: (Range<Int>, UnsafeMutableRawPointer) -> Void

        init<T>(_ values: [T]) {
            count = values.count * MemoryLayout<T>.stride
            copy = { range, start in
                values.withUnsafeBytes { source in
                    if let base = source.baseAddress, !range.isEmpty { (start + range.lowerBound).copyMemory(from: base + range.lowerBound, byteCount: range.count) }
                }
            }
        }
    }
}
