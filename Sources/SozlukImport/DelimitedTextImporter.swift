import SozlukBase
import SozlukDictionary

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
        let rows = try DelimitedRows.parse(text, separator: options.separator, path: path)
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
}
