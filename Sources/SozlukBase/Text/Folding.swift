/// The search key of a text: case, diacritics and width folded, with Turkish dotted and
/// dotless i treated alike, so "cafe" finds "café", "istanbul" finds "İstanbul" and
/// "isik" finds "ışık" in every dictionary.
public enum Folding {
    public static func fold(_ text: some StringProtocol) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// Folds one character; the pieces of a folded text line up with its characters.
    public static func fold(_ character: Character) -> String {
        var result = ""
        for scalar in character.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        let value = scalar.value
        if value < 0x80 {
            let lower = (0x41...0x5A).contains(value) ? value + 0x20 : value
            result.unicodeScalars.append(Unicode.Scalar(UInt8(lower)))
            return
        }
        switch value {
        case 0x130, 0x131: // İ ı
            result.unicodeScalars.append("i")
            return
        default:
            break
        }
        if let folded = table[value] {
            result.append(folded)
            return
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return // combining accents, zero-width joiners and the like
        default:
            result.append(scalar.properties.lowercaseMapping)
        }
    }

    /// Where the query's folded form first occurs in `text`, as a range of character
    /// offsets into `text`, so a View can highlight the matched characters.
    public static func matchRange(of query: String, in text: String) -> Range<Int>? {
        matchRange(ofFolded: Array(fold(query).unicodeScalars), in: text)
    }

    /// The same, for a query folded once and looked for in many texts.
    public static func matchRange(ofFolded needle: [Unicode.Scalar], in text: String) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= text.unicodeScalars.count * 3 else { return nil }
        var folded: [Unicode.Scalar] = []
        var owner: [Int] = [] // for each folded scalar, the index of the character it came from
        for (index, character) in text.enumerated() {
            for scalar in fold(character).unicodeScalars {
                folded.append(scalar)
                owner.append(index)
            }
        }
        guard folded.count >= needle.count else { return nil }
        for start in 0...(folded.count - needle.count) where folded[start] == needle[0] {
            if Array(folded[start..<start + needle.count]) == needle {
                return owner[start]..<(owner[start + needle.count - 1] + 1)
            }
        }
        return nil
    }
}
