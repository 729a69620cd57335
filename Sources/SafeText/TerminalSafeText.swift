/// Makes text from data safe to put on a terminal.
///
/// A dictionary file must not be able to retitle, clear or recolour the user's terminal,
/// so C0/C1 control characters (ESC, BEL, CSI...) never reach it raw; bidirectional
/// overrides are dropped so a line cannot visually swallow its neighbours.
public enum TerminalSafeText {
    public static let replacement: Character = "\u{FFFD}"

    public static func sanitize(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let replacement = replacement(for: character) {
                result.append(contentsOf: replacement)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Text from data made visible for a stream that may be a terminal (the command line's
    /// output and messages): every control character, C0 and C1, DEL and every bidirectional
    /// control is written as an escape a person can read (`\e`, `\n`, `\u{9B}`, `\u{202E}`),
    /// so nothing in a dictionary, a file name or an argument can move the cursor, clear the
    /// screen or retitle the terminal; the rest is kept as it is.
    public static func visible(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// nil when the character is fine as it is.
    public static func replacement(for character: Character) -> String? {
        var clean = true
        for scalar in character.unicodeScalars where isUnsafe(scalar) {
            clean = false
            break
        }
        if clean { return nil }
        if character == "\t" || character == "\n" || character == "\r\n" || character == "\r" { return " " }
        let kept = character.unicodeScalars.filter { !isUnsafe($0) && !isBidiControl($0) }
        let hadControl = character.unicodeScalars.contains { isControl($0) }
        var text = String(String.UnicodeScalarView(kept))
        if hadControl { text.append(replacement) }
        return text
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidiControl(scalar)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v)
    }

    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
