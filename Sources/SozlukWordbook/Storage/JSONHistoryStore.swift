import SozlukBase
import SozlukDictionary

/// The history in a JSON file, the most recent first:
/// `[{"dictionary": ID, "headword": WORD, "lookups": N, "first": ISO-8601, "last": ISO-8601}, ...]`,
/// shared safely with other sozluk instances (see `SharedJSONFile`).
///
/// It keeps at most `capacity` words (10,000 by default, about 1 MB): past that, the words
/// looked up longest ago go, so years of use never make each lookup slower to save.
public final class JSONHistoryStore: HistoryStore {
    public static let defaultCapacity = 10_000

    private let file: SharedJSONFile<[HistoryEntry]>
    private let clock: () -> Int64
    private let capacity: Int

    public var path: String { file.path }

    public init(path: String, capacity: Int = defaultCapacity, clock: @escaping () -> Int64 = Timestamp.now, pause: PauseHook? = nil) {
        self.clock = clock
        self.capacity = max(1, capacity)
        file = .wordList(path: path, clock: clock, pause: pause, notAList: "expected a list of words looked up", word: \.word, element: { reader in
            var fields = HistoryFields()
            let word = try reader.readWordRecord { try fields.read($0, from: reader) }
            // A time is always found: 0 stands in for none.
            return fields.entry(of: word, orAt: 0)!
        }, line: { entry in
            JSONWriter.object(entry.word.jsonFields + [
                ("lookups", String(entry.lookups)),
                ("first", JSONWriter.quote(Timestamp.format(entry.firstLookedUp))),
                ("last", JSONWriter.quote(Timestamp.format(entry.lastLookedUp))),
            ])
        })
    }

    public func history() throws(FileProblem) -> [HistoryEntry] {
        HistoryOrder.mostRecent.sorted(try file.read())
    }

    public func recordLookup(of word: WordReference) throws(FileProblem) {
        let now = clock()
        try file.change { entries in
            var entry = HistoryEntry(word: word, lookups: 0, firstLookedUp: now, lastLookedUp: now)
            if let index = entries.firstIndex(where: { $0.word == word }) {
                entry = entries.remove(at: index)
            }
            entry.lookups = HistoryEntry.counting(entry.lookups, plus: 1)
            entry.lastLookedUp = max(entry.lastLookedUp, now)
            entries.insert(entry, at: 0)
            keepWithinCapacity(&entries)
        }
    }

    public func merge(_ imported: [HistoryEntry]) throws(FileProblem) {
        try file.change { entries in
            var positions = Dictionary(entries.enumerated().map { ($0.element.word, $0.offset) }, uniquingKeysWith: { first, _ in first })
            for entry in imported {
                guard let index = positions[entry.word] else {
                    positions[entry.word] = entries.count
                    entries.append(entry)
                    continue
                }
                entries[index].lookups = HistoryEntry.counting(entries[index].lookups, plus: entry.lookups)
                entries[index].firstLookedUp = min(entries[index].firstLookedUp, entry.firstLookedUp)
                entries[index].lastLookedUp = max(entries[index].lastLookedUp, entry.lastLookedUp)
            }
            entries = HistoryOrder.mostRecent.sorted(entries)
            keepWithinCapacity(&entries)
        }
    }

    public func remove(_ word: WordReference) throws(FileProblem) {
        try file.change { entries in entries.removeAll { $0.word == word } }
    }

    public func clear() throws(FileProblem) {
        try file.change { entries in entries.removeAll() }
    }

    /// `entries` is the most recent first: the tail goes.
    private func keepWithinCapacity(_ entries: inout [HistoryEntry]) {
        if entries.count > capacity { entries.removeLast(entries.count - capacity) }
    }
}
