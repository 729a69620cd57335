import Glibc
import SozlukBase

/// Indexes a dictionary file: maps it, builds its index by headword, and makes the
/// dictionary searchable, with its index of translations at once or, for a big file, through
/// a function the repository calls on another thread.
enum DictionaryFileIndexer {
    /// What makes a dictionary searched by headword alone whole, run on another thread: builds
    /// its index of translations, then the whole index from that and the sections by headword
    /// of `headwords` (the dictionary searched meanwhile, as it is now: in memory, or its part
    /// saved and mapped). The whole index is written straight to its file when there is a
    /// place for it, after `willSave`, and kept in memory otherwise.
    typealias Completion = @Sendable (_ headwords: IndexedDictionary, _ willSave: () -> Void) -> IndexedDictionary?

    /// Indexes the file; saves the index when there is a place for it.
    /// - Parameter savesLater: return the index from memory and leave saving it to the caller
    ///   (`IndexedDictionary.unsavedSource`), so the dictionary is searchable sooner.
    /// - Parameter keepsParts: keep the parts of the index of translations in the store as they
    ///   are done (and use those a build cut short kept), for a build the browser runs in the
    ///   background and may quit in the middle of; a file of `translationsLaterFrom` bytes
    ///   or more, whose translations come later, always does.
    /// - Returns: the dictionary, and when `savesLater`, how to make it whole with its index of
    ///   translations; it is searchable by headword meanwhile.
    static func build(_ path: String, store: IndexStore?, savesLater: Bool = false, translationsLaterFrom: Int = .max, keepsParts: Bool = false,
                      observer: IndexBuildObserver? = nil,
                      progress: ((Double) -> Void)?) -> Result<(IndexedDictionary, Completion?), FileProblem> {
        do {
            let fd = try FileSystem.openForReading(path)
            var handedOver = false
            defer { if !handedOver { close(fd) } }
            let (file, stamp, contents, translations) = try index(fd, path: path, observer: observer, progress: progress)
            let source = FileEntrySource(descriptor: fd, path: path)
            handedOver = true
            // Built later, on another thread, the translations are kept part by part as they
            // are done: a quit before the end leaves the next start the parts done already. A
            // build at once uses the parts a browser kept, and keeps none of its own.
            let buildsLater = savesLater && file.bytes.count >= translationsLaterFrom
            let parts = store.map { SavedTranslationParts(store: $0, dictionaryPath: path, source: stamp, keepsNewParts: buildsLater || keepsParts) }
            let unopenable = FileProblem(path: path, saying: "the index just built could not be opened")
            guard buildsLater else {
                var whole = contents
                translations.add(to: &whole, from: file.buffer, store: parts) { file.releaseResidentPages($0) }
                let sections = IndexSections(whole)
                if let store, !savesLater, let saved = store.save(sections, for: path, source: stamp) {
                    // The parts a browser left (quit before its translations were done) go.
                    store.removeParts(for: path)
                    return .success((IndexedDictionary(index: saved, source: source), nil))
                }
                guard let index = try? DictionaryIndex(IndexFile.encode(sections, source: stamp), source: nil) else { return .failure(unopenable) }
                return .success((IndexedDictionary(index: index, source: source, unsavedSource: store != nil && savesLater ? stamp : nil), nil))
            }
            // Searchable by headword now; the translations follow on another thread.
            guard let index = try? DictionaryIndex(IndexFile.encode(contents, source: stamp), source: nil) else { return .failure(unopenable) }
            let searchable = IndexedDictionary(index: index, source: source, unsavedSource: store != nil ? stamp : nil, lacksTranslations: true)
            let complete: Completion = { headwords, willSave in
                // What the build by headword freed, and the memory the index was built in if
                // it is searched from its file now.
                FreedMemory.giveBack()
                let built = translations.build(from: file.buffer, store: parts) { file.releaseResidentPages($0) }
                willSave()
                return whole(of: headwords, with: built, path: path, source: stamp, store: store)
            }
            return .success((searchable, complete))
        } catch {
            return .failure(error)
        }
    }

    /// The whole dictionary: `headwords`' sections by headword and the translations built for
    /// them, saved if it can be, or in memory. Copied from a saved part, which someone could
    /// change meanwhile, the sections by headword are summed again once copied: what was
    /// copied from a changed part is not used, and the dictionary is indexed again in memory.
    private static func whole(of headwords: IndexedDictionary, with translations: TranslationIndexBuilder.Result,
                              path: String, source: FileStamp, store: IndexStore?) -> IndexedDictionary? {
        let sections = IndexSections(headwordsOf: headwords.index, translations: translations)
        if let store, let saved = store.save(sections, for: path, source: source, stillSound: headwords.index.verify) {
            store.removeParts(for: path)
            return headwords.replacingIndex(with: saved, lacksTranslations: false)
        }
        guard headwords.index.verify() else { return try? build(path, store: nil, progress: nil).get().0 }
        guard let index = try? DictionaryIndex(IndexFile.encode(sections, source: source), source: nil) else { return nil }
        return headwords.replacingIndex(with: index, lacksTranslations: false)
    }

    /// Maps the open file (what cannot be mapped, a pipe, is read: the first tenth of the
    /// progress bar) and indexes it by headword. Copying a 150 MB file into fresh memory took a
    /// tenth of the build. A file truncated while it is indexed reads as zeros past its new end
    /// (`MappedMemory`): it is indexed once more as it is now.
    private static func index(_ fd: Int32, path: String, observer: IndexBuildObserver?, progress: ((Double) -> Void)?)
        throws(FileProblem) -> (MappedMemory, FileStamp, IndexContents, IndexBuilder.TranslationSource) {
        var attempt = 0
        while true {
            attempt += 1
            let stamp = FileStamp(descriptor: fd)
            try FileSystem.checkSize(Int(stamp.size), path: path)
            let file: MappedMemory
            if let mapped = MappedMemory(mappingDescriptor: fd) {
                file = mapped
                progress?(0.1)
            } else {
                file = MappedMemory(copying: try FileSystem.read(descriptor: fd, path: path, atMost: Int.max) { done, total in
                    progress?(0.1 * Double(done) / Double(max(total, 1)))
                }.bytes)
            }
            observer?.willBuildIndex(of: path)
            do {
                let (contents, translations) = try IndexBuilder.buildLeavingTranslations(file.buffer, path: path, progress: { progress?(0.1 + 0.9 * $0) },
                                                                                         release: { file.releaseResidentPages($0) })
                if file.isDamaged && attempt == 1 { continue }
                return (file, stamp, contents, translations)
            } catch {
                if file.isDamaged && attempt == 1 { continue }
                throw error
            }
        }
    }
}
