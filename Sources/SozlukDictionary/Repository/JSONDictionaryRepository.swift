import Dispatch
import Glibc
import SozlukBase

/// Dictionaries read from `*.json` files in a list of folders, searched through an index
/// per file (docs/architecture.md, "The index").
///
/// Opening maps each file's saved index, or, when there is none yet or it no longer matches
/// its file, reads only the start of the file for the description; the index is built the
/// first time the dictionary is used (`load`, with progress), and saved for the next start.
/// How far a request waits for an index is the front end's `IndexingPolicy`, passed with it.
/// Search is not here: the front ends search through a `DictionarySearchService`, which keeps
/// the engines and hands this repository its policy.
public final class JSONDictionaryRepository: @unchecked Sendable {
    public let searchedFolders: [String]
    // What the companions' extension (JSONDictionaryRepository+Companions) and the search
    // service (DictionarySearchService: `languages`, `dictionary`, `companions`,
    // `withFreshDictionary`) read is internal; the rest is private.
    /// Files whose description was readable, in the order found, one per id.
    let catalog: [DictionaryInfo]
    private let catalogProblems: [FileProblem]
    /// The inflection and frequency rules each dictionary's search uses, by its languages.
    let languages: LanguageRules
    private let indexStore: IndexStore?
    /// Guards `ready`, `verified`, `loadProblems`, `building` and the groups of indexing under way.
    let lock = Lock()
    var ready: [String: IndexedDictionary] = [:]
    /// Dictionaries whose mapped index has been checked against its checksum, or was built here.
    private var verified: Set<String> = []
    private var loadProblems: [String: FileProblem] = [:]
    /// Builds under way, for callers that come while one runs.
    private var building: [String: DispatchGroup] = [:]
    /// Indexes of translations being built after their dictionary became searchable.
    var indexingTranslations: [String: DispatchGroup] = [:]
    /// Companions being indexed after their dictionary was loaded, by that dictionary.
    var indexingCompanions: [String: DispatchGroup] = [:]

    private let saving = DispatchGroup()
    private let observer: IndexBuildObserver?
    /// Asked before each step of the translations built in the background.
    private let pacing: BackgroundPacing?

    /// Files this big or bigger are searchable by headword before their index of
    /// translations is built (with `IndexingPolicy.browser`): it takes as long again as the rest, half a
    /// second for a 150 MB dictionary, a tenth of that for the bundled ones, which get it at once.
    public static let translationsLaterFrom = 32 << 20
    private let translationsLaterFrom: Int
    let searchesCompanions: Bool

    /// Bytes read from each file to find its description; smaller files are indexed at once.
    static let headerPrefix = 64 * 1024

    /// Finds the dictionaries in the folders; earlier folders win when two files share an id.
    /// - Parameter indexFolder: where index files are kept; nil keeps them in memory only.
    /// - Parameter observer: told of index builds (tests count them and hold them open).
    /// - Parameter languages: inflections and word frequencies, for lemma and translation
    ///   matches and for ranking.
    /// - Parameter translationsLaterFrom: when the index is saved in the background, the file
    ///   size from which translations are indexed after the rest (tests make it small).
    /// - Parameter searchesCompanions: whether a dictionary is searched with the one the other
    ///   way round (`companionInfos`); measurements of a dictionary's own reach turn it off.
    /// - Parameter pacing: what the translations built in the background wait for before each
    ///   step (the browser: the user's quiet); nil goes straight on.
    public init(folders: [String], indexFolder: String? = nil, observer: IndexBuildObserver? = nil,
                languages: LanguageRules = .none, translationsLaterFrom: Int = JSONDictionaryRepository.translationsLaterFrom,
                searchesCompanions: Bool = true, pacing: BackgroundPacing? = nil) {
        self.pacing = pacing
        self.translationsLaterFrom = translationsLaterFrom
        self.searchesCompanions = searchesCompanions
        searchedFolders = folders
        self.languages = languages
        self.observer = observer
        let store = indexFolder.map(IndexStore.init)
        indexStore = store
        var paths: [String] = []
        for folder in folders {
            guard let names = FileSystem.contentsOfDirectory(folder) else { continue }
            paths += names.filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        }
        var catalog: [DictionaryInfo] = []
        var problems: [FileProblem] = []
        for result in Self.openAll(paths, store: store) {
            switch result {
            case .failure(let problem):
                problems.append(problem)
            case .success(let (info, dictionary, isVerified)):
                if let first = catalog.first(where: { $0.id == info.id }) {
                    problems.append(FileProblem(path: info.path, saying: "the id \"{1}\" is already used by {2}; this file is not loaded", info.id, first.path))
                    continue
                }
                catalog.append(info)
                if let dictionary { ready[info.id] = dictionary }
                if isVerified { verified.insert(info.id) }
            }
        }
        self.catalog = catalog
        catalogProblems = problems
    }

