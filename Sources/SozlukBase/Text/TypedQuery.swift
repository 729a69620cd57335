/// A query as a person means it, whatever the keyboard or the clipboard added: white space
/// around it dropped and each run inside it one space, so `house␠` (the moment "house arrest"
/// is being typed) and a pasted ` house` are house, and `ice  cream` is ice cream.
public enum TypedQuery {
    public static func normalized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.unicodeScalars.append(" ") }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Whether the query needs no normalizing: the common case, checked without allocating.
    public static func isNormalized(_ text: String) -> Bool {
        var previousIsSpace = true
        for scalar in text.unicodeScalars {
            let isSpace = scalar.properties.isWhitespace
            if isSpace && (previousIsSpace || scalar != " ") { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace || text.isEmpty
    }
}
