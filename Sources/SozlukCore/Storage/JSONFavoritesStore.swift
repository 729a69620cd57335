import Glibc

/// Favorites in a JSON file: `[{"dictionary": ID, "headword": WORD, "added": ISO-8601}, ...]`.
///
/// Every change re-reads the file under a lock and writes it atomically, so changes made
/// by another sozluk instance in the meantime are kept. A broken file is never overwritten:
/// it is moved aside.
public final class JSONFavoritesStore: FavoritesStore {
    public let path: String
    private let clock: () -> Int64
    private let pause: PauseHook?
    private var cache: (stamp: FileStamp, favorites: [Favorite])?

    public init(path: String, clock: @escaping () -> Int64 = Timestamp.now, pause: PauseHook? = nil) {
        self.path = path
        self.clock = clock
        self.pause = pause
    }

    public func favorites() throws(FileProblem) -> [Favorite] {
        try current(holdingLock: false)
    }

    /// The list as read last time when the file has not changed since (a long list is not
    /// parsed again for every look or every star); else the file as it is now.
    private func current(holdingLock: Bool) throws(FileProblem) -> [Favorite] {
        let stamp = FileStamp(path: path)
        if let cache, cache.stamp == stamp { return cache.favorites }
        let favorites = try read(holdingLock: holdingLock)
        cache = (stamp, favorites)
        return favorites
    }

    public func setFavorite(_ word: WordReference, _ isFavorite: Bool) throws(FileProblem) {
        try change(word) { _ in isFavorite }
    }

    public func toggle(_ word: WordReference) throws(FileProblem) -> Bool {
        try change(word) { present in !present }
    }

    /// One read-change-write under the lock: whether the word should be starred is decided
    /// from the file as it is now, so another instance's change in between is never undone.
    @discardableResult
    private func change(_ word: WordReference, to decide: (_ present: Bool) -> Bool) throws(FileProblem) -> Bool {
        try FileLock.withLock(beside: path) { () throws(FileProblem) -> Bool in
            var favorites = try current(holdingLock: true)
            let present = favorites.contains { $0.word == word }
            let wanted = decide(present)
            if wanted == present { return wanted }
            if wanted {
                favorites.append(Favorite(word: word, addedAt: clock()))
            } else {
                favorites.removeAll { $0.word == word }
            }
            try FileSystem.writeAtomically(Array(encode(favorites).utf8), to: path, pause: pause)
            cache = (FileStamp(path: path), favorites)
            return wanted
        }
    }

    /// The favorites in the file. A file that is not a favorites list (edited by hand, say)
    /// is moved aside under a name with the time, reported once with where the problem is
    /// and where the file went, and a new list is started: nothing is lost or overwritten.
    /// `holdingLock`: the caller has the lock already (taking it twice would wait forever).
    private func read(holdingLock: Bool = false) throws(FileProblem) -> [Favorite] {
        guard FileSystem.exists(path) else { return [] }
        let bytes = try FileSystem.readFile(path)
        let problem: FileProblem
        do {
            return try decode(bytes)
        } catch let error as JSONSyntaxError {
            problem = error.problem(path: path, bytes: bytes)
        } catch {
            problem = FileProblem(path: path, message: "\(error)")
        }
        let moveAside = { () throws(FileProblem) in
            // Another instance may have written a sound file meanwhile: only this version goes.
            guard (try? FileSystem.readFile(self.path)) == bytes else { return }
            let aside = try FileSystem.moveAside(self.path, suffix: ".broken-" + Timestamp.format(self.clock()).filter { $0 != ":" })
            var moved = problem
            moved.message += "; the file was moved to \(aside) and a new list started"
            throw moved
        }
        if holdingLock {
            try moveAside()
        } else {
            try FileLock.withLock(beside: path, moveAside)
        }
        return try read(holdingLock: holdingLock)
    }

    private func decode(_ bytes: [UInt8]) throws -> [Favorite] {
        let reader = JSONReader(bytes: bytes)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [] }
        guard try reader.peekKind() == .array else { throw reader.error("expected a list of favorites") }
        var favorites: [Favorite] = []
        var seen: Set<WordReference> = [] // a word listed twice counts once
        try reader.readArray {
            let start = reader.valueOffset()
            guard try reader.peekKind() == .object else { throw reader.error("expected {\"dictionary\": ..., \"headword\": ...}") }
            var dictionary: String?
            var headword: String?
            var added: Int64 = 0
            try reader.readObject { key in
                switch key {
                case "dictionary": dictionary = try reader.readString()
                case "headword": headword = try reader.readString()
                case "added":
                    let at = reader.valueOffset()
                    let text = try reader.readString()
                    guard let time = Timestamp.parse(text) else {
                        throw reader.error("\"added\" must be a UTC time like 2026-01-31T12:00:00Z", at: at)
                    }
                    added = time
                default: try reader.skipValue()
                }
            }
            guard let dictionary, let headword else {
                throw reader.error("a favorite needs \"dictionary\" and \"headword\"", at: start)
            }
            let word = WordReference(dictionaryID: dictionary, headword: headword)
            if seen.insert(word).inserted {
                favorites.append(Favorite(word: word, addedAt: added))
            }
        }
        try reader.expectEnd()
        return favorites
    }

    private func encode(_ favorites: [Favorite]) -> String {
        let lines = favorites.map { favorite in
            "  " + JSONWriter.object([
                ("dictionary", JSONWriter.quote(favorite.word.dictionaryID)),
                ("headword", JSONWriter.quote(favorite.word.headword)),
                ("added", JSONWriter.quote(Timestamp.format(favorite.addedAt))),
            ])
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }
}