    public var dictionaries: [DictionaryInfo] {
        lock.sync {
            catalog.filter { loadProblems[$0.id] == nil }.map { ready[$0.id]?.info ?? $0 }
        }
    }

    public var problems: [FileProblem] {
        lock.sync { catalogProblems + catalog.compactMap { loadProblems[$0.id] } }
    }

    /// Whether the dictionary's index is open and checked, so searching it is instant.
    public func isLoaded(_ dictionaryID: String) -> Bool {
        lock.sync { ready[dictionaryID] != nil && verified.contains(dictionaryID) }
    }

    /// Builds the dictionary's index if it has none, or checks the saved one (rebuilding it
    /// when damaged), then has its languages' lists (and, for an English dictionary, its table
    /// of sounds) made on another thread, before the user's first keystroke needs them. Blocks: call it off the main thread.
    func load(_ dictionaryID: String, policy: IndexingPolicy, progress: @escaping @Sendable (Double) -> Void) {
        loadIndex(dictionaryID, policy: policy, progress: progress)
        guard let info = catalog.first(where: { $0.id == dictionaryID }) else { return }
        indexCompanions(of: info, policy: policy)
        let dictionary = lock.sync { ready[dictionaryID] }
        DispatchQueue.global(qos: .utility).async { [languages] in
            languages.prepare(for: [info.sourceLanguage, info.targetLanguage])
            if LanguageRules.baseLanguage(info.sourceLanguage) == "en" { dictionary?.prepareSounds() }
        }
    }

    func loadIndex(_ dictionaryID: String, policy: IndexingPolicy, progress: @escaping @Sendable (Double) -> Void) {
        guard let info = catalog.first(where: { $0.id == dictionaryID }) else { return }
        let (dictionary, isVerified) = lock.sync { (ready[dictionaryID], verified.contains(dictionaryID)) }
        if let dictionary, !isVerified {
            // Checked before it is trusted, once: the check is recorded beside the index, and an
            // index whose record still matches it (same file, size and times) is not summed again.
            let part = dictionary.part
            let sound = indexStore.map { $0.wasChecked(for: info.path, part: part) || $0.check(dictionary.index, for: info.path, part: part) }
                ?? dictionary.index.verify()
            if sound {
                lock.sync { _ = verified.insert(dictionaryID) }
                // By headword alone: its translations are built from now on.
                if dictionary.lacksTranslations { _ = self.dictionary(dictionaryID, policy: policy) }
                return
            }
            indexStore?.remove(for: info.path)
            lock.sync {
                ready[dictionaryID] = nil
            }
        }
        _ = self.dictionary(dictionaryID, policy: policy, progress: progress)
    }

    /// The command line trusts a saved index only once it is checked, as the browser does at
    /// load: checked once and recorded beside it (`IndexStore.check`), or built again when damaged.
    private func checkSavedIndex(of info: DictionaryInfo) {
        // A part by headword is never answered from here: it is built whole, not checked.
        guard let store = indexStore, let saved = lock.sync({ verified.contains(info.id) ? nil : ready[info.id] }),
              !saved.lacksTranslations else { return }
        let sound = store.wasChecked(for: info.path, part: saved.part) || store.check(saved.index, for: info.path, part: saved.part)
        lock.sync {
            guard ready[info.id] === saved else { return }
            if sound {
                verified.insert(info.id)
            } else {
                store.remove(for: info.path)
                ready[info.id] = nil
            }
        }
    }

    /// Indexes every dictionary, so that counts and every problem are known.
    func loadAll(policy: IndexingPolicy) {
        DispatchQueue.concurrentPerform(iterations: catalog.count) { index in
            loadIndex(catalog[index].id, policy: policy, progress: { _ in })
        }
    }

    public func commonness(of headword: String, in dictionaryID: String) -> Double {
        guard let language = catalog.first(where: { $0.id == dictionaryID })?.sourceLanguage else { return 0 }
        return languages.frequencies(for: language)?.zipf(ofFolded: Folding.fold(headword)) ?? 0
    }

    func entries(for headword: String, in dictionaryID: String, policy: IndexingPolicy) -> [DictionaryEntry] {
        withFreshDictionary(dictionaryID, policy: policy, otherwise: []) { dictionary in
            if let position = dictionary.position(of: headword) {
                return dictionary.entries(atPosition: position)
            }
            // Folding like it, but not another word for letters typed as they are (satir, satyr, is no satır).
            let letters = TypedLetters(headword)
            return dictionary.positions(withKeyOf: headword).filter { letters.allowsSpelling(dictionary.index.headword($0)) }
                .flatMap(dictionary.entries(atPosition:))
        }
    }

