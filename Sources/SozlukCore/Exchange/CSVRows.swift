/// The rows of an RFC 4180 file: fields split at commas, quoted fields may hold commas,
/// doubled quotes and line breaks.
enum CSVRows {
    static func parse(_ text: String, path: String) throws(FileProblem) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var quoteLine = 1
        var characters = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let character = pending { pending = nil; return character }
            return characters.next()
        }
        while let character = next() {
            if inQuotes {
                if character == "\"" {
                    if let following = next() {
                        if following == "\"" { field.append("\"") } else { inQuotes = false; pending = following }
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
            case ",": row.append(field); field = ""
            case "\n", "\r\n", "\r":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
                line += 1
            default: field.append(character)
            }
        }
        if inQuotes { throw FileProblem(path: path, message: "line \(quoteLine): a quoted field is not closed") }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows
    }
}
