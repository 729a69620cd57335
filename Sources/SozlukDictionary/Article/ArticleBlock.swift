/// One paragraph of an article; the View chooses indentation and emphasis by kind.
public enum ArticleBlock: Equatable, Sendable {
    /// "1", "2"... when several entries share the headword.
    case homograph(String)
    case pronunciation(String)
    /// A numbered meaning: "1.", "noun", labels like "(music)", the definition.
    case sense(number: String, partOfSpeech: String?, labels: [String], definition: String)
    case example(String)
    /// "Synonyms: big, large".
    case related(label: String, words: [String])
    case notice(String)
    /// The dictionary the articles after it come from, where a language pair's several
    /// dictionaries have the word.
    case source(String)
}