    func neighbours(of headword: String, in dictionaryID: String, policy: IndexingPolicy) -> (previous: String?, next: String?) {
        withFreshDictionary(dictionaryID, policy: policy, otherwise: (nil, nil)) { $0.neighbours(of: headword) }
    }

    /// Runs `body` on the dictionary; when its index or file turned out changed underneath
    /// (before or while `body` read it), the answer is dropped, the dictionary opened again,
    /// and `body` runs once more on the new version.
    func withFreshDictionary<T>(_ id: String, policy: IndexingPolicy, otherwise empty: T, _ body: (IndexedDictionary) -> T) -> T {
        for _ in 0..<2 {
            guard let dictionary = dictionary(id, policy: policy) else { return empty }
            let answer = body(dictionary)
            if !dictionary.isStale { return answer }
        }
        return empty
    }

    /// The dictionary, indexed on first use; nil when it is unknown or broken. A second
    /// caller asking while it is being indexed waits for that build instead of starting one.
    func dictionary(_ id: String, policy: IndexingPolicy, progress: ((Double) -> Void)? = nil) -> IndexedDictionary? {
        guard let info = catalog.first(where: { $0.id == id }) else { return nil }
        if policy.checksSavedIndexOnOpening { checkSavedIndex(of: info) }
        enum Next { case done(IndexedDictionary?), wait(DispatchGroup), build(DispatchGroup) }
        let next: Next = lock.sync {
            if let existing = ready[id], existing.isStale {
                // Changed underneath: forget it, and its index file if that is what broke.
                ready[id] = nil
                verified.remove(id)
                if existing.index.memory.isDamaged { indexStore?.remove(for: info.path) }
            }
            // The command line answers from a whole index only: one by headword alone (a browser
            // quit before its translations were done) is built whole now.
            if policy.answersFromWholeIndexOnly, ready[id]?.lacksTranslations == true { ready[id] = nil }
            if let existing = ready[id] {
                // The browser searches it by headword at once, and builds the translations.
                if existing.lacksTranslations, indexingTranslations[id] == nil { rebuildTranslationsInBackground(of: existing, path: info.path, id: id) }
                return .done(existing)
            }
            if loadProblems[id] != nil { return .done(nil) }
            if let pending = building[id] { return .wait(pending) }
            let group = DispatchGroup()
            group.enter()
            building[id] = group
            return .build(group)
        }
        switch next {
        case .done(let dictionary):
            return dictionary
        case .wait(let pending):
            observer?.willWaitForIndexBuild(of: info.path)
            pending.wait()
            return lock.sync { ready[id] }
        case .build(let group):
            // Built outside the lock so other dictionaries stay usable meanwhile.
            let result = DictionaryFileIndexer.build(info.path, store: indexStore, savesLater: policy.savesInBackground, translationsLaterFrom: translationsLaterFrom,
                                    observer: observer, pacing: pacing, progress: progress)
            defer { group.leave() }
            return lock.sync {
                building[id] = nil
                switch result {
                case .success(let (dictionary, translations)) where dictionary.info.id == id:
                    ready[id] = dictionary
                    verified.insert(id)
                    if let translations {
                        addTranslationsInBackground(translations, to: dictionary, id: id)
                    } else {
                        saveInBackground(dictionary, id: id)
                    }
                    return dictionary
                case .success(let (dictionary, _)):
                    loadProblems[id] = FileProblem(path: info.path, saying: "the id changed from \"{1}\" to \"{2}\" while sozluk was running", id, dictionary.info.id)
                    return nil
                case .failure(let problem):
                    loadProblems[id] = problem
                    return nil
                }
            }
        }
    }

