/// Fitting text into a number of terminal columns.
public enum TextLayout {
    public static let ellipsis: Character = "…"

    /// The text cut to `width` columns, ending in an ellipsis when something was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        result.append(ellipsis)
        return result
    }

    /// Word-wraps to lines of at most `width` columns; words longer than a line are split.
    /// Existing line breaks are kept.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(String(paragraph), width: width))
        }
        return lines
    }

    private static func wrapParagraph(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                let (head, rest) = split(word, atWidth: width)
                lines.append(String(head))
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    private static func split(_ word: Substring, atWidth width: Int) -> (Substring, Substring) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let w = DisplayWidth.of(word[index])
            if used + w > width { break }
            used += w
            index = word.index(after: index)
        }
        if index == word.startIndex { index = word.index(after: index) }
        return (word[..<index], word[index...])
    }
}
