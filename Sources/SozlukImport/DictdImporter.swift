import SozlukBase
import SozlukDictionary

/// Converts a dictd database (`NAME.index` with `NAME.dict` or `NAME.dict.dz`), as Debian's
/// dict-freedict-* packages ship them, into a sozluk dictionary.
public struct DictdImporter {
    public init() {}

    /// - Parameter info: id, name and languages for the result; its entry count is filled in.
    /// - Parameter style: how articles are written; nil tells it from the database's description.
    package func importDictionary(indexPath: String, info: DictionaryInfo, style: DictdArticleStyle? = nil,
                          progress: ImportProgressReporting? = nil) throws(FileProblem) -> DictionaryFile {
        let database = try articles(indexPath: indexPath, progress: progress)
        let description = database.description
        let style = style ?? DictdArticleStyle.detect(description: description)
        let parser = style.parser
        var entries = database.articles.compactMap { parser.parse($0.text, indexHeadword: $0.headword) }
        if style == .freedict {
            entries = RunOnPhrases.splitting(WordAbbreviations(entries).repairing(entries))
            // Artefacts of the English → Turkish conversion alone, whose labels are Turkish.
            if info.targetLanguage == "tr" { entries = SpellingBeforeDefinition.splitting(HeadwordVariants.splitting(MisreadSmallL.repairing(entries))) }
        }
        var info = info
        info.entryCount = entries.count
        if info.description == nil { info.description = description }
        return DictionaryFile(info: info, entries: entries)
    }

    /// The database's articles in file order, each once however many keys lead to it, and its
    /// short description.
    func articles(indexPath: String, progress: ImportProgressReporting? = nil) throws(FileProblem)
        -> (articles: [(headword: String, text: String)], description: String?) {
        let index = try DictdIndex(bytes: FileSystem.readFile(indexPath), path: indexPath)
        let body = try readBody(besides: indexPath)
        let items = index.items.sorted(by: { $0.offset < $1.offset })
        var seenOffsets: Set<Int> = []
        var articles: [(headword: String, text: String)] = []
        for (number, item) in items.enumerated() {
            if number % 1000 == 0 { progress?.update(number, of: items.count, unit: "articles") }
            if Self.isDatabaseRecord(item.headword) { continue }
            guard seenOffsets.insert(item.offset).inserted else { continue } // several keys, one article
            guard item.offset >= 0, item.length >= 0, item.offset + item.length <= body.bytes.count else {
                throw FileProblem(path: indexPath, message: "“\(item.headword)” points past the end of \(body.path)")
            }
            articles.append((item.headword, String(decoding: body.bytes[item.offset..<item.offset + item.length], as: UTF8.self)))
        }
        return (articles, databaseDescription(items, body: body.bytes))
    }

    /// dictd's own records (00databaseinfo, 00-database-url, 00-gcide-short...) are not words.
    static func isDatabaseRecord(_ headword: String) -> Bool {
        headword.hasPrefix("00database") || headword.hasPrefix("00-")
    }

    /// The text of the database's short description record, which names it.
    private func databaseDescription(_ items: [DictdIndex.Item], body: [UInt8]) -> String? {
        guard let item = items.first(where: { Self.isDatabaseRecord($0.headword) && $0.headword.hasSuffix("short") }),
              item.offset >= 0, item.length >= 0, item.offset + item.length <= body.count else { return nil }
        return String(decoding: body[item.offset..<item.offset + item.length], as: UTF8.self)
            .split(separator: "\n").map { $0.trimmingWhitespace() }.first { !$0.isEmpty && !$0.hasPrefix("00") }
    }

    private func readBody(besides indexPath: String) throws(FileProblem) -> (bytes: [UInt8], path: String) {
        let base = indexPath.hasSuffix(".index") ? String(indexPath.dropLast(".index".count)) : indexPath
        return try Gzip.readPlainOrCompressed(base + ".dict", compressed: base + ".dict.dz",
                                              missing: FileProblem(path: indexPath, message: "no \(base).dict or \(base).dict.dz beside the index"))
    }
}
