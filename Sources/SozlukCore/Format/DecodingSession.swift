/// One pass over one file: the reader and what it has found so far.
final class DecodingSession {
    let reader: JSONReader
    let path: String
    var problems: [JSONSyntaxError] = []
    /// See-also words with where they are, checked once every headword is known.
    var references: [(Int, String)] = []
    var idOffset: Int?

    /// Stop at the `"entries"` key: only the description is wanted.
    let headerOnly: Bool
    private(set) var reachedEntries = false
    private(set) var header: DictionaryInfo?

    init(reader: JSONReader, path: String, headerOnly: Bool = false) {
        self.reader = reader
        self.path = path
        self.headerOnly = headerOnly
    }

    private struct HeaderComplete: Error {}

    func report(_ message: String, at offset: Int) {
        problems.append(JSONSyntaxError(offset: offset, message: message))
    }

    /// Reads a value; a value of the wrong kind is reported and skipped, nil returned.
    func value<T>(_ read: () throws -> T) throws -> T? {
        let start = reader.valueOffset()
        do {
                return try read()
        } catch let error as JSONSyntaxError where error.isTypeMismatch {
                problems.append(error)
                reader.offset = start
                try reader.skipValue()
                return nil
        }
    }

    func string() throws -> String? { try value(reader.readString) }
    func optionalString() throws -> String? { try value { try reader.readOptional(reader.readString) } ?? nil }
    func strings() throws -> [String] { try value(reader.readStringArray) ?? [] }

    func decodeTop() throws -> DictionaryFile? {
        guard try reader.peekKind() == .object else {
                throw reader.error("expected a dictionary object ({\"format\": \"\(DictionaryFileDecoder.formatName)\", ...})")
        }
        let start = reader.valueOffset()
        var format: String?
        var version: Int?
        var info = DictionaryInfo(id: "", name: "", sourceLanguage: "", targetLanguage: "", path: path)
        var entries: [DictionaryEntry]?
        var seen: [String: Int] = [:]
        do {
            try reader.readObject { key in
                seen[key] = reader.valueOffset()
                switch key {
                case "format": format = try string()
                case "version": version = try value(reader.readInt)
                case "id": info.id = try string() ?? ""
                case "name": info.name = try string() ?? ""
                case "sourceLanguage": info.sourceLanguage = try string() ?? ""
                case "targetLanguage": info.targetLanguage = try string() ?? ""
                case "description": info.description = try optionalString()
                case "license": info.license = try optionalString()
                case "attribution": info.attribution = try optionalString()
                case "secondary": info.isSecondary = try value(reader.readBool) ?? false
                case "entries":
                    // Only a description that is complete before the entries will do.
                    reachedEntries = ["format", "version", "id", "name", "sourceLanguage", "targetLanguage"].allSatisfy { seen[$0] != nil }
                    if headerOnly { throw HeaderComplete() }
                    entries = try value { try readEntries() }
                default: try reader.skipValue()
                }
            }
            try reader.expectEnd()
        } catch is HeaderComplete {
            // The description is complete; the entries are not wanted.
        }
        idOffset = seen["id"]

        func requireKey(_ key: String) -> Int? {
            if seen[key] == nil { report("the dictionary has no \"\(key)\"", at: start) }
            return seen[key]
        }
        // A file of another format or version: its other problems would only be noise.
        guard let formatAt = seen["format"], let format else {
            problems = [JSONSyntaxError(offset: start, message: "not a sozluk dictionary: it has no \"format\": \"\(DictionaryFileDecoder.formatName)\"")]
            return nil
        }
        guard format == DictionaryFileDecoder.formatName else {
            problems = [JSONSyntaxError(offset: formatAt, message: "\"format\" is \"\(format)\"; a sozluk dictionary says \"\(DictionaryFileDecoder.formatName)\"")]
            return nil
        }
        if let at = requireKey("version"), let version, version != DictionaryFileDecoder.supportedVersion {
            problems = [JSONSyntaxError(offset: at, message: "version \(version) is not supported; this sozluk reads version \(DictionaryFileDecoder.supportedVersion)")]
            return nil
        }
        for (key, value) in [("id", info.id), ("name", info.name), ("sourceLanguage", info.sourceLanguage), ("targetLanguage", info.targetLanguage)] {
            if let at = requireKey(key), value.trimmingWhitespace().isEmpty, !problems.contains(where: { $0.offset == at }) {
                report("\"\(key)\" is empty", at: at)
            }
        }
        if let at = seen["id"], !info.id.isEmpty, !DictionaryFileDecoder.isValidID(info.id) {
            report("\"id\" must be lower-case letters, digits, '.', '_' or '-', starting with a letter or digit; found \"\(info.id)\"", at: at)
        }
        if headerOnly {
            header = info
            return nil
        }
        _ = requireKey("entries")
        guard let entries else { return nil }
        info.entryCount = entries.count
        return DictionaryFile(info: info, entries: entries)
    }

