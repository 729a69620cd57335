import SozlukWordbook

/// A command's options as its help lists them, from its table: the names and the value's
/// placeholder in a column, what the option does beside them, wrapped to the terminal's
/// usual 80 columns, in the language of the help.
enum OptionHelp {
    /// Where the descriptions start.
    static let column = 24
    static var width: Int { HangingColumn.width }

    static func lines(_ options: [CommandOption], _ text: Localizer) -> String {
        options.map { option in
            let label = "  " + option.names.joined(separator: ", ") + (option.value.map { " " + placeholder($0, text) } ?? "")
            let help = (option.context.map { "(\($0)) " } ?? "") + description(of: option, text)
            return HangingColumn.lines(label: label, description: help, column: column).map { $0 + "\n" }.joined()
        }.joined()
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
