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
    /// - Parameter pacing: what the translations built later wait for before each part.
    /// - Returns: the dictionary, and when `savesLater`, how to make it whole with its index of
    ///   translations; it is searchable by headword meanwhile.
    static func build(_ path: String, store: IndexStore?, savesLater: Bool = false, translationsLaterFrom: Int = .max,
                      observer: IndexBuildObserver? = nil, pacing: BackgroundPacing? = nil,
                      progress: ((Double) -> Void)?) -> Result<(IndexedDictionary, Completion?), FileProblem> {
        do {
            let fd = try FileSystem.openForReading(path)
            var handedOver = false
            defer { if !handedOver { close(fd) } }
            let (file, stamp, contents, translations) = try index(fd, path: path, observer: observer, progress: progress)
            let source = FileEntrySource(descriptor: fd, path: path)
            handedOver = true
            // Built later, on another thread, the translations are kept part by part as they
            // are done: a quit before the end leaves the next start the parts done already,
            // and no part is held in memory meanwhile. A build at once uses the parts a browser
            // kept and keeps none of its own: beside the index it writes, they would double
            // the room a command needs in the cache.
            let buildsLater = savesLater && file.bytes.count >= translationsLaterFrom
            let parts = store.map { SavedTranslationParts(store: $0, dictionaryPath: path, source: stamp, keepsNewParts: buildsLater) }
            let unopenable = FileProblem(path: path, saying: "the index just built could not be opened")
            let release: @Sendable (Range<Int>) -> Void = { file.releaseResidentPages($0) }
            let rebuilt: @Sendable () -> TranslationIndexBuilder.Result? = { translations.build(from: file.buffer, store: nil, release: release) }
            guard buildsLater else {
                let built = translations.parts(from: file.buffer, store: parts, release: release)
                switch whole(IndexSections(contents), merging: built, headwordsSound: { true }, orElse: rebuilt,
                             path: path, source: stamp, store: savesLater ? nil : store) {
                case .saved(let index)?: return .success((IndexedDictionary(index: index, source: source), nil))
                case .inMemory(let index)?:
                    return .success((IndexedDictionary(index: index, source: source, unsavedSource: store != nil && savesLater ? stamp : nil), nil))
                case nil: return .failure(unopenable)
                }
            }
            // Searchable by headword now; the translations follow on another thread.
            guard let index = try? DictionaryIndex(IndexFile.encode(IndexSections(consume contents), source: stamp), source: nil) else {
                return .failure(unopenable)
            }
            let searchable = IndexedDictionary(index: index, source: source, unsavedSource: store != nil ? stamp : nil, lacksTranslations: true)
            let complete = completion(translations, of: file, path: path, source: stamp, parts: parts, store: store, pacing: pacing)
            return .success((searchable, complete))
        } catch {
            return .failure(error)
        }
    }

    /// How the dictionary searched by headword is made whole, on another thread. The scan the
    /// parts are made from is let go once they are: the merge and the write do without its
    /// tenth of a gigabyte (parts changed under the merge, a rare case, are built again from a
    /// new scan).
    private static func completion(_ translations: IndexBuilder.TranslationSource, of file: MappedMemory, path: String, source: FileStamp,
                                   parts: SavedTranslationParts?, store: IndexStore?, pacing: BackgroundPacing?) -> Completion {
        let release: @Sendable (Range<Int>) -> Void = { file.releaseResidentPages($0) }
        let later = HandedOver(translations)
        let rescanned: @Sendable () -> TranslationIndexBuilder.Result? = {
            (try? IndexBuilder.buildLeavingTranslations(file.buffer, path: path, release: release))?.1.build(from: file.buffer, release: release)
        }
        return { headwords, willSave in
            // What the build by headword freed, and the memory the index was built in if it is
            // searched from its file now.
            FreedMemory.giveBack()
            let built = later.take()?.parts(from: file.buffer, store: parts, release: release, beforeEachPart: { pacing?.waitForQuiet() }) ?? []
            FreedMemory.giveBack()
            willSave()
            // The sections by headword are copied from the part saved, which someone could
            // change meanwhile: summed again once copied, a changed part is not used, and the
            // dictionary is indexed again in memory.
            switch whole(IndexSections(headwordsOf: headwords.index), merging: built, headwordsSound: headwords.index.verify, orElse: rescanned,
                         path: path, source: source, store: store) {
            case .saved(let index)?, .inMemory(let index)?: return headwords.replacingIndex(with: index, lacksTranslations: false)
            case nil: return try? build(path, store: nil, progress: nil).get().0
            }
        }
    }

    /// A whole index, saved or only in memory.
    private enum Whole {
        case saved(DictionaryIndex), inMemory(DictionaryIndex)
    }

    /// The whole index: the sections by headword `headwords`, and the translations merged from
    /// `parts`. With a store, merged straight into the index file as it is written, and saved
    /// (the parts then go); otherwise, or when it cannot be saved, merged in memory. Nil when
    /// the sections by headword were not sound.
    /// - Parameter rebuilt: the translations built again, for parts changed under the merge;
    ///   nil when they cannot be (the file no longer reads as it did).
    private static func whole(_ headwords: IndexSections, merging parts: [TranslationPartImage], headwordsSound: () -> Bool,
                              orElse rebuilt: () -> TranslationIndexBuilder.Result?, path: String, source: FileStamp, store: IndexStore?) -> Whole? {
        if let store, let saved = store.save(headwords, merging: parts, for: path, source: source,
                                             stillSound: { headwordsSound() && parts.allSatisfy(\.isIntact) }) {
            store.removeParts(for: path)
            return .saved(saved)
        }
        // Not saved (a cache that cannot take it, or a part changed under the merge): merged in
        // memory, unless a part is known changed already.
        guard headwordsSound() else { return nil }
        let merged = parts.allSatisfy(\.isIntact) ? TranslationIndexBuilder.merged(parts) : nil
        guard let translations = merged ?? rebuilt() else { return nil }
        return (try? DictionaryIndex(IndexFile.encode(headwords.with(translations), source: source), source: nil)).map(Whole.inMemory)
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
