import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// The History use case: list the words looked up with their dictionaries, forget some or all.
@MainActor
public final class HistoryInteractor: HistoryInteractorInput {
    private let dictionaries: DictionaryRepository
    private let store: HistoryStore

    public init(dictionaries: DictionaryRepository, store: HistoryStore) {
        self.dictionaries = dictionaries
        self.store = store
    }

    public func history() throws(FileProblem) -> [HistoryItem] {
        try store.history().map { entry in
            let name = dictionaries.info(of: entry.word.dictionaryID)?.name
            let summary = name == nil ? "" :
                dictionaries.entries(for: entry.word.headword, in: entry.word.dictionaryID).first?.senses.first?.definition ?? ""
            return HistoryItem(entry: entry, dictionaryName: name, summary: summary)
        }
    }

    public func remove(_ entry: HistoryEntry) throws(FileProblem) {
        try store.remove(entry.word)
    }

    public func restore(_ entry: HistoryEntry) throws(FileProblem) {
        try store.merge([entry])
    }

    public func clear() throws(FileProblem) {
        try store.clear()
    }
}
