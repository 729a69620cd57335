
/// Turns the markup StarDict articles use (HTML, XDXF, Pango) into plain lines of text:
/// line-breaking tags become line breaks, other tags vanish, entities are decoded.
enum MarkupText {
    static func plainLines(_ markup: String) -> [String] {
        var text = ""
        var index = markup.startIndex
        while index < markup.endIndex {
            let character = markup[index]
            if character == "<", let close = markup[index...].firstIndex(of: ">") {
                let tag = markup[markup.index(after: index)..<close].lowercased()
                let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if Self.lineBreakingTags.contains(String(name)) { text.append("\n") }
                // XDXF repeats the headword in <k>; the entry has it already.
                if name == "k" && !tag.hasPrefix("/"), let end = markup[close...].firstRange(of: "</k>") {
                    index = end.upperBound
                    continue
                }
                index = markup.index(after: close)
                continue
            }
            if character == "&", let semicolon = markup[index...].prefix(10).firstIndex(of: ";"),
               let decoded = decodeEntity(String(markup[markup.index(after: index)..<semicolon])) {
                text.append(decoded)
                index = markup.index(after: semicolon)
                continue
            }
            text.append(character)
            index = markup.index(after: index)
        }
        return text.split(separator: "\n").map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }.filter { !$0.isEmpty }
    }

    /// Splits markup at horizontal rules (`<hr>`, `<hr/>`), which separate homographs.
    static func splitAtRules(_ markup: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(markup)
        while let open = rest.firstRange(of: "<hr"), let close = rest[open.upperBound...].firstIndex(of: ">") {
            parts.append(String(rest[..<open.lowerBound]))
            rest = rest[rest.index(after: close)...]
        }
        parts.append(String(rest))
        return parts.filter { !plainLines($0).isEmpty }
    }

    private static let lineBreakingTags: Set<String> = ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "def", "blockquote", "ex"]

    private static func decodeEntity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
