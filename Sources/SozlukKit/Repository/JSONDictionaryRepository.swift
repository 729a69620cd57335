import Dispatch

/// Dictionaries read from `*.json` files in a list of folders.
///
/// Opening reads only the start of each file (its name, languages, license); a dictionary's
/// entries are read the first time it is searched, so a folder of large dictionaries opens
/// as fast as a small one.
public final class JSONDictionaryRepository: DictionaryRepository, @unchecked Sendable {
    public let searchedFolders: [String]
    /// Files whose description was readable, in the order found, one per id.
    private let catalog: [DictionaryInfo]
    private let catalogProblems: [FileProblem]
    private let engine = SearchEngine()
    /// Guards `loaded` and `loadProblems`; loading itself runs under it too, so a
    /// dictionary is never read twice.
    private let lock = DispatchQueue(label: "sozluk.dictionaries")
    private var loaded: [String: LoadedDictionary] = [:]
    private var loadProblems: [String: FileProblem] = [:]

    /// Bytes read from each file to find its description.
    static let headerPrefix = 64 * 1024

    /// Finds the dictionaries in the folders; earlier folders win when two files share an id.
    public init(folders: [String]) {
        searchedFolders = folders
        var paths: [String] = []
        for folder in folders {
            guard let names = FileSystem.contentsOfDirectory(folder) else { continue }
            paths += names.filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        }
        var catalog: [DictionaryInfo] = []
        var problems: [FileProblem] = []
        var loaded: [String: LoadedDictionary] = [:]
        for result in Self.openAll(paths) {
            switch result {
            case .failure(let problem):
                problems.append(problem)
            case .success(let (info, dictionary)):
                if let first = catalog.first(where: { $0.id == info.id }) {
                    problems.append(FileProblem(path: info.path, message: "the id \"\(info.id)\" is already used by \(first.path); this file is not loaded"))
                    continue
                }
                catalog.append(info)
                if let dictionary { loaded[info.id] = dictionary }
            }
        }
        self.catalog = catalog
        catalogProblems = problems
        self.loaded = loaded
    }

    public var dictionaries: [DictionaryInfo] {
        lock.sync {
            catalog.filter { loadProblems[$0.id] == nil }.map { loaded[$0.id]?.info ?? $0 }
        }
    }

    public var problems: [FileProblem] {
        lock.sync { catalogProblems + catalog.compactMap { loadProblems[$0.id] } }
    }

    /// Whether a dictionary's entries are in memory already.
    public func isLoaded(_ dictionaryID: String) -> Bool {
        lock.sync { loaded[dictionaryID] != nil }
    }

    /// Reads a dictionary's entries now (from a background queue, so the first search is quick).
    public func load(_ dictionaryID: String) {
        _ = dictionary(dictionaryID)
    }

    /// Reads every dictionary's entries, so that counts and every problem are known.
    public func loadAll() {
        DispatchQueue.concurrentPerform(iterations: catalog.count) { index in
            load(catalog[index].id)
        }
    }

    public func search(_ query: String, in dictionaryID: String, limit: Int, cancellation: Cancellation?) -> SearchResults {
        guard let dictionary = dictionary(dictionaryID) else { return .empty }
        return engine.search(query, in: dictionary, limit: limit, cancellation: cancellation)
    }

    public func entries(for headword: String, in dictionaryID: String) -> [DictionaryEntry] {
        guard let dictionary = dictionary(dictionaryID) else { return [] }
        if let position = dictionary.position(of: headword) {
            return dictionary.entries(atPosition: position)
        }
        let exact = engine.search(headword, in: dictionary, limit: Int.max).hits.filter { $0.kind == .exact }
        return exact.flatMap { hit in dictionary.position(of: hit.headword).map(dictionary.entries(atPosition:)) ?? [] }
    }

    public func neighbours(of headword: String, in dictionaryID: String) -> (previous: String?, next: String?) {
        dictionary(dictionaryID)?.neighbours(of: headword) ?? (nil, nil)
    }

    /// The dictionary's entries, read on first use; nil when it is unknown or broken.
    private func dictionary(_ id: String) -> LoadedDictionary? {
        guard let info = catalog.first(where: { $0.id == id }) else { return nil }
        let (ready, failed) = lock.sync { (loaded[id], loadProblems[id] != nil) }
        if let ready { return ready }
        if failed { return nil }
        // Read outside the lock so other dictionaries stay usable meanwhile; if two threads
        // race for the same one, the first to finish wins and the other's work is dropped.
        let result = Self.loadWhole(info.path)
        return lock.sync {
            if let ready = loaded[id] { return ready }
            switch result {
            case .success(let dictionary) where dictionary.info.id == id:
                loaded[id] = dictionary
                return dictionary
            case .success(let dictionary):
                loadProblems[id] = FileProblem(path: info.path, message: "the id changed from \"\(id)\" to \"\(dictionary.info.id)\" while sozluk was running")
                return nil
            case .failure(let problem):
                loadProblems[id] = problem
                return nil
            }
        }
    }

    /// Describes each file from its first bytes (reading small files whole); in parallel,
    /// results in the order of `paths`.
    private static func openAll(_ paths: [String]) -> [Result<(DictionaryInfo, LoadedDictionary?), FileProblem>] {
        let slots = ResultSlots<(DictionaryInfo, LoadedDictionary?)>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.set(index, open(paths[index]))
        }
        return slots.values
    }

    private static func open(_ path: String) -> Result<(DictionaryInfo, LoadedDictionary?), FileProblem> {
        do {
            let (prefix, size) = try FileSystem.readPrefix(path, count: headerPrefix)
            if size > prefix.count, var info = try DictionaryFileDecoder().decodeHeader(prefix, path: path) {
                info.fileSize = size
                return .success((info, nil))
            }
            let whole = try loadWhole(path).get()
            return .success((whole.info, whole))
        } catch {
            return .failure(error)
        }
    }

    private static func loadWhole(_ path: String) -> Result<LoadedDictionary, FileProblem> {
        do {
            let bytes = try FileSystem.readFile(path)
            var file = try DictionaryFileDecoder().decode(bytes, path: path)
            file.info.fileSize = bytes.count
            return .success(LoadedDictionary(file))
        } catch {
            return .failure(error)
        }
    }
}

/// Results written from concurrent workers, each into its own slot.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Result<Value, FileProblem>?]
    private let lock = DispatchQueue(label: "sozluk.load-results")

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, FileProblem>) {
        lock.sync { storage[index] = value }
    }

    var values: [Result<Value, FileProblem>] {
        lock.sync { storage.map { $0! } }
    }
}
