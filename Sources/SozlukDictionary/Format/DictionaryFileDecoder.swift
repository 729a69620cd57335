import SozlukBase

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

    /// One entry object, as the index found it in a file that loaded; nil when the bytes
    /// are no longer a valid entry (the file was changed in place since).
    func decodeEntry(_ bytes: [UInt8]) -> DictionaryEntry? {
        let session = DecodingSession(reader: JSONReader(bytes: bytes), path: "")
        guard let entry = try? session.readEntry(), session.problems.isEmpty, (try? session.reader.expectEnd()) != nil else { return nil }
        return entry
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
