import Dispatch
import Foundation
import Glibc
@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// Dictionaries and their indexes changed, truncated or deleted while sozluk has them open,
/// and things in the dictionary folders that are not files: a clear answer every time,
/// never a crash, a hang, or another entry's text shown as this one's.
@Suite struct ChangingFilesTests {
    let dictionaries = TemporaryDirectory()
    let cache = TemporaryDirectory()

    /// Over 64 KB, so it gets an index file of its own in the cache.
    func big(definition: String = "meaning") -> String {
        Fixtures.dictionaryJSON(id: "big", name: "Big", entries: (0..<3000).map { ("word\($0)", "\(definition) \($0) of a long enough definition") })
    }

    func open() -> DictionarySearchService {
        DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path)
    }

    func indexPath() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".index") }
        return cache.path + "/" + (try #require(names.first))
    }

    func definitions(_ word: String, in repository: DictionarySearchService) -> [String] {
        repository.entries(for: word, in: "big").flatMap { $0.senses.map(\.definition) }
    }

    @Test func anIndexTruncatedUnderneathIsOpenedAgainNotACrash() throws {
        dictionaries.write("big.json", big())
        _ = open().search("word1", in: "big", limit: 1) // builds and saves the index
        let repository = open() // maps the saved index
        repository.load("big")
        #expect(repository.search("word2999", in: "big", limit: 1).hits.first?.headword == "word2999")
        // Someone truncates the mapped file: its pages are gone (a plain map would die of SIGBUS).
        #expect(truncate(try indexPath(), 100) == 0)
        #expect(repository.search("word2998", in: "big", limit: 1).hits.first?.headword == "word2998")
        #expect(definitions("word2997", in: repository) == ["meaning 2997 of a long enough definition"])
    }

    @Test func anIndexOverwrittenUnderneathNeverShowsAnotherEntry() throws {
        dictionaries.write("big.json", big())
        _ = open().search("word1", in: "big", limit: 1)
        let repository = open()
        #expect(definitions("word10", in: repository) == ["meaning 10 of a long enough definition"])
        // Noise over the whole index, in place: whatever is read, no entry passes for another.
        let path = try indexPath()
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let fd = Glibc.open(path, O_WRONLY)
        var noise = [UInt8](repeating: 0xA5, count: size)
        for index in stride(from: 0, to: size, by: 7) { noise[index] = UInt8(truncatingIfNeeded: index) }
        _ = noise.withUnsafeBytes { pwrite(fd, $0.baseAddress, size, 0) }
        close(fd)
        for word in ["word10", "word11", "word2500"] {
            let found = repository.entries(for: word, in: "big")
            #expect(found.allSatisfy { $0.headword == word }, "\(word): \(found.map(\.headword))")
        }
    }

    @Test func aDictionaryRewrittenInPlaceIsReadAgainNotThroughItsOldIndex() throws {
        let path = dictionaries.write("big.json", big())
        let repository = open()
        #expect(definitions("word7", in: repository) == ["meaning 7 of a long enough definition"])
        // Rewritten in place (same file, not a new one renamed over it), entries shifted.
        let fd = Glibc.open(path, O_WRONLY | O_TRUNC)
        let text = Array(big(definition: "sense").utf8)
        _ = text.withUnsafeBytes { write(fd, $0.baseAddress, text.count) }
        close(fd)
        #expect(definitions("word7", in: repository) == ["sense 7 of a long enough definition"])
        #expect(repository.search("word123", in: "big", limit: 1).hits.first?.summary == "sense 123 of a long enough definition")
    }

    @Test func aDictionaryTruncatedUnderneathShowsNothingWrong() throws {
        let path = dictionaries.write("big.json", big())
        let repository = open()
        #expect(definitions("word2900", in: repository).count == 1)
        #expect(truncate(path, 1000) == 0)
        // The file is now broken: the word is not shown, the problem is.
        #expect(definitions("word2900", in: repository).isEmpty)
        #expect(repository.problems.contains { $0.path == path })
    }

    /// An editor saving in place while sozluk indexes the file: the map being indexed shrinks
    /// underneath (past the new end it reads as zeros), and the file is indexed again as it is.
    @Test(.timeLimit(.minutes(1))) func aDictionaryRewrittenShorterWhileBeingIndexedIsIndexedAsItIsNow() throws {
        let path = dictionaries.write("big.json", big())
        let gate = BuildGate(holding: true)
        let repository = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, observer: gate)
        let loaded = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            repository.load("big")
            loaded.signal()
        }
        try gate.waitForEvent() // mapped, held before it is indexed
        let fd = Glibc.open(path, O_WRONLY | O_TRUNC)
        let text = Array(Fixtures.dictionaryJSON(id: "big", name: "Big", entries: [("word1", "rewritten"), ("word2", "also rewritten")]).utf8)
        #expect(text.withUnsafeBytes { write(fd, $0.baseAddress, text.count) } == text.count)
        close(fd)
        gate.release()
        loaded.wait()
        #expect(gate.buildCount == 2, "indexed again once the truncation was seen")
        #expect(repository.problems.isEmpty)
        #expect(repository.search("word", in: "big", limit: 5).hits.map(\.headword) == ["word1", "word2"])
        #expect(definitions("word1", in: repository) == ["rewritten"])
    }

    @Test func aDictionaryDeletedWhileOpenIsStillReadFromTheOpenFile() throws {
        let path = dictionaries.write("big.json", big())
        let repository = open()
        repository.load("big")
        #expect(unlink(path) == 0)
        #expect(definitions("word42", in: repository) == ["meaning 42 of a long enough definition"])
    }

    @Test(.timeLimit(.minutes(1))) func thingsThatAreNotFilesAreRefusedByWhatTheyAreWithoutHanging() throws {
        dictionaries.write("good.json", Fixtures.dictionaryJSON(id: "good", name: "Good", entries: [("kitap", "book")]))
        #expect(mkfifo(dictionaries.path + "/fifo.json", 0o644) == 0)
        #expect(mkdir(dictionaries.path + "/folder.json", 0o755) == 0)
        #expect(symlink("loop.json", dictionaries.path + "/loop.json") == 0)
        #expect(symlink("/dev/null", dictionaries.path + "/device.json") == 0)
        let sparse = Glibc.open(dictionaries.path + "/sparse.json", O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(sparse, 3 << 30) == 0)
        close(sparse)
        let repository = open()
        #expect(repository.dictionaries.map(\.id) == ["good"])
        let messages = Dictionary(uniqueKeysWithValues: repository.problems.map { (String($0.path.split(separator: "/").last!), $0.message) })
        #expect(messages["fifo.json"] == "is a named pipe (FIFO), not a file; sozluk reads only regular files")
        #expect(messages["folder.json"] == "is a folder, not a file")
        #expect(messages["loop.json"] == "cannot open: Too many levels of symbolic links")
        #expect(messages["device.json"] == "is a device, not a file; sozluk reads only regular files")
        #expect(messages["sparse.json"]?.hasPrefix("is 3.2 GB; sozluk reads files of up to 1 GB") == true, "\(messages)")
        #expect(repository.search("kitap", in: "good", limit: 1).hits.first?.headword == "kitap")
    }

    /// Three sozluk instances meet the same unindexed dictionary at once: each build is held
    /// until all three have started, so they really overlap; each answers, and one sound
    /// index is left.
    @Test(.timeLimit(.minutes(2))) func threeInstancesBuildingOneIndexAtOnceAllAnswer() throws {
        dictionaries.write("big.json", big())
        let gates = (0..<3).map { _ in BuildGate(holding: true) }
        let repositories = gates.map { DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, observer: $0) }
        let answers = Answers(count: 3)
        let callers = Callers()
        for (number, repository) in repositories.enumerated() {
            callers.start { answers.set(number, repository.search("word\(number)", in: "big", limit: 1).hits.first?.headword) }
        }
        for gate in gates { try gate.waitForEvent() }
        for gate in gates { gate.release() }
        callers.waitForAll()
        #expect(answers.values == ["word0", "word1", "word2"])
        let later = open()
        later.load("big")
        #expect(later.isLoaded("big"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".index") }.count == 1)
        #expect(later.search("word2999", in: "big", limit: 1).hits.first?.headword == "word2999")
    }
}

/// Answers written by several threads, each in its own slot.
final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: String?) { lock.withLock { slots[index] = value } }
    var values: [String?] { lock.withLock { slots } }
}
