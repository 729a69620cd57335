/// What is known about a dictionary apart from its entries.
public struct DictionaryInfo: Equatable, Sendable {
    public var id: String
    public var name: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public var description: String?
    public var license: String?
    public var attribution: String?
    /// 0 until the entries have been read (dictionaries load when first used).
    public var entryCount: Int
    /// The file it was read from, and its size in bytes.
    public var path: String
    public var fileSize: Int = 0
    /// Made to widen its language pair's words rather than to answer first (a dictionary
    /// made from a word net's loose links): searched after the others of its pair, never as a
    /// companion of the dictionaries the other way round.
    public var isSecondary = false

    public init(id: String, name: String, sourceLanguage: String, targetLanguage: String,
                description: String? = nil, license: String? = nil, attribution: String? = nil,
                entryCount: Int = 0, path: String = "") {
        self.id = id
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.description = description
        self.license = license
        self.attribution = attribution
        self.entryCount = entryCount
        self.path = path
    }
}
