/// Reads the sozluk dictionary format, version 1 (docs/dictionary-format.md), reporting the
/// first problem with the line and column where it is.
public struct DictionaryFileDecoder: Sendable {
    public static let formatName = "sozluk.dictionary"
    public static let supportedVersion = 1

    public init() {}

    public func decode(_ bytes: [UInt8], path: String) throws(FileProblem) -> DictionaryFile {
        do {
            return try decodeTop(JSONReader(bytes: bytes), path: path)
        } catch let error as JSONSyntaxError {
            throw error.problem(path: path, bytes: bytes)
        } catch {
            throw FileProblem(path: path, message: "\(error)")
        }
    }

    private func decodeTop(_ reader: JSONReader, path: String) throws -> DictionaryFile {
        guard try reader.peekKind() == .object else {
            throw reader.error("expected a dictionary object ({\"format\": \"\(Self.formatName)\", ...})")
        }
        let start = reader.valueOffset()
        var format: String?
        var version: Int?
        var info = DictionaryInfo(id: "", name: "", sourceLanguage: "", targetLanguage: "", path: path)
        var entries: [DictionaryEntry]?
        var seen: [String: Int] = [:]
        try reader.readObject { key in
            seen[key] = reader.valueOffset()
            switch key {
            case "format": format = try reader.readString()
            case "version": version = try reader.readInt()
            case "id": info.id = try reader.readString()
            case "name": info.name = try reader.readString()
            case "sourceLanguage": info.sourceLanguage = try reader.readString()
            case "targetLanguage": info.targetLanguage = try reader.readString()
            case "description": info.description = try reader.readOptional(reader.readString)
            case "license": info.license = try reader.readOptional(reader.readString)
            case "attribution": info.attribution = try reader.readOptional(reader.readString)
            case "entries": entries = try readEntries(reader)
            default: try reader.skipValue()
            }
        }
        try reader.expectEnd()

        func missing(_ key: String) -> JSONSyntaxError {
            reader.error("the dictionary has no \"\(key)\"", at: start)
        }
        guard let format else { throw missing("format") }
        guard format == Self.formatName else {
            throw reader.error("\"format\" is \"\(format)\"; a sozluk dictionary says \"\(Self.formatName)\"", at: seen["format"]!)
        }
        guard let version else { throw missing("version") }
        guard version == Self.supportedVersion else {
            throw reader.error("version \(version) is not supported; this sozluk reads version \(Self.supportedVersion)", at: seen["version"]!)
        }
        for (key, value) in [("id", info.id), ("name", info.name), ("sourceLanguage", info.sourceLanguage), ("targetLanguage", info.targetLanguage)] {
            guard let at = seen[key] else { throw missing(key) }
            if value.trimmingWhitespace().isEmpty { throw reader.error("\"\(key)\" is empty", at: at) }
        }
        guard Self.isValidID(info.id) else {
            throw reader.error("\"id\" must be lower-case letters, digits, '.', '_' or '-', starting with a letter or digit; found \"\(info.id)\"", at: seen["id"]!)
        }
        guard let entries else { throw missing("entries") }
        info.entryCount = entries.count
        return DictionaryFile(info: info, entries: entries)
    }

    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.utf8.first, isIDStart(first) else { return false }
        return id.utf8.allSatisfy { isIDStart($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func isIDStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func readEntries(_ reader: JSONReader) throws -> [DictionaryEntry] {
        guard try reader.peekKind() == .array else { throw reader.error("\"entries\" must be a list of entries") }
        var entries: [DictionaryEntry] = []
        try reader.readArray { entries.append(try readEntry(reader)) }
        return entries
    }

    private func readEntry(_ reader: JSONReader) throws -> DictionaryEntry {
        guard try reader.peekKind() == .object else { throw reader.error("expected an entry object ({\"headword\": ..., \"senses\": [...]})") }
        let start = reader.valueOffset()
        var headword: String?
        var headwordAt = start
        var entry = DictionaryEntry(headword: "", senses: [])
        var senses: [Sense]?
        try reader.readObject { key in
            switch key {
            case "headword":
                headwordAt = reader.valueOffset()
                headword = try reader.readString()
            case "pronunciation": entry.pronunciation = try reader.readOptional(reader.readString)
            case "senses":
                let at = reader.valueOffset()
                guard try reader.peekKind() == .array else { throw reader.error("\"senses\" must be a list of senses") }
                var list: [Sense] = []
                try reader.readArray { list.append(try readSense(reader)) }
                if list.isEmpty { throw reader.error("an entry needs at least one sense", at: at) }
                senses = list
            case "synonyms": entry.synonyms = try reader.readStringArray()
            case "seeAlso": entry.seeAlso = try reader.readStringArray()
            default: try reader.skipValue()
            }
        }
        guard let headword else { throw reader.error("the entry has no \"headword\"", at: start) }
        guard !headword.trimmingWhitespace().isEmpty else { throw reader.error("the headword is empty", at: headwordAt) }
        guard let senses else { throw reader.error("the entry \"\(headword)\" has no \"senses\"", at: start) }
        entry.headword = headword
        entry.senses = senses
        return entry
    }

    private func readSense(_ reader: JSONReader) throws -> Sense {
        guard try reader.peekKind() == .object else { throw reader.error("expected a sense object ({\"definition\": ...})") }
        let start = reader.valueOffset()
        var definition: String?
        var definitionAt = start
        var sense = Sense(definition: "")
        try reader.readObject { key in
            switch key {
            case "definition":
                definitionAt = reader.valueOffset()
                definition = try reader.readString()
            case "partOfSpeech": sense.partOfSpeech = try reader.readOptional(reader.readString)
            case "examples": sense.examples = try reader.readStringArray()
            case "labels": sense.labels = try reader.readStringArray()
            default: try reader.skipValue()
            }
        }
        guard let definition else { throw reader.error("the sense has no \"definition\"", at: start) }
        guard !definition.trimmingWhitespace().isEmpty else { throw reader.error("the definition is empty", at: definitionAt) }
        sense.definition = definition
        return sense
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
