import SozlukCore

/// A command's options as its help lists them, from its table: the names and the value's
/// placeholder in a column, what the option does beside them, wrapped to the terminal's
/// usual 80 columns, in the language of the help.
enum OptionHelp {
    /// Where the descriptions start.
    static let column = 24
    static let width = 80

    static func lines(_ options: [CommandOption], _ text: Localizer) -> String {
        options.map { line(for: $0, text) }.joined()
    }

    private static func line(for option: CommandOption, _ text: Localizer) -> String {
        let label = "  " + option.names.joined(separator: ", ") + (option.value.map { " " + placeholder($0, text) } ?? "")
        let help = (option.context.map { "(\($0)) " } ?? "") + description(of: option, text)
        let words = help.split(separator: " ").map(String.init)
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty, column + current.count + 1 + word.count > width {
                lines.append(current)
                current = word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        let indent = String(repeating: " ", count: column)
        // A label too wide for its column has its description start on the next line.
        let first: String
        if label.count < column - 1 {
            first = label + String(repeating: " ", count: column - label.count) + (lines.first ?? "") + "\n"
        } else {
            first = label + "\n" + (lines.first.map { indent + $0 + "\n" } ?? "")
        }
        return first + lines.dropFirst().map { indent + $0 + "\n" }.joined()
    }

    /// What the option does, in the help's language.
    static func description(of option: CommandOption, _ text: Localizer) -> String {
        text.language == .turkish ? TurkishText.optionHelp[option.help] ?? option.help : option.help
    }

    /// A value's placeholder in the help's language (FILE: DOSYA); choices (anki|csv|json)
    /// and codes (ID, N) as they are.
    static func placeholder(_ value: String, _ text: Localizer) -> String {
        guard text.language == .turkish else { return value }
        return value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).enumerated().map { index, part in
            index == 0 ? TurkishText.placeholders[String(part)] ?? String(part) : String(part)
        }.joined(separator: ".")
    }
}