    /// Builds the index of translations of a dictionary already searched by headword, swaps
    /// the whole index in, and saves that (never the index without translations, which the
    /// next start would take for complete).
    /// Called with `lock` held.
    private func addTranslationsInBackground(_ complete: @escaping DictionaryFileIndexer.Completion, to dictionary: IndexedDictionary, id: String) {
        let done = DispatchGroup()
        done.enter()
        indexingTranslations[id] = done
        // Not in `saving` while the translations are built: quitting waits for a save under
        // way, never for them. The part by headword is saved first, so a quit soon after
        // leaves it for the next start, and searched from its file from then on: the memory
        // it was built in goes before the translations take theirs.
        saving.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            let headwords = save(dictionary, id: id) ?? dictionary
            saving.leave()
            // On from a block that holds the dictionary swapped in alone: this one's hold on
            // the memory it was built in ends here. At the lowest priority: typing meanwhile
            // takes the cores first, and the translations wait for what it leaves idle.
            // Those waiting for them are told from a thread at the usual priority (see
            // `BackgroundThread.start(_:then:)`).
            let path = headwords.info.path
            BackgroundThread.start({ [self] () -> (IndexedDictionary?, Bool) in
                pacing?.waitForQuiet()
                observer?.willIndexTranslations(of: path)
                var entered = false
                let whole = complete(headwords) {
                    saving.enter()
                    entered = true
                    observer?.willSaveIndex(of: path)
                }
                return (whole, entered)
            }, then: { [self] whole, entered in
                lock.sync {
                    if indexingTranslations[id] === done { indexingTranslations[id] = nil }
                    if let whole, ready[id] === headwords { ready[id] = whole }
                }
                observer?.didIndexTranslations(of: path)
                if entered { saving.leave() }
                done.leave()
            })
        }
    }

    /// For an index by headword alone opened from the cache: the file is indexed again on
    /// another thread (the scan finds the definitions the translations are made of), and the
    /// whole index swapped in and saved. Called with `lock` held.
    private func rebuildTranslationsInBackground(of dictionary: IndexedDictionary, path: String, id: String) {
        let store = indexStore
        let observer = observer
        let pacing = pacing
        addTranslationsInBackground({ _, willSave in
            // Another sozluk writing the whole index (a browser quit a moment ago, a command):
            // that index once written, rather than the same work again on these cores.
            if let store {
                _ = FileSystem.waitForOtherWriters(of: [store.indexPath(for: path)], atMost: Self.wholeIndexWriterWait)
                if let whole = Self.openWhole(path, as: FileStamp(path: path), from: store) { return whole }
            }
            // The sections by headword are taken from this build, made from the file as it is
            // now, not from the part opened (made from the same file, unless it changed since).
            // Its steps (each few megabytes scanned, the sort, the grouping) wait for the
            // user's quiet as the parts of the translations do.
            let rebuilt = DictionaryFileIndexer.build(path, store: store, savesLater: true, translationsLaterFrom: 0,
                                                      observer: observer, pacing: pacing, progress: pacing.map { pacing in { _ in pacing.waitForQuiet() } })
            guard case .success(let (headwords, complete?)) = rebuilt else { return nil }
            return complete(headwords, willSave)
        }, to: dictionary, id: id)
    }

    /// How long the translations wait for another process writing the whole index: on
    /// another thread, and that process's lock says when it is done or gone.
    static let wholeIndexWriterWait = 60.0

    public func isIndexingTranslations(of dictionaryID: String) -> Bool {
        lock.sync { indexingTranslations[dictionaryID] != nil }
    }

    public func whenTranslationsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) {
        guard let pending = lock.sync({ indexingTranslations[dictionaryID] }) else { return body() }
        pending.notify(queue: .global(qos: .default), execute: body)
    }

    /// Writes an index kept in memory to the index folder, then swaps in the mapped file (same
    /// contents, but its pages can be given back to the page cache).
    private func saveInBackground(_ dictionary: IndexedDictionary, id: String) {
        guard dictionary.unsavedSource != nil, indexStore != nil else { return }
        DispatchQueue.global(qos: .utility).async(group: saving) { [self] in save(dictionary, id: id) }
    }

    /// Saves an index kept in memory, on the caller's thread, and swaps the saved file in: the
    /// same contents, whose pages the kernel can take back. Returns the dictionary swapped in.
    @discardableResult
    private func save(_ dictionary: IndexedDictionary, id: String) -> IndexedDictionary? {
        guard let stamp = dictionary.unsavedSource, let store = indexStore else { return nil }
        let path = dictionary.info.path
        observer?.willSaveIndex(of: path)
        // Flushed and recorded as checked: built here, it need not be summed at the next start.
        guard let saved = store.save(dictionary.index.memory, for: path, source: stamp, part: dictionary.part) else { return nil }
        if dictionary.part == .whole {
            store.removeParts(for: path)
        } else {
            observer?.didSaveHeadwordIndex(of: path)
        }
        let replacement = dictionary.replacingIndex(with: saved)
        return lock.sync {
            guard ready[id] === dictionary else { return nil }
            ready[id] = replacement
            return replacement
        }
    }

    /// Waits, at most `timeout` seconds, for indexes being saved in the background.
    public func finishSaving(timeout: Double) {
        _ = saving.wait(timeout: .now() + timeout)
    }
}
