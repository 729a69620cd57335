/// A whole dictionary as read from its file.
public struct DictionaryFile: Sendable {
    public var info: DictionaryInfo
    public var entries: [DictionaryEntry]

    public init(info: DictionaryInfo, entries: [DictionaryEntry]) {
        self.info = info
        self.entries = entries
    }
}
