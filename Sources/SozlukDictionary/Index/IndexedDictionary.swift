import Glibc
import SozlukBase

/// A dictionary ready for searching: its index, and the file its entries are read from,
/// one at a time, when a word is shown.
public final class IndexedDictionary: Sendable {
    let index: DictionaryIndex
    private let source: EntrySource
    /// Set when the index was built in memory and is still to be saved: the dictionary file
    /// version it describes.
    let unsavedSource: FileStamp?
    /// Set for an index by headword alone (its index of translations still to be built): it
    /// is searched by headword meanwhile, never taken for whole.
    let lacksTranslations: Bool
    /// Which part of an index file this index is, when it is saved.
    var part: IndexStore.Part { lacksTranslations ? .headwords : .whole }
    /// Set when an entry read back did not hold the headword the index names.
    private let mismatch = AtomicFlag()
    /// Headwords by their English sound, made the first time an English query needs it.
    private let soundTable: LoadOnce<SoundTable>

    init(index: DictionaryIndex, source: EntrySource, unsavedSource: FileStamp? = nil, lacksTranslations: Bool = false) {
        self.index = index
        self.source = source
        self.unsavedSource = unsavedSource
        self.lacksTranslations = lacksTranslations
        soundTable = LoadOnce { SoundTable(index) }
    }

    /// - Parameter sounds: the table of sounds when it was made already.
    private init(index: DictionaryIndex, source: EntrySource, lacksTranslations: Bool, sounds: SoundTable?) {
        self.index = index
        self.source = source
        unsavedSource = nil
        self.lacksTranslations = lacksTranslations
        soundTable = LoadOnce { sounds ?? SoundTable(index) }
    }

    /// Headwords sounding in English like a query with this sound key.
    func positions(soundingLike key: [UInt32]) -> ArraySlice<Int32> {
        soundTable.value.positions(soundingLike: key)
    }

    /// Headwords whose English sound key is one sound away from this one's.
    func positions(soundingNearly key: [UInt32]) -> [Int32] {
        soundTable.value.positions(soundingNearly: key)
    }

    /// Makes the table of English sounds now (on a thread of the caller's), before a query needs it.
    public func prepareSounds() {
        _ = soundTable.value
    }

    /// The same dictionary over another index with the same headwords: the saved file, once
    /// written, or the whole index once its translations are built. The table of sounds,
    /// made from the headwords, is the same too (taken over if it was made: waiting to be
    /// made, it would keep the old index's memory).
    func replacingIndex(with index: DictionaryIndex, lacksTranslations: Bool? = nil) -> IndexedDictionary {
        IndexedDictionary(index: index, source: source, lacksTranslations: lacksTranslations ?? self.lacksTranslations, sounds: soundTable.valueIfLoaded)
    }

    /// Indexes a dictionary held in memory (tests and tools).
    public convenience init(bytes: [UInt8], path: String) throws(FileProblem) {
        let contents = try bytes.withUnsafeBufferPointer { (buffer) throws(FileProblem) in try IndexBuilder.build(buffer, path: path) }
        let memory = IndexFile.encode(contents, source: FileStamp(path: ""))
        do {
            self.init(index: try DictionaryIndex(memory, source: nil), source: MemoryEntrySource(bytes: bytes))
        } catch {
            fatalError("an index just built was refused: \(error)")
        }
    }

    /// Indexes a dictionary given as entries (tests and tools), through its file form.
    public convenience init(_ file: DictionaryFile) throws(FileProblem) {
        try self.init(bytes: Array(DictionaryFileEncoder().encode(file).utf8), path: file.info.path)
    }

    public var info: DictionaryInfo { index.info }
    public var headwordCount: Int { index.headwordCount }

    /// Headwords in alphabetical order, from `place` on.
    public func headwords(fromAlphabeticalPlace place: Int, count: Int) -> [String] {
        (place..<min(place + count, headwordCount)).compactMap { index.position(alphabeticalPlace: $0).map(index.headword) }
    }

    /// The entries of the headword at `position`, read from the dictionary file. An entry
    /// whose bytes no longer hold that headword (the file changed underneath) is left out,
    /// never shown in its place, and the dictionary counts as stale from then on.
    public func entries(atPosition position: Int) -> [DictionaryEntry] {
        let headword = index.headword(position)
        return index.entries(position).compactMap { number in
            // A damaged index may name any range: only one inside the file is read.
            guard let start = Int(exactly: index.entryStarts[number]), start <= source.size,
                  let length = Int(exactly: index.entryLengths[number]), length <= source.size - start,
                  let bytes = source.read(start..<(start + length)),
                  let entry = DictionaryFileDecoder().decodeEntry(bytes), entry.headword == headword else {
                mismatch.set()
                return nil
            }
            return entry
        }
    }

    /// True when the index or the file under it changed since it was opened (an index file
    /// truncated underneath, a dictionary rewritten in place): it must be opened again.
    public var isStale: Bool {
        index.memory.isDamaged || source.hasChanged || mismatch.isSet
    }

    /// The headword spelled exactly so.
    public func position(of headword: String) -> Int? {
        let wanted = Array(headword.utf8)
        return positions(withKeyOf: headword).first { index.headword($0).utf8.elementsEqual(wanted) }
    }

