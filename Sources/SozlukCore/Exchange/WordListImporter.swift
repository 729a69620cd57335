/// A word read from a file to import: the dictionary when the file says it.
public struct ImportedWord: Equatable, Sendable {
    public var headword: String
    /// Nil for a plain list of words: the importer is told which dictionary.
    public var dictionaryID: String?
    public var added: Int64?
    public var history: HistoryEntry?

    public init(headword: String, dictionaryID: String? = nil, added: Int64? = nil, history: HistoryEntry? = nil) {
        self.headword = headword
        self.dictionaryID = dictionaryID
        self.added = added
        self.history = history
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
        if lines.first.map({ $0.hasPrefix("#separator:") || $0.hasPrefix("#html:") }) == true { return anki(lines) }
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
                if key == "words" { sawWords = true; try readList() } else { try reader.skipValue() }
            }
            guard sawWords else { throw reader.error("a sozluk export has a \"words\" list", at: 0) }
        } else {
            try readList()
        }
        try reader.expectEnd()
        return words
    }

    private static func record(_ reader: JSONReader) throws -> ImportedWord {
        var added: Int64?
        var lookups: Int?
        var first: Int64?
        var last: Int64?
        let word = try reader.readWordRecord { key in
            switch key {
            case "added": added = try reader.readTime(key)
            case "lookups": lookups = try reader.readCount(key, atMost: HistoryEntry.mostLookups)
            case "first": first = try reader.readTime(key)
            case "last": last = try reader.readTime(key)
            default: return false
            }
            return true
        }
        var history: HistoryEntry?
        if let lookups, let time = last ?? first {
            history = HistoryEntry(word: word, lookups: max(1, lookups), firstLookedUp: min(first ?? time, time), lastLookedUp: time)
        }
        return ImportedWord(headword: word.headword, dictionaryID: word.dictionaryID, added: added, history: history)
    }

    /// Notes of an Anki export: the GUID says the dictionary and the word exactly; a note
    /// made elsewhere gives its front field, up to the first line break.
    private static func anki(_ lines: [Substring]) -> [ImportedWord] {
        lines.compactMap { line -> ImportedWord? in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 2, let guid = fields.first.map({ unescapeHTML(String($0)) }), guid.hasPrefix("sozluk:") {
                let rest = guid.dropFirst("sozluk:".count)
                if let colon = rest.firstIndex(of: ":") {
                    return ImportedWord(headword: String(rest[rest.index(after: colon)...]), dictionaryID: String(rest[..<colon]))
                }
            }
            let front = fields.count >= 2 && fields[0].hasPrefix("sozluk:") ? fields[1] : fields[0]
            let headword = unescapeHTML(String(front[..<(front.firstRange(of: "<br>")?.lowerBound ?? front.endIndex)])).trimmingWhitespace()
            return headword.isEmpty ? nil : ImportedWord(headword: headword)
        }
    }

    private static func unescapeHTML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingText("&lt;", with: "<").replacingText("&gt;", with: ">")
            .replacingText("&quot;", with: "\"").replacingText("&nbsp;", with: " ").replacingText("&amp;", with: "&")
    }

    /// RFC 4180 with a header naming the columns (`dictionary`, `headword`, and any of
    /// `added`, `lookups`, `first`, `last`).
    private static func csv(_ text: String, path: String) throws(FileProblem) -> [ImportedWord] {
        let rows = try DelimitedRows.parse(text, separator: ",", path: path).map(\.fields)
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
            var word = ImportedWord(headword: headword, dictionaryID: dictionary, added: try time("added"))
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
