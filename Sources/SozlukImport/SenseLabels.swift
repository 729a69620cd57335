
/// Short parenthesised notes at the start of a definition, such as "(müz.)" or
/// "(Mar. Law)", which dictionaries use as usage labels.
enum SenseLabels {
    /// "(müz.) la notası" → (["müz."], "la notası"), "[cook.] ginger bread" → (["cook."], ...);
    /// long notes stay in the text.
    static func split(_ text: String, maximumLength: Int = 16) -> ([String], String) {
        var labels: [String] = []
        var rest = Substring(text)
        while let opener = rest.first, opener == "(" || opener == "[", let close = rest.firstIndex(of: opener == "(" ? ")" : "]") {
            let label = rest[rest.index(after: rest.startIndex)..<close].trimmingWhitespace()
            let after = rest[rest.index(after: close)...]
            guard label.count <= maximumLength, after.isEmpty || after.first == " " || after.first == "," else { break }
            if !label.isEmpty { labels.append(label) }
            rest = after.drop { $0 == " " || $0 == "," }
        }
        // A bracketed label may also close the definition: "Abdampfvorwärmer [techn.]".
        while rest.last == "]", let open = rest.lastIndex(of: "["), open > rest.startIndex,
              rest.distance(from: open, to: rest.endIndex) <= maximumLength + 2 {
            labels.append(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)].trimmingWhitespace())
            rest = rest[..<open]
            while rest.last == " " { rest.removeLast() }
        }
        return (labels, String(rest).trimmingWhitespace())
    }
}
