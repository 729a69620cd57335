/// The rows of a CSV or TSV file (RFC 4180 quoting): fields split at the separator, double
/// quotes enclosing fields with separators, line breaks or quotes (doubled). For `sozluk
/// import tsv` and for word lists exported as CSV.
public enum DelimitedRows {
    public struct Row: Equatable, Sendable {
        /// The line the row starts on, for messages.
        public var line: Int
        public var fields: [String]
    }

    public static func parse(_ text: String, separator: Character, path: String) throws(FileProblem) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var rowLine = 1
        var inQuotes = false
        var quoteLine = 1
        var iterator = text.makeIterator()
        var pending: Character?
        while let character = pending ?? iterator.next() {
            pending = nil
            if inQuotes {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { field.append("\"") } else {
                            inQuotes = false
                            pending = next
                        }
                    } else {
                        inQuotes = false
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty:
                inQuotes = true
                quoteLine = line
            case separator:
                fields.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                fields.append(field)
                rows.append(Row(line: rowLine, fields: fields))
                fields = []
                field = ""
                line += 1
                rowLine = line
            default:
                field.append(character)
            }
        }
        if inQuotes { throw FileProblem(path: path, line: quoteLine, column: 1, saying: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            rows.append(Row(line: rowLine, fields: fields))
        }
        return rows
    }
}
