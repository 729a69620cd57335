import Dispatch

/// The dictionaries searched with a dictionary: those installed the other way round
/// (`SearchEngine.companions`), found by language and indexed after it.
extension JSONDictionaryRepository {
    /// The dictionaries from the dictionary's target language into its source language
    /// (Turkish → English for English → Turkish), in the order found, searched with it
    /// (`SearchEngine.companions`).
    func companionInfos(of info: DictionaryInfo) -> [DictionaryInfo] {
        searchesCompanions ? catalog.filter { $0.translatesBack(info) && !$0.isSecondary } : []
    }

    /// The companions, indexed: in the browser only those `load` has indexed, so that no
    /// keystroke waits for one; for a command, indexed now if need be.
    func companions(of dictionaryID: String, policy: IndexingPolicy) -> [IndexedDictionary] {
        guard let info = catalog.first(where: { $0.id == dictionaryID }) else { return [] }
        return companionInfos(of: info).compactMap { companion in
            guard !policy.waitsForCompanions else { return dictionary(companion.id, policy: policy) }
            return lock.sync { ready[companion.id] }.flatMap { $0.isStale ? nil : $0 }
        }
    }

    /// Indexes the dictionary's companions in the background, after its own translations, whose
    /// build takes both cores (deu-eng's took half as long again with eng-deu built beside it);
    /// and, in the browser, the other dictionaries of its direction, which a query it answers
    /// poorly is looked up in (`dictionaries(withHeadword:besides:loadedOnly:)`).
    func indexCompanions(of info: DictionaryInfo, policy: IndexingPolicy) {
        let companions = DispatchGroup()
        let infos = companionInfos(of: info) + (policy.indexesTheSameDirection ? catalog.filter { $0.goesTheSameWay(as: info) } : [])
        if !infos.isEmpty {
            companions.enter()
            let indexCompanions = { @Sendable in
                for companion in infos {
                    DispatchQueue.global(qos: .utility).async(group: companions) { self.loadIndex(companion.id, policy: policy, progress: { _ in }) }
                }
                companions.leave()
            }
            if let translations = lock.sync({ indexingTranslations[info.id] }) {
                translations.notify(queue: .global(qos: .utility), execute: indexCompanions)
            } else {
                indexCompanions()
            }
        }
        lock.sync { indexingCompanions[info.id] = companions }
    }

    public func whenCompanionsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) {
        guard let pending = lock.sync({ indexingCompanions[dictionaryID] }) else { return body() }
        pending.notify(queue: .global(qos: .default), execute: body)
    }
}
