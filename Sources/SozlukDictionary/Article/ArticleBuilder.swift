/// Turns entries into the paragraphs of an article, in reading order.
public enum ArticleBuilder {
    public static func blocks(for entries: [DictionaryEntry]) -> [ArticleBlock] {
        blocks(for: entries, marking: nil).blocks
    }

    /// The paragraphs, and which of them is the sense (or its example line) at `location`.
    public static func blocks(for entries: [DictionaryEntry], marking location: SenseLocation?) -> (blocks: [ArticleBlock], marked: Int?) {
        var blocks: [ArticleBlock] = []
        var marked: Int?
        let namesSources = namesSources(of: entries)
        for (index, entry) in entries.enumerated() {
            if namesSources, let source = entry.source, index == 0 || entries[index - 1].source != source { blocks.append(.source(source)) }
            if entries.count > 1 { blocks.append(.homograph("\(index + 1)")) }
            if let pronunciation = entry.pronunciation, !pronunciation.isEmpty {
                blocks.append(.pronunciation(pronunciation))
            }
            for (number, sense) in entry.senses.enumerated() {
                if let location, location.entry == index, location.sense == number {
                    let example = location.example.flatMap(sense.examples.firstIndex(of:))
                    marked = blocks.count + 1 + (example ?? -1)
                }
                blocks.append(.sense(number: entry.senses.count > 1 ? "\(number + 1)." : "", partOfSpeech: sense.partOfSpeech,
                                     labels: sense.labels, definition: sense.definition))
                blocks += sense.examples.map { .example($0) }
            }
            if !entry.synonyms.isEmpty { blocks.append(.related(label: "Synonyms", words: entry.synonyms)) }
            if !entry.seeAlso.isEmpty { blocks.append(.related(label: "See also", words: entry.seeAlso)) }
        }
        return (blocks, marked)
    }

    /// Whether the entries come from several dictionaries of a language pair: each one's
    /// articles then go under its name.
    public static func namesSources(of entries: [DictionaryEntry]) -> Bool {
        Set(entries.compactMap(\.source)).count > 1
    }
}
