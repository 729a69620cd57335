import Glibc
import SozlukBase

/// Opening the files of the folders, before any dictionary is used.
extension JSONDictionaryRepository {
    /// Describes each file; in parallel, results in the order of `paths`.
    static func openAll(_ paths: [String], store: IndexStore?) -> [Result<(DictionaryInfo, IndexedDictionary?, Bool), FileProblem>] {
        Parallel.map(each: paths.count) { open(paths[$0], store: store) }
    }

    /// A file's saved index when it matches the file; else its description from its first
    /// bytes (small files are indexed at once, in memory).
    static func open(_ path: String, store: IndexStore?) -> Result<(DictionaryInfo, IndexedDictionary?, Bool), FileProblem> {
        do {
            let fd = try FileSystem.openForReading(path)
            defer { close(fd) }
            let stamp = FileStamp(descriptor: fd)
            if let store, let index = store.open(for: path, source: stamp) {
                // Whoever saved the whole index, a part by headword left beside it is stale.
                store.removeHeadwordsPart(for: path)
                return .success((index.info, IndexedDictionary(index: index, source: FileEntrySource(path: path, expected: stamp)), false))
            }
            // A start before the last one finished the index of translations: searchable by
            // headword at once, the translations built again in the background on first use.
            if let store, let index = store.open(for: path, source: stamp, part: .headwords) {
                return .success((index.info, IndexedDictionary(index: index, source: FileEntrySource(path: path, expected: stamp), lacksTranslations: true), false))
            }
            let (prefix, size) = try FileSystem.read(descriptor: fd, path: path, atMost: headerPrefix)
            guard size > prefix.count else {
                let dictionary = try IndexedDictionary(bytes: prefix, path: path)
                return .success((dictionary.info, dictionary, true))
            }
            if var info = try DictionaryFileDecoder().decodeHeader(prefix, path: path) {
                info.fileSize = size
                return .success((info, nil, false))
            }
            // The description comes after the entries: only indexing the file finds it.
            let (dictionary, _) = try DictionaryFileIndexer.build(path, store: store, progress: nil).get()
            return .success((dictionary.info, dictionary, true))
        } catch {
            return .failure(error)
        }
    }
}
