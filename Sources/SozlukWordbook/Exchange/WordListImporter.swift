import SozlukBase
import SozlukDictionary

/// A word read from a file to import: the dictionary when the file says it.
public struct ImportedWord: Equatable, Sendable {
    public var headword: String
    /// Nil for a plain list of words: the importer is told which dictionary.
    public var dictionaryID: String?
    public var added: Int64?
    public var history: HistoryEntry?
    /// The sentence a favorite was starred from.
    public var sentence: String?
    /// The word as that sentence writes it.
    public var form: String?

    public init(headword: String, dictionaryID: String? = nil, added: Int64? = nil, history: HistoryEntry? = nil, sentence: String? = nil,
                form: String? = nil) {
        self.headword = headword
        self.dictionaryID = dictionaryID
        self.added = added
        self.history = history
        self.sentence = sentence
        self.form = form
    }
}

/// Reads the files people bring to sozluk: a plain list of words (one a line), or any export
/// of `WordListExporter` (Anki, CSV, JSON), or sozluk's own favorites.json / history.json.
/// Which one is told from the contents, not the name.
public enum WordListImporter {
    public static func read(_ bytes: [UInt8], path: String) throws(FileProblem) -> [ImportedWord] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) } // a byte order mark from Windows tools
        guard UTF8Validation.validPrefixLength(of: body) == body.count else {
            throw FileProblem(path: path, saying: "not UTF-8 text; save it as UTF-8 and import it again")
        }
        let text = String(decoding: body, as: UTF8.self)
        let first = text.first { !$0.isWhitespace }
        do {
            if first == "{" || first == "[" { return try json(Array(body)) }
        } catch let error as JSONSyntaxError {
            throw error.problem(path: path, bytes: Array(body))
        } catch {
            throw FileProblem(path: path, message: "\(error)")
        }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        if lines.first.map(isAnkiHeader) == true { return try anki(lines, path: path) }
        if lines.first.map({ $0.lowercased().hasPrefix("dictionary,headword") }) == true { return try csv(text, path: path) }
        return lines.compactMap { line in
            let word = line.split(separator: "\t", maxSplits: 1).first.map { String($0).trimmingWhitespace() } ?? ""
            return word.isEmpty || word.hasPrefix("#") ? nil : ImportedWord(headword: word)
        }
    }

    /// `{"format": "sozluk-word-list", "words": [...]}` or a bare list of word records.
    private static func json(_ bytes: [UInt8]) throws -> [ImportedWord] {
        let reader = JSONReader(bytes: bytes)
        var words: [ImportedWord] = []
        let readList = {
            guard try reader.peekKind() == .array else { throw reader.error("expected a list of words") }
            try reader.readArray { words.append(try record(reader)) }
        }
        if try reader.peekKind() == .object {
            var sawWords = false
            try reader.readObject { key in
                switch key {
                case "words": sawWords = true; try readList()
                case "format", "version", "kind": try checkExportField(key, reader)
                default: try reader.skipValue()
                }
            }
            guard sawWords else { throw reader.error("a sozluk export has a \"words\" list", at: 0) }
        } else {
            try readList()
        }
        try reader.expectEnd()
        return words
    }

    /// An export says what it is: sozluk's word list, version 1, of favorites or history; a
    /// later version may mean its fields otherwise and is refused rather than misread.
    private static func checkExportField(_ key: String, _ reader: JSONReader) throws {
        let at = reader.valueOffset()
        switch key {
        case "format":
            guard try reader.readString() == "sozluk-word-list" else { throw reader.error("\"format\" must be \"sozluk-word-list\"", at: at) }
        case "version":
            let version = try reader.readInt()
            guard version == 1 else {
                throw reader.error(saying: "an export of version {1}, which this sozluk cannot read (it reads version 1); update sozluk", String(version), at: at)
            }
        default:
            guard ["favorites", "history"].contains(try reader.readString()) else { throw reader.error("\"kind\" must be \"favorites\" or \"history\"", at: at) }
        }
    }

    private static func record(_ reader: JSONReader) throws -> ImportedWord {
        let start = reader.valueOffset()
        var favorite = FavoriteFields()
        var looked = HistoryFields()
        let word = try reader.readWordRecord { key in try favorite.read(key, from: reader) || looked.read(key, from: reader) }
        guard !word.headword.trimmingWhitespace().isEmpty else { throw reader.error("the word is empty", at: start) }
        guard !word.dictionaryID.trimmingWhitespace().isEmpty else { throw reader.error("the dictionary is empty", at: start) }
        // A word of the history says how often it was looked up, and when.
        let history = looked.lookups == nil ? nil : looked.entry(of: word)
        return ImportedWord(headword: word.headword, dictionaryID: word.dictionaryID, added: favorite.added, history: history,
                            sentence: favorite.sentence, form: favorite.form)
    }

    /// Anki's file headers (`#separator:tab`, `#notetype:Basic`, `#deck:…`, `#guid column:1`).
    static func isAnkiHeader(_ line: Substring) -> Bool {
        ["#separator:", "#html:", "#notetype:", "#notetype column:", "#deck:", "#deck column:", "#tags:", "#tags column:", "#guid column:", "#columns:"]
            .contains { line.hasPrefix($0) }
    }

    /// Anki's names for the separators its `#separator:` header may give.
    static let ankiSeparators: [String: Character] = ["tab": "\t", "comma": ",", "semicolon": ";", "space": " ", "pipe": "|", "colon": ":"]

    /// Notes of an Anki export: the GUID says the dictionary and the word exactly; a note
    /// made elsewhere gives its front field, up to the first line break. Fields are split at
    /// the separator the file's `#separator:` header names (tab unless it says otherwise),
    /// quoted as in CSV.
    private static func anki(_ lines: [Substring], path: String) throws(FileProblem) -> [ImportedWord] {
        var separator: Character = "\t"
        for line in lines where line.hasPrefix("#separator:") {
            let name = String(line.dropFirst("#separator:".count)).trimmingWhitespace().lowercased()
            separator = ankiSeparators[name] ?? (name.count == 1 ? name.first! : "\t")
        }
        let notes = lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        return try DelimitedRows.parse(notes, separator: separator, path: path).compactMap { row -> ImportedWord? in
            let fields = row.fields
            guard let first = fields.first else { return nil }
            if fields.count >= 2, case let guid = unescapeHTML(first), guid.hasPrefix("sozluk:") {
                let rest = guid.dropFirst("sozluk:".count)
                if let colon = rest.firstIndex(of: ":") {
                    let headword = String(rest[rest.index(after: colon)...])
                    let id = String(rest[..<colon]).replacingText("%3A", with: ":").replacingText("%25", with: "%")
                    // The Sentence column, its cloze markup off (the sentence's own braces are
                    // entities); what the cloze held is the word as the sentence writes it.
                    let sentence = fields.count > 4 ? unescapeHTML(fields[4].replacingText("{{c1::", with: "").replacingText("}}", with: "")) : ""
                    return headword.trimmingWhitespace().isEmpty ? nil
                        : ImportedWord(headword: headword, dictionaryID: id, sentence: sentence.isEmpty ? nil : sentence,
                                       form: fields.count > 4 ? clozeText(fields[4]) : nil)
                }
            }
            let front = fields.count >= 2 && first.hasPrefix("sozluk:") ? fields[1] : first
            let headword = unescapeHTML(String(front[..<(front.firstRange(of: "<br>")?.lowerBound ?? front.endIndex)])).trimmingWhitespace()
            return headword.isEmpty ? nil : ImportedWord(headword: headword)
        }
    }

    /// What a field's first cloze holds (`{{c1::gave up}}`: gave up), unescaped; nil without one.
    static func clozeText(_ field: String) -> String? {
        guard let open = field.firstRange(of: "{{c1::"), let close = field[open.upperBound...].firstRange(of: "}}") else { return nil }
        let text = unescapeHTML(String(field[open.upperBound..<close.lowerBound]))
        return text.isEmpty ? nil : text
    }

    private static func unescapeHTML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingText("&lt;", with: "<").replacingText("&gt;", with: ">").replacingText("&quot;", with: "\"")
            .replacingText("&#123;", with: "{").replacingText("&#125;", with: "}").replacingText("&#58;", with: ":")
            .replacingText("&nbsp;", with: " ").replacingText("&amp;", with: "&")
    }

    /// RFC 4180 with a header naming the columns (`dictionary`, `headword`, and any of
    /// `added`, `sentence`, `form`, `lookups`, `first`, `last`).
    private static func csv(_ text: String, path: String) throws(FileProblem) -> [ImportedWord] {
        // The apostrophe the exporter puts before a field a spreadsheet would run is taken off.
        let rows = try DelimitedRows.parse(text, separator: ",", path: path).map { $0.fields.map(withoutFormulaGuard) }
        guard let header = rows.first?.map({ $0.lowercased().trimmingWhitespace() }) else { return [] }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let dictionaryColumn = column("dictionary"), let headwordColumn = column("headword") else { return [] }
        var words: [ImportedWord] = []
        for (number, row) in rows.enumerated().dropFirst() where !(row.count == 1 && row[0].isEmpty) {
            func field(_ index: Int?) -> String? {
                guard let index, index < row.count, !row[index].isEmpty else { return nil }
                return row[index]
            }
            func time(_ name: String) throws(FileProblem) -> Int64? {
                guard let text = field(column(name)) else { return nil }
                guard let value = Timestamp.parse(text) else {
                    throw FileProblem(path: path, saying: "row {1}: \"{2}\" must be a UTC time like 2026-01-31T12:00:00Z", String(number + 1), name)
                }
                return value
            }
            guard let headword = field(headwordColumn) else { continue }
            let dictionary = field(dictionaryColumn)
            var word = ImportedWord(headword: headword, dictionaryID: dictionary, added: try time("added"), sentence: field(column("sentence")),
                                    form: field(column("form")))
            if let lookupsText = field(column("lookups")) {
                guard let lookups = Int(lookupsText), lookups >= 0 else {
                    throw FileProblem(path: path, saying: "row {1}: \"lookups\" must be a whole number", String(number + 1))
                }
                let firstTime = try time("first")
                if let last = try time("last") ?? firstTime, let dictionary {
                    let first = firstTime ?? last
                    word.history = HistoryEntry(word: WordReference(dictionaryID: dictionary, headword: headword),
                                                lookups: max(1, lookups), firstLookedUp: min(first, last), lastLookedUp: last)
                }
            }
            words.append(word)
        }
        return words
    }
}

/// A CSV field as exported before `WordListExporter.csvField` guarded it against spreadsheets:
/// the apostrophe it put before a formula's first character, or before an apostrophe, taken off.
private func withoutFormulaGuard(_ field: String) -> String {
    let scalars = field.unicodeScalars
    guard scalars.first == "'", let second = scalars.dropFirst().first, WordListExporter.formulaStarts.contains(second) || second == "'" else { return field }
    return String(scalars.dropFirst())
}

extension String {
    func replacingText(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
