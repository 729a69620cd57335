/// One article of a dictionary: a headword and what it means.
public struct DictionaryEntry: Equatable, Sendable {
    public var headword: String
    public var pronunciation: String?
    public var senses: [Sense]
    public var synonyms: [String]
    public var seeAlso: [String]
    /// The name of the dictionary it comes from, where a language pair's several dictionaries
    /// answer together; not part of the file format.
    public var source: String? = nil

    public init(headword: String, pronunciation: String? = nil, senses: [Sense], synonyms: [String] = [], seeAlso: [String] = []) {
        self.headword = headword
        self.pronunciation = pronunciation
        self.senses = senses
        self.synonyms = synonyms
        self.seeAlso = seeAlso
    }
}

public struct Sense: Equatable, Sendable {
    public var partOfSpeech: String?
    public var definition: String
    public var examples: [String]
    public var labels: [String]

    public init(partOfSpeech: String? = nil, definition: String, examples: [String] = [], labels: [String] = []) {
        self.partOfSpeech = partOfSpeech
        self.definition = definition
        self.examples = examples
        self.labels = labels
    }
}
