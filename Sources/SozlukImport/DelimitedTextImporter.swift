import SozlukCore

/// How a TSV or CSV file is laid out.
package struct DelimitedTextOptions {
    package var separator: Character
    package var hasHeader: Bool

    package init(separator: Character = "\t", hasHeader: Bool = false) {
        self.separator = separator
        self.hasHeader = hasHeader
    }
}

/// Converts a spreadsheet of words (HEADWORD, DEFINITION [, PART OF SPEECH [, EXAMPLE]],
/// tab- or comma-separated, quoted as CSV) into a sozluk dictionary. Lines with the same
/// headword become senses of one entry.
package struct DelimitedTextImporter {
    var options: DelimitedTextOptions

    package init(options: DelimitedTextOptions) {
        self.options = options
    }

    package func importDictionary(path: String, info: DictionaryInfo, progress: ImportProgressReporting? = nil) throws(FileProblem) -> DictionaryFile {
        let bytes = try FileSystem.readFile(path)
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw JSONSyntaxError(offset: UTF8Validation.validPrefixLength(of: bytes), message: "invalid UTF-8; save the file as UTF-8")
                .problem(path: path, bytes: bytes)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let rows = try parseRows(text, path: path)
        var entries: [DictionaryEntry] = []
        var positions: [String: Int] = [:]
        for (number, row) in rows.enumerated() {
            if number % 1000 == 0 { progress?.update(number, of: rows.count, unit: "lines") }
            if number == 0 && options.hasHeader { continue }
            let fields = row.fields.map { $0.trimmingWhitespace() }
            if fields.allSatisfy(\.isEmpty) { continue }
            guard fields.count >= 2 else {
                throw FileProblem(path: path, line: row.line, column: 1, message: "expected at least HEADWORD and DEFINITION separated by \(options.separator == "\t" ? "a tab" : "a comma")")
            }
            guard !fields[0].isEmpty else { throw FileProblem(path: path, line: row.line, column: 1, message: "the headword is empty") }
            guard !fields[1].isEmpty else { throw FileProblem(path: path, line: row.line, column: 1, message: "the definition of “\(fields[0])” is empty") }
            let sense = Sense(partOfSpeech: fields.count > 2 && !fields[2].isEmpty ? fields[2] : nil, definition: fields[1],
                              examples: fields.count > 3 && !fields[3].isEmpty ? [fields[3]] : [])
            if let existing = positions[fields[0]] {
                entries[existing].senses.append(sense)
            } else {
                positions[fields[0]] = entries.count
                entries.append(DictionaryEntry(headword: fields[0], senses: [sense]))
            }
        }
        var result = info
        result.entryCount = entries.count
        return DictionaryFile(info: result, entries: entries)
    }

    struct Row {
        var line: Int
        var fields: [String]
    }

    /// Splits into rows and fields; double quotes enclose fields with separators, line
    /// breaks or quotes (doubled), as CSV writes them.
    func parseRows(_ text: String, path: String) throws(FileProblem) -> [Row] {
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
            case options.separator:
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
        if inQuotes { throw FileProblem(path: path, line: quoteLine, column: 1, message: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            rows.append(Row(line: rowLine, fields: fields))
        }
        return rows
    }
}
