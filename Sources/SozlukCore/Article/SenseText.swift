/// A sense as one line of text: "noun. [bot.] the fruit of the apple tree".
public enum SenseText {
    public static func line(partOfSpeech: String?, labels: [String], definition: String) -> String {
        var text = ""
        if let partOfSpeech, !partOfSpeech.isEmpty { text += partOfSpeech + ". " }
        if !labels.isEmpty { text += labels.map { "[\($0)]" }.joined(separator: " ") + " " }
        return text + definition
    }
}
