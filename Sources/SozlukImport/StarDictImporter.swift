import SozlukBase
import SozlukDictionary

/// Converts a StarDict dictionary (`NAME.ifo` with `.idx` or `.idx.gz`, `.dict` or
/// `.dict.dz`, and an optional `.syn`) into a sozluk dictionary.
package struct StarDictImporter {
    package init() {}

    struct Info {
        var bookName: String?
        var wordCount: Int?
        var offsetBits = 32
        var typeSequence: String?
        var description: String?
    }

    package func importDictionary(ifoPath: String, info: DictionaryInfo, progress: ImportProgressReporting? = nil) throws(FileProblem) -> DictionaryFile {
        let ifo = try Self.readInfo(ifoPath)
        let base = String(ifoPath.dropLast(ifoPath.hasSuffix(".ifo") ? 4 : 0))
        let index = try readIndex(base: base, offsetBits: ifo.offsetBits)
        let body = try readMaybeCompressed(base + ".dict", compressed: base + ".dict.dz")
        var entries: [DictionaryEntry] = []
        var entryForWord: [Int: Int] = [:]
        for (number, item) in index.enumerated() {
            if number % 1000 == 0 { progress?.update(number, of: index.count) }
            if DictdImporter.isDatabaseRecord(item.word) { continue } // converted from dictd
            // An offset of 2^63 or more reads as negative; both bounds checked without a sum
            // that could overflow.
            guard item.offset >= 0, item.size >= 0, item.offset <= body.bytes.count, item.size <= body.bytes.count - item.offset else {
                throw FileProblem(path: base + ".idx", message: "“\(item.word)” points past the end of \(body.path)")
            }
            let fields = try Self.fields(ArraySlice(body.bytes[item.offset..<item.offset + item.size]), types: ifo.typeSequence, path: body.path)
            let found = Self.entries(word: item.word, fields: fields)
            if !found.isEmpty { entryForWord[number] = entries.count }
            entries += found
        }
        entries += try synonymEntries(base: base, entries: entries, entryForWord: entryForWord)
        var result = info
        result.entryCount = entries.count
        if result.description == nil { result.description = ifo.bookName }
        return DictionaryFile(info: result, entries: entries)
    }

    static func readInfo(_ path: String) throws(FileProblem) -> Info {
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard lines.first?.hasPrefix("StarDict's dict ifo file") == true else {
            throw FileProblem(path: path, line: 1, column: 1, message: "not a StarDict .ifo file (it must start with \"StarDict's dict ifo file\")")
        }
        var info = Info()
        for (number, line) in lines.enumerated().dropFirst() {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingWhitespace()
            let value = String(line[line.index(after: equals)...])
            switch key {
            case "bookname": info.bookName = value
            case "wordcount": info.wordCount = Int(value)
            case "idxoffsetbits":
                guard value == "32" || value == "64" else {
                    throw FileProblem(path: path, line: number + 1, column: key.count + 2, message: "idxoffsetbits must be 32 or 64")
                }
                info.offsetBits = Int(value)!
            case "sametypesequence": info.typeSequence = value.isEmpty ? nil : value
            case "description": info.description = value
            default: break
            }
        }
        return info
    }

    struct IndexItem {
        var word: String
        var offset: Int
        var size: Int
    }

    private func readIndex(base: String, offsetBits: Int) throws(FileProblem) -> [IndexItem] {
        let file = try readMaybeCompressed(base + ".idx", compressed: base + ".idx.gz")
        let bytes = file.bytes
        var items: [IndexItem] = []
        var position = 0
        let offsetSize = offsetBits / 8
        while position < bytes.count {
            // The word's 0 byte, then its offset and its 4-byte size.
            guard let end = bytes[position...].firstIndex(of: 0), end + 1 + offsetSize + 4 <= bytes.count else {
                throw FileProblem(path: file.path, message: "truncated at byte \(position)")
            }
            guard let word = String(validating: bytes[position..<end], as: UTF8.self) else {
                throw FileProblem(path: file.path, message: "invalid UTF-8 in the word at byte \(position)")
            }
            let offset = Self.bigEndian(bytes[(end + 1)..<(end + 1 + offsetSize)])
            let size = Self.bigEndian(bytes[(end + 1 + offsetSize)..<(end + 5 + offsetSize)])
            items.append(IndexItem(word: word, offset: offset, size: size))
            position = end + 5 + offsetSize
        }
        return items
    }

    /// `.syn` maps extra words (inflections, spellings) to an index item; each becomes an
    /// entry of its own that points to the main one, so search finds it.
    private func synonymEntries(base: String, entries: [DictionaryEntry], entryForWord: [Int: Int]) throws(FileProblem) -> [DictionaryEntry] {
        let path = base + ".syn"
        guard FileSystem.exists(path) else { return [] }
        let bytes = try FileSystem.readFile(path)
        var result: [DictionaryEntry] = []
        var position = 0
        while position < bytes.count {
            guard let end = bytes[position...].firstIndex(of: 0), end + 5 <= bytes.count else {
                throw FileProblem(path: path, message: "truncated at byte \(position)")
            }
            let word = String(decoding: bytes[position..<end], as: UTF8.self)
            let target = Self.bigEndian(bytes[(end + 1)..<(end + 5)])
            position = end + 5
            guard let entryIndex = entryForWord[target] else { continue }
            let main = entries[entryIndex]
            guard Folding.fold(word) != Folding.fold(main.headword) else { continue }
            result.append(DictionaryEntry(headword: word, senses: main.senses, seeAlso: [main.headword]))
        }
        return result
    }

    private func readMaybeCompressed(_ plain: String, compressed: String) throws(FileProblem) -> (bytes: [UInt8], path: String) {
        try Gzip.readPlainOrCompressed(plain, compressed: compressed, missing: FileProblem(path: plain, message: "not found (nor \(compressed))"))
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    /// Splits an article's data into (type, text) fields, with or without a sametypesequence.
    static func fields(_ data: ArraySlice<UInt8>, types: String?, path: String) throws(FileProblem) -> [(Character, String)] {
        var fields: [(Character, String)] = []
        var position = data.startIndex
        func take(_ type: Character, isLast: Bool) throws(FileProblem) {
            if type.isUppercase {
                // Binary fields (pictures, sounds) are skipped.
                let size: Int
                if isLast { size = data.endIndex - position } else {
                    guard position + 4 <= data.endIndex else { throw FileProblem(path: path, message: "an article is truncated") }
                    size = bigEndian(data[position..<position + 4])
                    position += 4
                }
                position = min(data.endIndex, position + size)
                return
            }
            let end = isLast ? data.endIndex : (data[position...].firstIndex(of: 0) ?? data.endIndex)
            fields.append((type, String(decoding: data[position..<end], as: UTF8.self)))
            position = min(data.endIndex, end + 1)
        }
        if let types {
            for (number, type) in types.enumerated() where position <= data.endIndex {
                try take(type, isLast: number == types.count - 1)
            }
        } else {
            while position < data.endIndex {
                let type = Character(Unicode.Scalar(data[position]))
                position += 1
                try take(type, isLast: false)
            }
        }
        return fields
    }

    /// Builds entries from an article's fields: text fields become senses, 't' the
    /// pronunciation. A horizontal rule separates homographs merged into one article.
    static func entries(word: String, fields: [(Character, String)]) -> [DictionaryEntry] {
        var articles: [[String]] = [[]]
        var pronunciation: String?
        for (type, text) in fields {
            switch type {
            case "t": pronunciation = text
            case "h", "x", "g":
                for (index, part) in MarkupText.splitAtRules(text).enumerated() {
                    if index > 0 { articles.append([]) }
                    articles[articles.count - 1] += MarkupText.plainLines(part)
                }
            case "m", "l", "y", "k", "w", "r":
                articles[articles.count - 1] += text.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            default: break
            }
        }
        return articles.compactMap { entry(word: word, lines: $0, pronunciation: pronunciation) }
    }

    /// Articles converted from dictd start with a FreeDict header, "headword /pron/".
    private static func entry(word: String, lines: [String], pronunciation: String?) -> DictionaryEntry? {
        guard let first = lines.first else { return nil }
        if first.hasSuffix("/") && first.contains(" /") || first.hasSuffix(">") && first.contains(" <") {
            var entry = FreeDictArticleParser().parse(lines.joined(separator: "\n"), indexHeadword: word)
            if entry?.pronunciation == nil { entry?.pronunciation = pronunciation }
            return entry
        }
        let numbered = lines.contains { FreeDictArticleParser.numberedText($0) != nil }
        var senses: [Sense] = []
        for line in lines {
            if let text = FreeDictArticleParser.numberedText(line) {
                senses.append(Sense(definition: text))
            } else if numbered, !senses.isEmpty {
                senses[senses.count - 1].definition += " " + line
            } else {
                senses.append(Sense(definition: line))
            }
        }
        return DictionaryEntry(headword: word, pronunciation: pronunciation, senses: senses)
    }
}
