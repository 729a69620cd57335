/// A headword in a particular dictionary: what a favorite stores and what screens pass on.
public struct WordReference: Hashable, Sendable {
    public var dictionaryID: String
    public var headword: String

    public init(dictionaryID: String, headword: String) {
        self.dictionaryID = dictionaryID
        self.headword = headword
    }
}
