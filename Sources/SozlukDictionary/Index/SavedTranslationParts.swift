import Glibc
import SozlukBase

/// The parts of a dictionary's index of translations kept in the cache while it is built,
/// beside its index: `NAME.translations-N-of-COUNT`, each a `TranslationPartImage` that says
/// which file (its identity when the part was built) and which entries it was made from. A
/// part that does not match in every way is not used. The parts go once the whole index is
/// saved (`IndexStore.removeParts`).
struct SavedTranslationParts: TranslationPartStore {
    let store: IndexStore
    /// The dictionary's cache name, the parts' common start.
    let name: String
    let source: [UInt64]
    /// Whether parts built now are kept too, or only those kept already used (a command
    /// building the whole index at once).
    let keepsNewParts: Bool

    init(store: IndexStore, dictionaryPath: String, source: FileStamp, keepsNewParts: Bool = true) {
        self.store = store
        name = FileSystem.cacheName(of: dictionaryPath)
        self.source = source.words
        self.keepsNewParts = keepsNewParts
    }

    func path(of part: TranslationPart) -> String {
        store.folder + "/" + name + IndexStore.translationPartInfix + "\(part.number)-of-\(part.count)"
    }

    func save(_ result: TranslationIndexBuilder.Result, as part: TranslationPart) -> TranslationPartImage? {
        guard keepsNewParts else { return nil }
        let image = TranslationPartImage(result, part: part, source: source)
        guard (try? FileSystem.replaceCacheFile(image.memory.bytes, at: path(of: part))) != nil else { return nil }
        return load(part)
    }

    func load(_ part: TranslationPart) -> TranslationPartImage? {
        guard let memory = MappedMemory(mapping: path(of: part)) else { return nil }
        return TranslationPartImage(validating: memory, part: part, source: source)
    }
}