    private func readEntries() throws -> [DictionaryEntry] {
        try readList("\"entries\" must be a list of entries", element: readEntry)
    }

    /// A list whose elements of the wrong kind are reported and skipped.
    private func readList<T>(_ notAList: String, element: () throws -> T?) throws -> [T] {
        guard try reader.peekKind() == .array else {
            throw JSONSyntaxError(offset: reader.offset, message: notAList, isTypeMismatch: true)
        }
        var list: [T] = []
        try reader.readArray {
            if let item = try value(element) ?? nil { list.append(item) }
        }
        return list
    }

    func readEntry() throws -> DictionaryEntry? {
        guard try reader.peekKind() == .object else {
            throw JSONSyntaxError(offset: reader.offset, message: "expected an entry object ({\"headword\": ..., \"senses\": [...]})", isTypeMismatch: true)
        }
        let start = reader.valueOffset()
        var headword: String?
        var headwordAt = start
        var entry = DictionaryEntry(headword: "", senses: [])
        var senses: [Sense]?
        var sensesAt = start
        try reader.readObject { key in
            switch key {
            case "headword":
                headwordAt = reader.valueOffset()
                headword = try string() ?? ""
            case "pronunciation": entry.pronunciation = try optionalString()
            case "senses":
                sensesAt = reader.valueOffset()
                senses = try value { try readSenses() } ?? []
            case "synonyms": entry.synonyms = try strings()
            case "seeAlso":
                let at = reader.valueOffset()
                entry.seeAlso = try strings()
                references += entry.seeAlso.map { (at, $0) }
            default: try reader.skipValue()
            }
        }
        guard let headword else {
            report("the entry has no \"headword\"", at: start)
            return nil
        }
        if headword.trimmingWhitespace().isEmpty, !problems.contains(where: { $0.offset == headwordAt }) {
            report("the headword is empty", at: headwordAt)
        }
        guard let senses else {
            report("the entry \"\(headword)\" has no \"senses\"", at: start)
            return nil
        }
        if senses.isEmpty, !problems.contains(where: { $0.offset == sensesAt }) {
            report("an entry needs at least one sense", at: sensesAt)
        }
        entry.headword = headword
        entry.senses = senses
        return entry
    }

    private func readSenses() throws -> [Sense] {
        try readList("\"senses\" must be a list of senses", element: readSense)
    }

    private func readSense() throws -> Sense? {
        guard try reader.peekKind() == .object else {
            throw JSONSyntaxError(offset: reader.offset, message: "expected a sense object ({\"definition\": ...})", isTypeMismatch: true)
        }
        let start = reader.valueOffset()
        var definition: String?
        var definitionAt = start
        var sense = Sense(definition: "")
        try reader.readObject { key in
            switch key {
            case "definition":
                definitionAt = reader.valueOffset()
                definition = try string() ?? ""
            case "partOfSpeech": sense.partOfSpeech = try optionalString()
            case "examples": sense.examples = try strings()
            case "labels": sense.labels = try strings()
            default: try reader.skipValue()
            }
        }
        guard let definition else {
            report("the sense has no \"definition\"", at: start)
            return nil
        }
        if definition.trimmingWhitespace().isEmpty, !problems.contains(where: { $0.offset == definitionAt }) {
            report("the definition is empty", at: definitionAt)
        }
        sense.definition = definition
        return sense
    }
}
