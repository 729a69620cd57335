/// A label, then its description in a column of its own, wrapped to the terminal's usual 80
/// columns: beside the label when two spaces fit between them, else from the next line, in
/// the column. The layout of the command list and of the options in `--help`.
enum HangingColumn {
    static let width = 80

    /// The lines, without their line ends.
    static func lines(label: String, description: String, column: Int) -> [String] {
        var wrapped: [String] = []
        var current = ""
        for word in description.split(separator: " ") {
            if !current.isEmpty, column + current.count + 1 + word.count > width {
                wrapped.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { wrapped.append(current) }
        let indent = String(repeating: " ", count: column)
        guard let first = wrapped.first else { return [label] }
        let start = label.count + 2 <= column ? [label + String(repeating: " ", count: column - label.count) + first]
                                              : [label, indent + first]
        return start + wrapped.dropFirst().map { indent + $0 }
    }
}
