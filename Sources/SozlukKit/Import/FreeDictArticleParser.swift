/// Reads the plain-text articles FreeDict ships in its dictd databases:
///
///     abandon /ɐbˈandən/ <v>
///     1. tamamıyle bırakmak, terketmek
///     2. (den.) kendini tamamıyla vermek
///
/// The first line holds the headword, the pronunciation between slashes and the part of
/// speech in angle brackets; numbered lines are senses, other lines one sense each;
/// "see:"/"synonym:" lines become links; short parenthesised notes at the start of a
/// sense, like "(müz.)", become labels.
public struct FreeDictArticleParser: DictdArticleParser {
    public init() {}

    public func parse(_ article: String, indexHeadword fallbackHeadword: String) -> DictionaryEntry? {
        var lines = article.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingWhitespace() }
        lines.removeAll { $0.isEmpty }
        guard !lines.isEmpty else { return nil }
        let header = parseHeader(lines.removeFirst())
        var entry = DictionaryEntry(headword: header.headword.isEmpty ? fallbackHeadword : header.headword,
                                    pronunciation: header.pronunciation, senses: [])
        var pendingText: [String] = []
        func flushSense() {
            guard !pendingText.isEmpty else { return }
            let text = pendingText.joined(separator: " ")
            pendingText = []
            let (labels, definition) = SenseLabels.split(text)
            guard !definition.isEmpty else { return }
            entry.senses.append(Sense(partOfSpeech: header.partOfSpeech, definition: definition, labels: header.labels + labels))
        }
        let numbered = lines.contains { Self.numberedText($0) != nil }
        for line in lines {
            if let words = links(in: line, prefixes: ["see:", "see also:"]) {
                flushSense()
                entry.seeAlso += words
            } else if let words = links(in: line, prefixes: ["synonym:", "synonyms:", "syn:"]) {
                flushSense()
                entry.synonyms += words
            } else if let text = Self.numberedText(line) {
                flushSense()
                pendingText = [text]
            } else if numbered && !pendingText.isEmpty {
                pendingText.append(line) // a numbered sense that goes on over several lines
            } else {
                flushSense()
                pendingText = [line]
            }
        }
        flushSense()
        guard !entry.senses.isEmpty else { return nil }
        return entry
    }

    struct Header {
        var headword: String
        var pronunciation: String?
        var partOfSpeech: String?
        var labels: [String]
    }

    func parseHeader(_ line: String) -> Header {
        var rest = Substring(line)
        var pronunciation: String?
        var partOfSpeech: String?
        var labels: [String] = []
        if let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let grammar = rest[rest.index(after: open)..<close].split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            if let first = grammar.first {
                partOfSpeech = Self.partsOfSpeech[first.lowercased()] ?? first
                labels = Array(grammar.dropFirst())
            }
            rest = rest[..<open]
        }
        if let open = rest.firstRange(of: " /"), let close = rest[open.upperBound...].lastIndex(of: "/") {
            pronunciation = "/" + rest[open.upperBound..<close] + "/"
            rest = rest[..<open.lowerBound]
        }
        return Header(headword: Self.repairAbbreviations(String(rest).trimmingWhitespace()), pronunciation: pronunciation, partOfSpeech: partOfSpeech, labels: labels)
    }

    /// Some FreeDict conversions expanded abbreviations inside headwords, turning
    /// "colloquial" into "(colloq.)uial" and "bird's-foot" into "bird'(s.)-foot";
    /// "(letters.)" in a headword is put back to "letters". Homograph numbers such as
    /// "ear(1)" are dropped: entries that share a headword are numbered on screen anyway.
    static func repairAbbreviations(_ headword: String) -> String {
        var headword = Substring(headword)
        if headword.last == ")", let open = headword.lastIndex(of: "("),
           headword[headword.index(after: open)..<headword.index(before: headword.endIndex)].allSatisfy(\.isNumber),
           headword.index(after: open) < headword.index(before: headword.endIndex) {
            headword = headword[..<open]
            while headword.last == " " { headword.removeLast() }
        }
        var result = ""
        var rest = headword
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            let inner = rest[rest.index(after: open)...].prefix { $0.isLetter }
            let afterInner = rest.index(open, offsetBy: inner.count + 1)
            if !inner.isEmpty, rest[afterInner...].hasPrefix(".)") {
                result += inner
                rest = rest[rest.index(afterInner, offsetBy: 2)...]
            } else {
                result.append("(")
                rest = rest[rest.index(after: open)...]
            }
        }
        return result + rest
    }

    static func numberedText(_ line: String) -> String? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.hasPrefix(". ") || rest == "." else { return nil }
        return rest.dropFirst().trimmingWhitespace()
    }

    private func links(in line: String, prefixes: [String]) -> [String]? {
        let lower = line.lowercased()
        guard let prefix = prefixes.first(where: { lower.hasPrefix($0) }) else { return nil }
        return line.dropFirst(prefix.count).split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    private static let partsOfSpeech: [String: String] = [
        "n": "noun", "v": "verb", "vi": "verb", "vt": "verb", "adj": "adjective", "adv": "adverb",
        "prep": "preposition", "pron": "pronoun", "conj": "conjunction", "interj": "interjection",
        "num": "numeral", "art": "article", "pn": "proper noun", "abbr": "abbreviation",
    ]
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(self).trimmingWhitespace()
    }
}
