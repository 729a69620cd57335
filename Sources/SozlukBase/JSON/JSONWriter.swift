/// Writes JSON text by hand: the few files sozluk writes are small and their layout is
/// chosen here (one item per line, so they diff well).
public enum JSONWriter {
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // Controls, and the characters that reorder or break lines on a terminal,
                // as \u escapes: the JSON means the same and shows nothing raw.
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `{"a": 1, "b": "x"}` from already encoded values, keys in the given order.
    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quote($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    public static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ", ") + "]"
    }
}
