import Glibc
import SozlukBase

/// Opening the files of the folders, before any dictionary is used.
extension JSONDictionaryRepository {
    typealias Opened = Result<(DictionaryInfo, IndexedDictionary?, Bool), FileProblem>

    /// Describes each file; results in the order of `paths`. Most files cost a few system
    /// calls (a saved index mapped, or a description read from their first bytes), less than
    /// starting a thread: they are opened in turn. Only those whose description follows their
    /// entries are indexed whole to be described, and those on every core.
    static func openAll(_ paths: [String], store: IndexStore?) -> [Opened] {
        var opened = paths.map { openWithoutIndexing($0, store: store) }
        let unopened = opened.indices.filter { opened[$0] == nil }
        let indexed = Parallel.map(each: unopened.count) { index(paths[unopened[$0]], store: store) }
        for (slot, result) in zip(unopened, indexed) { opened[slot] = result }
        let whole = paths.indices.filter { slot in
            guard case .success(let (_, dictionary?, _)) = opened[slot] else { return false }
            return !dictionary.lacksTranslations
        }
        store?.removeParts(ofDictionariesIndexedWhole: whole.map { paths[$0] })
        return opened.map { $0! }
    }

    /// A file's saved index when it matches the file; else its description from its first
    /// bytes (small files are indexed at once, in memory). Nil when only indexing the whole
    /// file finds its description.
    static func openWithoutIndexing(_ path: String, store: IndexStore?, waitingForWriters: Bool = true) -> Opened? {
        do {
            let fd = try FileSystem.openForReading(path)
            defer { close(fd) }
            let stamp = FileStamp(descriptor: fd)
            // A part left beside it goes once all are open (`openAll`), the folder listed once.
            if let store, let dictionary = savedWhole(path, as: stamp, from: store) {
                return .success((dictionary.info, dictionary, false))
            }
            // A start before the last one finished the index of translations: searchable by
            // headword at once, the translations built again in the background on first use.
            if let store, let index = store.open(for: path, source: stamp, part: .headwords) {
                return .success((index.info, IndexedDictionary(index: index, source: FileEntrySource(path: path, expected: stamp), lacksTranslations: true), false))
            }
            // Another sozluk still writing its index (quit a moment ago): that index, not one more build.
            if let store, waitingForWriters,
               FileSystem.waitForOtherWriters(of: [store.indexPath(for: path), store.indexPath(for: path, part: .headwords)], atMost: writerWait) {
                return openWithoutIndexing(path, store: store, waitingForWriters: false)
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
            return nil
        } catch {
            return .failure(error)
        }
    }

    /// The file's whole index when one is saved for it as it is (`stamp`). Whoever saved
    /// it, a part by headword left beside it is stale, and goes.
    static func openWhole(_ path: String, as stamp: FileStamp, from store: IndexStore) -> IndexedDictionary? {
        guard let dictionary = savedWhole(path, as: stamp, from: store) else { return nil }
        store.removeHeadwordsPart(for: path)
        return dictionary
    }

    /// The file's whole index when one is saved for it as it is (`stamp`), parts beside it left.
    private static func savedWhole(_ path: String, as stamp: FileStamp, from store: IndexStore) -> IndexedDictionary? {
        store.open(for: path, source: stamp).map { IndexedDictionary(index: $0, source: FileEntrySource(path: path, expected: stamp)) }
    }

    /// How long a start waits for another process writing an index it could use: as long
    /// as a quitting browser waits for its own write.
    static let writerWait = 5.0

    /// A file whose description comes after its entries: indexed to find it.
    static func index(_ path: String, store: IndexStore?) -> Opened {
        DictionaryFileIndexer.build(path, store: store, progress: nil).map { dictionary, _ in (dictionary.info, dictionary, true) }
    }
}
