/// The words of a running text, as a reader meets them: runs of letters, an apostrophe
/// inside a word kept (İstanbul'dan, don't), numbers, punctuation and spaces between them.
public enum TextWords {
    /// The longest run of letters taken for a word: a line of letters with no space is no word.
    static let longestWord = 64

    public static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character.isLetter {
                current.append(character)
                continue
            }
            // An apostrophe between letters belongs to the word (İstanbul'dan).
            if (character == "'" || character == "’"), !current.isEmpty, index + 1 < characters.count, characters[index + 1].isLetter {
                current.append("'")
                continue
            }
            if !current.isEmpty, current.count <= longestWord { words.append(current) }
            current = ""
        }
        if !current.isEmpty, current.count <= longestWord { words.append(current) }
        return words
    }
}
