/// A sense as one line of text: "noun. [bot.] the fruit of the apple tree".
public enum SenseText {
    public static func line(partOfSpeech: String?, labels: [String], definition: String) -> String {
        var text = ""
        if let partOfSpeech, !partOfSpeech.isEmpty { text += partOfSpeech + ". " }
        if !labels.isEmpty { text += labels.map { "[\($0)]" }.joined(separator: " ") + " " }
        return text + definition
    }

    /// The senses of entries as lines, numbered when there are several: what an export's
    /// back of the card and a flashcard's answer show.
    public static func numberedLines(of entries: [DictionaryEntry]) -> [String] {
        let senses = entries.flatMap(\.senses)
        return senses.enumerated().map { index, sense in
            let text = line(partOfSpeech: sense.partOfSpeech, labels: sense.labels, definition: sense.definition)
            return senses.count > 1 ? "\(index + 1). \(text)" : text
        }
    }
}
