import SozlukBase

/// An index file's sections in `IndexFile.Section` order, each the bytes of an array or of a
/// stretch of an index already made, for `IndexFile` to encode or write.
struct IndexSections {
    var raw: [RawSection]
    let headwordCount: Int
    let entryCount: Int

    private init(raw: [RawSection], headwordCount: Int, entryCount: Int) {
        self.raw = raw
        self.headwordCount = headwordCount
        self.entryCount = entryCount
    }

    init(_ contents: IndexContents) {
        raw = IndexFile.Section.allCases.map { section in
            switch section {
            case .info: return RawSection(Array(IndexedInfo.encode(contents.info).utf8))
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
        headwordCount = contents.headwordCount
        entryCount = contents.entryCount
    }

    /// The sections by headword of an index already made (its memory kept while these are),
    /// and no translations yet (`with`, or merged into the file as it is written): the whole
    /// index, its headword arrays never held twice.
    init(headwordsOf index: DictionaryIndex) {
        let translations = IndexFile.Section.translationKeys.rawValue
        raw = index.sections.enumerated().map { number, bytes in
            number < translations ? RawSection(bytes, of: index.memory) : RawSection([UInt8]())
        }
        headwordCount = index.headwordCount
        entryCount = index.entryCount
    }
}

extension IndexSections {
    /// The same sections by headword with `translations` in place of the translations.
    func with(_ translations: TranslationIndexBuilder.Result) -> IndexSections {
        var raw = self.raw
        let first = IndexFile.Section.translationKeys.rawValue
        raw[first...] = [RawSection(translations.keys), RawSection(translations.keyStarts),
                         RawSection(translations.postingStarts), RawSection(translations.postings)]
        return IndexSections(raw: raw, headwordCount: headwordCount, entryCount: entryCount)
    }
}

/// One section's bytes, and what keeps them.
struct RawSection {
    private enum Storage {
        case bytes([UInt8]), halves([UInt16]), words([UInt32]), longWords([UInt64])
        case stretch(UnsafeRawBufferPointer, of: MappedMemory)
    }

    private let storage: Storage

    init(_ values: [UInt8]) { storage = .bytes(values) }
    init(_ values: [UInt16]) { storage = .halves(values) }
    init(_ values: [UInt32]) { storage = .words(values) }
    init(_ values: [UInt64]) { storage = .longWords(values) }

    init(_ bytes: UnsafeRawBufferPointer, of memory: MappedMemory) {
        storage = .stretch(bytes, of: memory)
    }

    var count: Int {
        switch storage {
        case .bytes(let values): values.count
        case .halves(let values): values.count * 2
        case .words(let values): values.count * 4
        case .longWords(let values): values.count * 8
        case .stretch(let bytes, _): bytes.count
        }
    }

    /// Gives back the pages of a section of a saved index once copied (they are read from the
    /// page cache again when searched).
    func releasePages() {
        guard case .stretch(let bytes, let memory) = storage, let start = bytes.baseAddress, let base = memory.bytes.baseAddress else { return }
        let offset = start - base
        memory.releaseResidentPages(offset..<(offset + bytes.count))
    }

    func withBytes<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
        switch storage {
        case .bytes(let values): values.withUnsafeBytes(body)
        case .halves(let values): values.withUnsafeBytes(body)
        case .words(let values): values.withUnsafeBytes(body)
        case .longWords(let values): values.withUnsafeBytes(body)
        case .stretch(let bytes, let memory): withExtendedLifetime(memory) { body(bytes) }
        }
    }
}
