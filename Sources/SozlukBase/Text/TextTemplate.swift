/// A text with places for arguments: `{1}` is the first. Texts of the interface are written
/// so (see `Localizer`), letting a translation put the arguments in another order.
public enum TextTemplate {
    /// `{1}` is the first argument; a brace not followed by a known number stays as it is.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let number = Int(digits), (1...arguments.count).contains(number) {
                result += arguments[number - 1]
                rest = after.dropFirst(digits.count + 1)
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
