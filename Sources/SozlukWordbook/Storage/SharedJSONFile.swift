import SozlukBase
import SozlukDictionary

/// A JSON file of the user's (favorites, history, review progress) that several sozluk
/// instances may change at once.
///
/// Every change re-reads the file under a lock and writes it atomically, so changes made
/// by another instance in the meantime are kept. A broken file is never overwritten: it is
/// moved aside under a name with the time, reported once with where the problem is and
/// where the file went, and a new one is started.
public final class SharedJSONFile<Value: Equatable> {
    public let path: String
    private let empty: Value
    /// Reads the file's one top-level value; the reader is at its start.
    private let decode: (JSONReader) throws -> Value
    private let encode: (Value) -> String
    private let clock: () -> Int64
    private let pause: PauseHook?
    private var cache: (stamp: FileStamp, value: Value)?

    /// - Parameters:
    ///   - empty: the value of a missing or blank file.
    ///   - clock: names the copy of a broken file.
    ///   - pause: where a test holds a write open.
    public init(path: String, empty: Value, clock: @escaping () -> Int64, pause: PauseHook?,
                decode: @escaping (JSONReader) throws -> Value, encode: @escaping (Value) -> String) {
        self.path = path
        self.empty = empty
        self.decode = decode
        self.encode = encode
        self.clock = clock
        self.pause = pause
    }

    /// The value as read last time when the file has not changed since (a long list is not
    /// parsed again for every look); else the file as it is now.
    public func read() throws(FileProblem) -> Value {
        try current(holdingLock: false)
    }

    /// One read-change-write under the lock: `body` sees the file as it is now, so another
    /// instance's change in between is never undone. Nothing is written when `body` leaves
    /// the value as it was.
    @discardableResult
    public func change<Result>(_ body: (inout Value) throws(FileProblem) -> Result) throws(FileProblem) -> Result {
        try FileLock.withLock(beside: path) { () throws(FileProblem) -> Result in
            var value = try current(holdingLock: true)
            let before = value
            let result = try body(&value)
            if value != before {
                try FileSystem.writeAtomically(Array(encode(value).utf8), to: path, pause: pause)
                cache = (FileStamp(path: path), value)
            }
            return result
        }
    }

    private func current(holdingLock: Bool) throws(FileProblem) -> Value {
        let stamp = FileStamp(path: path)
        if let cache, cache.stamp == stamp { return cache.value }
        let value = try readFile(holdingLock: holdingLock)
        cache = (stamp, value)
        return value
    }

    /// `holdingLock`: the caller has the lock already (taking it twice would wait forever).
    private func readFile(holdingLock: Bool) throws(FileProblem) -> Value {
        guard FileSystem.exists(path) else { return empty }
        let bytes = try FileSystem.readFile(path)
        let problem: FileProblem
        do {
            return try parse(bytes)
        } catch let error as JSONSyntaxError {
            problem = error.problem(path: path, bytes: bytes)
        } catch {
            problem = FileProblem(path: path, message: "\(error)")
        }
        let moveAside = { () throws(FileProblem) in
            // Another instance may have written a sound file meanwhile: only this version goes.
            guard (try? FileSystem.readFile(self.path)) == bytes else { return }
            let aside = try FileSystem.moveAside(self.path, suffix: ".broken-" + Timestamp.format(self.clock()).filter { $0 != ":" })
            throw problem.adding("; the file was moved to {1} and a new list started", aside)
        }
        if holdingLock {
            try moveAside()
        } else {
            try FileLock.withLock(beside: path, moveAside)
        }
        return try readFile(holdingLock: holdingLock)
    }

    private func parse(_ bytes: [UInt8]) throws -> Value {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return empty }
        let reader = JSONReader(bytes: bytes)
        let value = try decode(reader)
        try reader.expectEnd()
        return value
    }
}

extension SharedJSONFile {
    /// A file holding a JSON list of words, one element a line so a diff of it reads well.
    /// A word listed twice (a file edited by hand) counts once, the first time.
    public static func wordList<Element>(path: String, clock: @escaping () -> Int64, pause: PauseHook?, notAList: String,
                                         word: @escaping (Element) -> WordReference,
                                         element: @escaping (JSONReader) throws -> Element,
                                         line: @escaping (Element) -> String) -> SharedJSONFile<[Element]> where Value == [Element] {
        SharedJSONFile(path: path, empty: [], clock: clock, pause: pause, decode: { reader in
            guard try reader.peekKind() == .array else { throw reader.error(notAList) }
            var elements: [Element] = []
            var seen: Set<WordReference> = []
            try reader.readArray {
                let element = try element(reader)
                if seen.insert(word(element)).inserted { elements.append(element) }
            }
            return elements
        }, encode: { elements in
            elements.isEmpty ? "[]\n" : "[\n" + elements.map { "  " + line($0) }.joined(separator: ",\n") + "\n]\n"
        })
    }
}
