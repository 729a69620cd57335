/// Converts a dictd database (`NAME.index` with `NAME.dict` or `NAME.dict.dz`), as Debian's
/// dict-freedict-* packages ship them, into a sozluk dictionary.
public struct DictdImporter: Sendable {
    public init() {}

    /// - Parameter info: id, name and languages for the result; its entry count is filled in.
    public func importDictionary(indexPath: String, info: DictionaryInfo) throws(FileProblem) -> DictionaryFile {
        let index = try DictdIndex(bytes: FileSystem.readFile(indexPath), path: indexPath)
        let body = try readBody(besides: indexPath)
        let parser = FreeDictArticleParser()
        var seenOffsets: Set<Int> = []
        var entries: [DictionaryEntry] = []
        var description: String?
        for item in index.items.sorted(by: { $0.offset < $1.offset }) {
            // dictd's own records (00databaseinfo, 00-database-url...) are not words;
            // the short one names the database.
            if item.headword.hasPrefix("00database") || item.headword.hasPrefix("00-database") {
                if item.headword.hasSuffix("short"), item.offset + item.length <= body.bytes.count {
                    description = String(decoding: body.bytes[item.offset..<item.offset + item.length], as: UTF8.self)
                        .split(separator: "\n").map { $0.trimmingWhitespace() }.first { !$0.isEmpty && !$0.hasPrefix("00") }
                }
                continue
            }
            guard seenOffsets.insert(item.offset).inserted else { continue } // several keys, one article
            guard item.offset >= 0, item.length >= 0, item.offset + item.length <= body.bytes.count else {
                throw FileProblem(path: indexPath, message: "“\(item.headword)” points past the end of \(body.path)")
            }
            let article = String(decoding: body.bytes[item.offset..<item.offset + item.length], as: UTF8.self)
            if let entry = parser.parse(article, fallbackHeadword: item.headword) {
                entries.append(entry)
            }
        }
        var info = info
        info.entryCount = entries.count
        if info.description == nil { info.description = description }
        return DictionaryFile(info: info, entries: entries)
    }

    private func readBody(besides indexPath: String) throws(FileProblem) -> (bytes: [UInt8], path: String) {
        let base = indexPath.hasSuffix(".index") ? String(indexPath.dropLast(".index".count)) : indexPath
        if FileSystem.exists(base + ".dict") {
            return (try FileSystem.readFile(base + ".dict"), base + ".dict")
        }
        let compressed = base + ".dict.dz"
        guard FileSystem.exists(compressed) else {
            throw FileProblem(path: indexPath, message: "no \(base).dict or \(compressed) beside the index")
        }
        return (try Gzip.decompress(FileSystem.readFile(compressed), path: compressed), compressed)
    }
}
