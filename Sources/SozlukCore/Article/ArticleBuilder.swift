/// Turns entries into the paragraphs of an article, in reading order.
public enum ArticleBuilder {
    public static func blocks(for entries: [DictionaryEntry]) -> [ArticleBlock] {
        var blocks: [ArticleBlock] = []
        for (index, entry) in entries.enumerated() {
            if entries.count > 1 { blocks.append(.homograph("\(index + 1)")) }
            if let pronunciation = entry.pronunciation, !pronunciation.isEmpty {
                blocks.append(.pronunciation(pronunciation))
            }
            for (number, sense) in entry.senses.enumerated() {
                blocks.append(.sense(number: entry.senses.count > 1 ? "\(number + 1)." : "", partOfSpeech: sense.partOfSpeech,
                                     labels: sense.labels, definition: sense.definition))
                blocks += sense.examples.map { .example($0) }
            }
            if !entry.synonyms.isEmpty { blocks.append(.related(label: "Synonyms", words: entry.synonyms)) }
            if !entry.seeAlso.isEmpty { blocks.append(.related(label: "See also", words: entry.seeAlso)) }
        }
        return blocks
    }
}