    /// The headwords spelled as `word`, upper or lower case the Turkish way (kâr, not kar).
    func positions(spelledAs word: String) -> [Int] {
        let typed = TurkishLemmatizer.lowercased(word)
        return positions(withKeyOf: word).filter { TurkishLemmatizer.lowercased(index.headword($0)) == typed }
    }

    /// Every headword whose folded key is the folded form of `text` ("istanbul" for "İstanbul").
    public func positions(withKeyOf text: String) -> Range<Int> {
        positions(withKey: Self.key(of: text))
    }

    /// The headwords whose folded key is `key` (made by `key(of:)`).
    func positions(withKey key: [UInt8]) -> Range<Int> {
        let index = self.index
        return key.withUnsafeBufferPointer { key in
            // The first key not below it, then those equal to it: no second search for the
            // run's end (most keys looked up this way are a handful of headwords or none).
            let start = partitionPoint(in: 0..<headwordCount) { isBelow(index.key($0), key) }
            var end = start
            while end < headwordCount, Self.isSame(index.key(end), key) { end += 1 }
            return start..<end
        }
    }

    /// The folded key of a text, as the index has its headwords'. Folding goes scalar by
    /// scalar, so the key of a text is its characters' keys joined.
    static func key(of text: some StringProtocol) -> [UInt8] {
        var key: [UInt8] = []
        _ = Array(text.utf8).withUnsafeBufferPointer { FoldedHeadword.append($0, to: &key) }
        return key
    }

    /// The headwords just before and after one in alphabetical order; for a word that is no
    /// headword here (one of another dictionary of its language pair), those around where it
    /// would stand.
    public func neighbours(of headword: String) -> (previous: String?, next: String?) {
        let headwordAt = { (place: Int) in self.index.position(alphabeticalPlace: place).map(self.index.headword) }
        if let position = position(of: headword) {
            let place = index.alphabeticalPlace(position)
            return (headwordAt(place - 1), headwordAt(place + 1))
        }
        let collation = Collation(language: info.sourceLanguage)
        let key = collation.sortKey(headword)
        var low = 0, high = headwordCount
        while low < high {
            let middle = (low + high) / 2
            if let word = headwordAt(middle), collation.sortKey(word).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return (headwordAt(low - 1), headwordAt(low))
    }

    /// Headwords whose definitions hold the folded word or phrase `key`, with how strongly
    /// (`TranslationWords`) and how often: positions, each once.
    func translations(ofKey key: UnsafeBufferPointer<UInt8>) -> [TranslationPosting] {
        translationKeyNumber(key).map(translations(ofKeyNumber:)) ?? []
    }

    /// The same for translation key `number`.
    func translations(ofKeyNumber number: Int) -> [TranslationPosting] {
        index.translationPostings(number).compactMap { packed in
            let posting = TranslationPosting(packed: packed)
            return posting.position < headwordCount ? posting : nil
        }
    }

    /// How many headwords' definitions hold the folded word `key`.
    func translationCount(ofKey key: UnsafeBufferPointer<UInt8>) -> Int {
        translationKeyNumber(key).map { index.translationPostings($0).count } ?? 0
    }

    private func translationKeyNumber(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let index = self.index
        let low = partitionPoint(in: 0..<index.translationKeyCount) { isBelow(index.translationKey($0), key) }
        guard low < index.translationKeyCount, Self.isSame(index.translationKey(low), key) else { return nil }
        return low
    }

    /// The numbers of the translation keys that start with the folded `prefix`: one run.
    func translationKeyNumbers(withPrefix prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        // One copy of the index for the whole search, not one per key compared.
        let index = self.index
        return run(of: index.translationKeyCount, keys: { index.translationKey($0) }, withPrefix: prefix)
    }

    /// The headwords whose folded keys start with `prefix`: one run, found by binary search.
    func positions(withPrefix prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let index = self.index
        return run(of: headwordCount, keys: { index.key($0) }, withPrefix: prefix)
    }

    /// Of `count` keys in sorted order, those that start with `prefix`.
    private func run(of count: Int, keys key: (Int) -> UnsafeBufferPointer<UInt8>, withPrefix prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = partitionPoint(in: 0..<count) { isBelow(key($0), prefix) }
        // The run's end is past its start: the second search looks only there.
        let end = partitionPoint(in: start..<count) { Self.starts(key($0), with: prefix) }
        return start..<end
    }

    /// The first of `numbers` where `isBefore` turns false (it holds for a leading run only).
    private func partitionPoint(in numbers: Range<Int>, _ isBefore: (Int) -> Bool) -> Int {
        var low = numbers.lowerBound, high = numbers.upperBound
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func isBelow(_ key: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        KeyOrder.compare(key, 0..<key.count, other, 0..<other.count) < 0
    }

    /// Whether two keys are the same bytes.
    static func isSame(_ key: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == other.count && starts(key, with: other)
    }

    static func starts(_ key: UnsafeBufferPointer<UInt8>, with prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count >= prefix.count && (prefix.isEmpty || memcmp(key.baseAddress!, prefix.baseAddress!, prefix.count) == 0)
    }
}
