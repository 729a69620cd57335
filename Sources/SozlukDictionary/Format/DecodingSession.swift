import SozlukBase

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

    /// What the top object holds, key by key, and where each key stood.
    private struct Top {
        var format: String?
        var version: Int?
        var info: DictionaryInfo
        var entries: [DictionaryEntry]?
        var seen: [String: Int] = [:]
    }

    func decodeTop() throws -> DictionaryFile? {
        guard try reader.peekKind() == .object else {
                throw reader.error("expected a dictionary object ({\"format\": \"\(DictionaryFileDecoder.formatName)\", ...})")
        }
        let start = reader.valueOffset()
        let top = try readTop()
        idOffset = top.seen["id"]
        guard isSozlukDictionary(top, start: start) else { return nil }
        checkDescription(top, start: start)
        if headerOnly {
            header = top.info
            return nil
        }
        if top.seen["entries"] == nil { report("the dictionary has no \"entries\"", at: start) }
        guard let entries = top.entries else { return nil }
        var info = top.info
        info.entryCount = entries.count
        return DictionaryFile(info: info, entries: entries)
    }

    /// The top object's keys; with `headerOnly`, only as far as the entries.
    private func readTop() throws -> Top {
        var top = Top(info: DictionaryInfo(id: "", name: "", sourceLanguage: "", targetLanguage: "", path: path))
        do {
            try reader.readObject { key in
                top.seen[key] = reader.valueOffset()
                switch key {
                case "format": top.format = try string()
                case "version": top.version = try value(reader.readInt)
                case "id": top.info.id = try string() ?? ""
                case "name": top.info.name = try string() ?? ""
                case "sourceLanguage": top.info.sourceLanguage = try string() ?? ""
                case "targetLanguage": top.info.targetLanguage = try string() ?? ""
                case "description": top.info.description = try optionalString()
                case "license": top.info.license = try optionalString()
                case "attribution": top.info.attribution = try optionalString()
                case "secondary": top.info.isSecondary = try value(reader.readBool) ?? false
                case "entries":
                    // Only a description that is complete before the entries will do.
                    reachedEntries = ["format", "version", "id", "name", "sourceLanguage", "targetLanguage"].allSatisfy { top.seen[$0] != nil }
                    if headerOnly { throw HeaderComplete() }
                    top.entries = try value { try readEntries() }
                default: try reader.skipValue()
                }
            }
            try reader.expectEnd()
        } catch is HeaderComplete {
            // The description is complete; the entries are not wanted.
        }
        return top
    }

    /// Whether the file says it is a sozluk dictionary of the version read here; when not,
    /// that is its one problem: its others would only be noise.
    private func isSozlukDictionary(_ top: Top, start: Int) -> Bool {
        guard let formatAt = top.seen["format"], let format = top.format else {
            problems = [JSONSyntaxError(offset: start, message: "not a sozluk dictionary: it has no \"format\": \"\(DictionaryFileDecoder.formatName)\"")]
            return false
        }
        guard format == DictionaryFileDecoder.formatName else {
            problems = [JSONSyntaxError(offset: formatAt, message: "\"format\" is \"\(format)\"; a sozluk dictionary says \"\(DictionaryFileDecoder.formatName)\"")]
            return false
        }
        guard let versionAt = top.seen["version"] else {
            report("the dictionary has no \"version\"", at: start)
            return true
        }
        if let version = top.version, version != DictionaryFileDecoder.supportedVersion {
            problems = [JSONSyntaxError(offset: versionAt, message: "version \(version) is not supported; this sozluk reads version \(DictionaryFileDecoder.supportedVersion)")]
            return false
        }
        return true
    }

    /// The description's required fields there and not empty, and its id well formed.
    private func checkDescription(_ top: Top, start: Int) {
        let info = top.info
        for (key, value) in [("id", info.id), ("name", info.name), ("sourceLanguage", info.sourceLanguage), ("targetLanguage", info.targetLanguage)] {
            guard let at = top.seen[key] else {
                report("the dictionary has no \"\(key)\"", at: start)
                continue
            }
            if value.trimmingWhitespace().isEmpty, !problems.contains(where: { $0.offset == at }) {
                report("\"\(key)\" is empty", at: at)
            }
        }
        if let at = top.seen["id"], !info.id.isEmpty, !DictionaryFileDecoder.isValidID(info.id) {
            report("\"id\" must be lower-case letters, digits, '.', '_' or '-', starting with a letter or digit; found \"\(info.id)\"", at: at)
        }
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
