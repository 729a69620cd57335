import Dispatch

/// Dictionaries read from `*.json` files in a list of folders.
public final class JSONDictionaryRepository: DictionaryRepository {
    public let dictionaries: [DictionaryInfo]
    public let problems: [FileProblem]
    public let searchedFolders: [String]
    private let loaded: [String: LoadedDictionary]
    private let engine = SearchEngine()

    /// Loads every dictionary in the folders; earlier folders win when two files share an id.
    public init(folders: [String]) {
        searchedFolders = folders
        var paths: [String] = []
        var problems: [FileProblem] = []
        for folder in folders {
            guard let names = FileSystem.contentsOfDirectory(folder) else { continue }
            paths += names.filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        }
        let results = Self.loadAll(paths)
        var dictionaries: [DictionaryInfo] = []
        var loaded: [String: LoadedDictionary] = [:]
        for result in results {
            switch result {
            case .failure(let problem):
                problems.append(problem)
            case .success(let dictionary):
                if let first = loaded[dictionary.info.id] {
                    problems.append(FileProblem(path: dictionary.info.path,
                                                message: "the id \"\(dictionary.info.id)\" is already used by \(first.info.path); this file is not loaded"))
                    continue
                }
                loaded[dictionary.info.id] = dictionary
                dictionaries.append(dictionary.info)
            }
        }
        self.dictionaries = dictionaries
        self.problems = problems
        self.loaded = loaded
    }

    public func search(_ query: String, in dictionaryID: String, limit: Int) -> SearchResults {
        guard let dictionary = loaded[dictionaryID] else { return .empty }
        return engine.search(query, in: dictionary, limit: limit)
    }

    public func entries(for headword: String, in dictionaryID: String) -> [DictionaryEntry] {
        guard let dictionary = loaded[dictionaryID] else { return [] }
        if let position = dictionary.position(of: headword) {
            return dictionary.entries(atPosition: position)
        }
        let exact = engine.search(headword, in: dictionary, limit: Int.max).hits.filter { $0.kind == .exact }
        return exact.flatMap { hit in dictionary.position(of: hit.headword).map(dictionary.entries(atPosition:)) ?? [] }
    }

    public func neighbours(of headword: String, in dictionaryID: String) -> (previous: String?, next: String?) {
        guard let dictionary = loaded[dictionaryID], let position = dictionary.position(of: headword) else { return (nil, nil) }
        let words = dictionary.headwords
        return (position > 0 ? words[position - 1] : nil, position + 1 < words.count ? words[position + 1] : nil)
    }

    /// Reads and prepares the files in parallel; results keep the order of `paths`.
    private static func loadAll(_ paths: [String]) -> [Result<LoadedDictionary, FileProblem>] {
        let slots = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.set(index, load(paths[index]))
        }
        return slots.values
    }

    private static func load(_ path: String) -> Result<LoadedDictionary, FileProblem> {
        do {
            let bytes = try FileSystem.readFile(path)
            let file = try DictionaryFileDecoder().decode(bytes, path: path)
            return .success(LoadedDictionary(file))
        } catch {
            return .failure(error)
        }
    }
}

/// Results written from concurrent workers, each into its own slot.
private final class ResultSlots: @unchecked Sendable {
    private var storage: [Result<LoadedDictionary, FileProblem>?]
    private let lock = DispatchQueue(label: "sozluk.load-results")

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<LoadedDictionary, FileProblem>) {
        lock.sync { storage[index] = value }
    }

    var values: [Result<LoadedDictionary, FileProblem>] {
        lock.sync { storage.map { $0! } }
    }
}
