import Glibc
import SozlukBase

/// Where index files live (`$XDG_CACHE_HOME/sozluk/`), one per dictionary file, named
/// after a hash of the dictionary's real path.
struct IndexStore: Sendable {
    let folder: String

    /// What an index file holds: all of a dictionary's index, or the part by headword alone,
    /// saved as soon as it is built (a big dictionary's index of translations comes a while
    /// later, and a browser quit before then must not leave the next start with nothing).
    enum Part: Sendable {
        case whole, headwords
    }

    func indexPath(for dictionaryPath: String, part: Part = .whole) -> String {
        folder + "/" + FileSystem.cacheName(of: dictionaryPath) + (part == .whole ? ".index" : Self.headwordsPartSuffix)
    }

    /// How the part by headword alone is named after its dictionary's cache name.
    static let headwordsPartSuffix = ".headwords.index"

    /// The index of a dictionary file as it is now (`source`), if a sound one is stored.
    func open(for dictionaryPath: String, source: FileStamp, part: Part = .whole) -> DictionaryIndex? {
        guard let memory = MappedMemory(mapping: indexPath(for: dictionaryPath, part: part)),
              let index = try? DictionaryIndex(memory, source: source), index.info.path == dictionaryPath else { return nil }
        return index
    }

    /// Saves an index and maps the saved file; nil when it cannot be saved (a read-only
    /// cache folder, a full disk), in which case the caller keeps it in memory. The file is
    /// flushed to disk before it takes its name, and recorded as checked (it was built here,
    /// from the file it describes): the next start maps it without summing it. Every index is
    /// saved so, by the browser on another thread and by a command before it answers.
    func save(_ encoded: MappedMemory, for dictionaryPath: String, source: FileStamp, part: Part = .whole) -> DictionaryIndex? {
        save(for: dictionaryPath, source: source, part: part) { file throws(FileProblem) in try file.write(encoded.bytes) }
    }

    /// The same for a whole index written straight from the sections by headword of another
    /// and the parts of its translations, merged as it is written (`IndexFile.write`), never
    /// encoded into memory: a whole index of 300 MB costs no memory to save.
    /// - Parameter stillSound: asked once the index is written, whether what it was copied
    ///   from was sound all along (a saved part by headword and kept parts, summed again);
    ///   when not, nothing is saved.
    func save(_ headwords: IndexSections, merging parts: [TranslationPartImage], for dictionaryPath: String, source: FileStamp,
              stillSound: () -> Bool) -> DictionaryIndex? {
        save(for: dictionaryPath, source: source, part: .whole) { file throws(FileProblem) in
            try IndexFile.write(headwords: headwords, merging: parts, source: source, to: file)
            guard stillSound() else { throw FileProblem(path: file.path, saying: "changed while it was copied") }
        }
    }

    private func save(for dictionaryPath: String, source: FileStamp, part: Part, writing: (FileOutput) throws(FileProblem) -> Void) -> DictionaryIndex? {
        let path = indexPath(for: dictionaryPath, part: part)
        // Only for the file the index was made from, still where its path leads: a link
        // re-pointed or removed meanwhile would file it under another dictionary's name.
        guard FileStamp(path: dictionaryPath) == source,
              (try? FileSystem.replaceCacheFile(at: path, durable: true, writing: writing)) != nil, let memory = MappedMemory(mapping: path) else { return nil }
        recordChecked(path, as: FileStamp(path: path))
        return try? DictionaryIndex(memory, source: source)
    }

    func remove(for dictionaryPath: String) {
        let path = indexPath(for: dictionaryPath)
        unlink(path)
        unlink(path + Self.checkedSuffix)
        removeParts(for: dictionaryPath)
    }

    /// The parts saved while the whole index was built (the part by headword, the parts of
    /// the translations), once the whole index is saved or is to be built again.
    func removeParts(for dictionaryPath: String) {
        removeHeadwordsPart(for: dictionaryPath)
        removeTranslationParts(for: dictionaryPath)
    }

    /// The part by headword alone.
    func removeHeadwordsPart(for dictionaryPath: String) {
        let path = indexPath(for: dictionaryPath, part: .headwords)
        unlink(path)
        unlink(path + Self.checkedSuffix)
    }

    /// Between a dictionary's cache name and a part's number, in the names of the parts of
    /// its index of translations (`SavedTranslationParts`).
    static let translationPartInfix = ".translations-"

    /// Parts left beside whole indexes, as a browser quit after another had saved the whole
    /// index leaves them (whoever saved it, a part is stale once the whole is there): the
    /// folder is listed once, and each dictionary's parts looked for only when it holds any
    /// part at all. A start opening five dictionaries makes one system call here, not ten.
    func removeParts(ofDictionariesIndexedWhole paths: [String]) {
        guard !paths.isEmpty, let names = FileSystem.contentsOfDirectory(folder) else { return }
        if names.contains(where: { $0.hasSuffix(Self.headwordsPartSuffix) || $0.hasSuffix(Self.headwordsPartSuffix + Self.checkedSuffix) }) {
            for path in paths { removeHeadwordsPart(for: path) }
        }
        guard names.contains(where: { $0.contains(Self.translationPartInfix) }) else { return }
        for path in paths { removeTranslationParts(for: path, among: names) }
    }

    /// The parts of the index of translations kept while it was built.
    func removeTranslationParts(for dictionaryPath: String) {
        removeTranslationParts(for: dictionaryPath, among: FileSystem.contentsOfDirectory(folder) ?? [])
    }

    private func removeTranslationParts(for dictionaryPath: String, among names: [String]) {
        let start = FileSystem.cacheName(of: dictionaryPath) + Self.translationPartInfix
        for name in names where name.hasPrefix(start) {
            unlink(folder + "/" + name)
        }
    }

    /// Beside an index, the record that it was checked against its checksums: the index
    /// file's identity (inode, size, times) when it was. A command reads it instead of
    /// summing the whole index on every run; an index replaced, rewritten or touched since
    /// no longer matches it, and is checked again.
    static let checkedSuffix = ".checked"

    /// Whether the index saved for `dictionaryPath` was checked as it is now.
    func wasChecked(for dictionaryPath: String, part: Part = .whole) -> Bool {
        let path = indexPath(for: dictionaryPath, part: part)
        guard let record = try? FileSystem.readPrefix(path + Self.checkedSuffix, count: 512).bytes else { return false }
        let stamp = FileStamp(path: path)
        return stamp.exists && String(decoding: record, as: UTF8.self) == Self.describe(stamp)
    }

    /// Checks the index saved for `dictionaryPath` (`DictionaryIndex.verify`) and records it
    /// when sound; false when it is damaged or changed while being checked.
    func check(_ index: DictionaryIndex, for dictionaryPath: String, part: Part = .whole) -> Bool {
        let path = indexPath(for: dictionaryPath, part: part)
        let before = FileStamp(path: path)
        guard index.verify(), FileStamp(path: path) == before else { return false }
        recordChecked(path, as: before)
        return true
    }

    /// Records beside the index at `path` that it was sound as `stamp` says it is.
    private func recordChecked(_ path: String, as stamp: FileStamp) {
        try? FileSystem.replaceCacheFile(Array(Self.describe(stamp).utf8), at: path + Self.checkedSuffix)
    }

    private static func describe(_ stamp: FileStamp) -> String {
        stamp.words.map(String.init).joined(separator: " ") + "\n"
    }
}
