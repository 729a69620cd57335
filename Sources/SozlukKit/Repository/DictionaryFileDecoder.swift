/// Reads the sozluk dictionary format, version 1 (docs/dictionary-format.md). Loading stops
/// at the first problem; checking goes on past values of the wrong kind and semantic
/// problems to report them all, each with its line and column.
public struct DictionaryFileDecoder: Sendable {
    public static let formatName = "sozluk.dictionary"
    public static let supportedVersion = 1

    public init() {}

    /// The dictionary, or the first problem in the file.
    public func decode(_ bytes: [UInt8], path: String) throws(FileProblem) -> DictionaryFile {
        let report = check(bytes, path: path, lookForWarnings: false)
        if let first = report.errors.first { throw first }
        return report.file!
    }

    /// Every problem in the file, and the dictionary when there were none.
    public func check(_ bytes: [UInt8], path: String, lookForWarnings: Bool = true) -> DictionaryCheck {
        let session = DecodingSession(reader: JSONReader(bytes: bytes), path: path)
        var file: DictionaryFile?
        do {
                file = try session.decodeTop()
        } catch let error as JSONSyntaxError {
                session.problems.append(error)
        } catch {
                session.problems.append(JSONSyntaxError(offset: session.reader.offset, message: "\(error)"))
        }
        // In the order found: file order while reading, then what the whole file lacks.
        let errors = JSONSyntaxError.problems(session.problems, path: path, bytes: bytes)
        var warnings: [FileProblem] = []
        if let file, errors.isEmpty, lookForWarnings {
                let headwords = Set(file.entries.map { Folding.fold($0.headword) })
                let unknown = session.references.filter { !headwords.contains(Folding.fold($0.1)) }.map {
                    JSONSyntaxError(offset: $0.0, message: "see-also “\($0.1)” is not a headword of this dictionary")
                }
                warnings = JSONSyntaxError.problems(unknown, path: path, bytes: bytes)
        }
        let idLocation = session.idOffset.map { JSONSyntaxError(offset: $0, message: "").problem(path: path, bytes: bytes) }
        return DictionaryCheck(file: errors.isEmpty ? file : nil, errors: errors, warnings: warnings, idLocation: idLocation)
    }

    /// The dictionary's description from the start of its file, without reading the entries:
    /// nil when the prefix ends before the `"entries"` key, so the whole file must be read
    /// (files written by sozluk put every other key first).
    public func decodeHeader(_ prefix: [UInt8], path: String) throws(FileProblem) -> DictionaryInfo? {
        let session = DecodingSession(reader: JSONReader(bytes: prefix), path: path, headerOnly: true)
        do {
                _ = try session.decodeTop()
        } catch let error as JSONSyntaxError {
                guard session.reachedEntries else { return nil }
                session.problems.append(error)
        } catch {
                return nil
        }
        guard session.reachedEntries, session.header != nil || !session.problems.isEmpty else { return nil }
        if let first = JSONSyntaxError.problems(session.problems, path: path, bytes: prefix).first { throw first }
        return session.header
    }

    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.utf8.first, isIDStart(first) else { return false }
        return id.utf8.allSatisfy { isIDStart($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func isIDStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// What checking a dictionary file found.
public struct DictionaryCheck: Sendable {
    /// The dictionary, when the file has no errors.
    public var file: DictionaryFile?
    public var errors: [FileProblem]
    /// Problems that do not stop the file from loading (see-also pointing nowhere).
    public var warnings: [FileProblem]
    /// Where the id is, for reporting a duplicate id across files.
    public var idLocation: FileProblem?
}

/// One pass over one file: the reader and what it has found so far.
private final class DecodingSession {
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
        guard try reader.peekKind() == .array else {
            throw JSONSyntaxError(offset: reader.offset, message: "\"entries\" must be a list of entries", isTypeMismatch: true)
        }
        var entries: [DictionaryEntry] = []
        try reader.readArray {
            if let entry = try value({ try readEntry() }) ?? nil { entries.append(entry) }
        }
        return entries
    }

    private func readEntry() throws -> DictionaryEntry? {
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
        guard try reader.peekKind() == .array else {
            throw JSONSyntaxError(offset: reader.offset, message: "\"senses\" must be a list of senses", isTypeMismatch: true)
        }
        var senses: [Sense] = []
        try reader.readArray {
            if let sense = try value({ try readSense() }) ?? nil { senses.append(sense) }
        }
        return senses
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

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
