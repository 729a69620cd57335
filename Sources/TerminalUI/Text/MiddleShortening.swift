/// Fits a line to a width by taking characters out of its middle, not its end: a message
/// whose useful part comes last ("Exported 3 favorites to …/sozluk-favorites-anki.txt (in
/// Anki: File › Import)") keeps it. A path is shortened first, keeping its file name.
public enum MiddleShortening {
    public static func fit(_ text: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 1 else { return width == 1 ? String(TextLayout.ellipsis) : "" }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let excess = DisplayWidth.of(text) - width
        // The longest path loses its folders first: they matter least, its name most.
        if let index = words.indices.filter({ words[$0].contains("/") }).max(by: { DisplayWidth.of(words[$0]) < DisplayWidth.of(words[$1]) }) {
            words[index] = shortenPath(words[index], by: excess)
            let shortened = words.joined(separator: " ")
            if DisplayWidth.of(shortened) <= width { return shortened }
            return cutMiddle(shortened, toWidth: width)
        }
        return cutMiddle(text, toWidth: width)
    }

    /// `/home/ayse/Documents/sozluk-favorites.txt` by 14 → `…/Documents/sozluk-favorites.txt`
    /// or, when that is not enough, `…/sozluk-favorites.txt` and then the name cut in its middle.
    static func shortenPath(_ path: String, by excess: Int) -> String {
        let target = max(2, DisplayWidth.of(path) - excess)
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1 {
            let candidate = "…/" + parts.dropFirst().joined(separator: "/")
            if DisplayWidth.of(candidate) <= target { return candidate }
            parts.removeFirst()
        }
        return cutMiddle("…/" + (parts.first ?? ""), toWidth: target)
    }

    /// The start and the end of the text, an ellipsis between, `width` columns in all.
    static func cutMiddle(_ text: String, toWidth width: Int) -> String {
        let characters = Array(text)
        let room = width - 1
        var head = 0, tail = 0
        var headWidth = 0, tailWidth = 0
        // Take from the end first: it is what a cut at the end would lose.
        while head + tail < characters.count {
            let fromEnd = characters[characters.count - 1 - tail]
            if tailWidth <= headWidth, tailWidth + DisplayWidth.of(fromEnd) + headWidth <= room {
                tailWidth += DisplayWidth.of(fromEnd)
                tail += 1
                continue
            }
            let fromStart = characters[head]
            guard headWidth + DisplayWidth.of(fromStart) + tailWidth <= room else { break }
            headWidth += DisplayWidth.of(fromStart)
            head += 1
        }
        return String(characters[..<head]) + String(TextLayout.ellipsis) + String(characters[(characters.count - tail)...])
    }
}
