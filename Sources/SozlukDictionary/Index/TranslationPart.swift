/// One part of an index of translations: the translations of a run of entries, sorted,
/// before the parts are merged. A big dictionary's index of translations is built part by
/// part, and each part can be kept (`TranslationPartStore`) as soon as it is done.
struct TranslationPart: Equatable, Sendable {
    /// 0-based, of `count`.
    let number: Int
    let count: Int
    /// The entries (in file order) whose definitions the part holds.
    let entries: Range<Int>
}

/// Where the parts of an index of translations are kept while it is built, so that a build
/// cut short (the browser quit a few seconds after opening a big dictionary) leaves the
/// parts it finished to the next start, which builds only the others.
protocol TranslationPartStore: Sendable {
    /// The part as kept for the dictionary as it is now; nil when it was not kept, was kept
    /// for another version of the file or another cut, or is damaged.
    func load(_ part: TranslationPart) -> TranslationPartImage?
    /// Keeps a finished part, and returns it as kept (the memory it was built in can go);
    /// nil when it cannot be kept: it is built again next time.
    func save(_ result: TranslationIndexBuilder.Result, as part: TranslationPart) -> TranslationPartImage?
}
