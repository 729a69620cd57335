import SozlukDictionary

/// Reads the plain-text articles FreeDict ships in its dictd databases:
///
///     abandon /ɐbˈandən/ <v>
///     1. tamamıyle bırakmak, terketmek
///     2. (den.) kendini tamamıyla vermek
///
/// The first line holds the headword, the pronunciation between slashes and the grammar in
/// angle brackets (`<masc, n, sg>`: the part of speech, the rest labels); numbered lines are
/// senses, other lines one sense each; "see:"/"synonym:" lines become links ({braces}
/// dropped); "Note:" lines are added to the sense before them; short notes at the start of a
/// sense, like "(müz.)" or "[cook.]", become labels.
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
            let text = Self.droppingTrailingGrammar(pendingText.joined(separator: " "))
            pendingText = []
            // Only a note in round brackets was cut (":-)" in a smiley's sense is no stray bracket).
            let (labels, definition) = Self.mendingCutNote(SenseLabels.split(text), startedWithNote: text.hasPrefix("("))
            guard !definition.isEmpty else { return }
            entry.senses.append(Sense(partOfSpeech: header.partOfSpeech, definition: definition, labels: header.labels + labels))
        }
        let numbered = lines.contains { Self.numberedText($0) != nil }
        for line in lines {
            if line.lowercased().hasPrefix("note:") {
                let note = line.dropFirst(5).trimmingWhitespace()
                if !pendingText.isEmpty {
                    pendingText.append("(\(note))")
                } else if !entry.senses.isEmpty, !note.isEmpty {
                    entry.senses[entry.senses.count - 1].definition += " (\(note))"
                }
            } else if let words = links(in: line, prefixes: ["see:", "see also:", "antonym:", "antonyms:"]) {
                flushSense()
                entry.seeAlso += words
            } else if let words = links(in: line, prefixes: ["synonym:", "synonyms:", "syn:"]) {
                flushSense()
                entry.synonyms += words
            } else if let example = Self.example(Self.numberedText(line) ?? line) {
                flushSense()
                // An example needs a sense to belong to; without one it is the meaning.
                if entry.senses.isEmpty {
                    pendingText = [example]
                } else {
                    entry.senses[entry.senses.count - 1].examples.append(example)
                }
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
            // The part of speech is wherever it stands (`<masc, n, sg>`); gender and number are labels.
            if let index = grammar.firstIndex(where: { Self.partsOfSpeech[$0.lowercased()] != nil }) {
                partOfSpeech = Self.partsOfSpeech[grammar[index].lowercased()]
                labels = grammar.enumerated().filter { $0.offset != index }.map(\.element)
            } else {
                labels = grammar
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
        let text = String(headword)
        var result = ""
        var copied = text.startIndex
        for found in WordAbbreviations.abbreviations(in: text) {
            result += text[copied..<found.open] + found.name
            copied = found.after.startIndex
        }
        return result + text[copied...]
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
        return line.dropFirst(prefix.count).split(separator: ",").map { $0.trimmingWhitespace().strippingBraces() }.filter { !$0.isEmpty }
    }

    /// The conversion that expanded abbreviations also closed a note after its first one, so
    /// "(çoğ. calves) baldır" reads "(çoğ.) calves) baldır" and "(mim.) sütun…" may keep a
    /// stray ")": the cut note's words go back to its label ("çoğ. calves"), the meaning
    /// starts after the stray bracket ("baldır"), and a bracket with nothing to close at
    /// the start or the end is dropped ("(bak.) an)" is see "an").
    static func mendingCutNote(_ split: ([String], String), startedWithNote: Bool) -> ([String], String) {
        var (labels, definition) = split
        if definition.hasPrefix(")") {
            let (more, rest) = SenseLabels.split(String(definition.drop { ") ,".contains($0) }))
            return rest.isEmpty ? (labels, definition) : (labels + more, rest)
        }
        guard startedWithNote, !labels.isEmpty, let close = definition.firstIndex(of: ")"), !definition[..<close].contains("("),
              definition.distance(from: definition.startIndex, to: close) <= 30 else { return (labels, definition) }
        let note = definition[..<close].trimmingWhitespace()
        let rest = definition[definition.index(after: close)...].trimmingWhitespace()
        guard !rest.isEmpty else { return (labels, note) }
        let (more, meaning) = SenseLabels.split(rest)
        guard !meaning.isEmpty else { return (labels, definition) }
        labels[labels.count - 1] += " " + note
        return (labels + more, meaning)
    }

    /// "eel stock <n>, establishment <n>" → "eel stock, establishment": the translation's own
    /// grammar tags are not part of its meaning.
    static func droppingTrailingGrammar(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">"), rest.distance(from: open, to: close) <= 24 {
            result += rest[..<open]
            while result.last == " " { result.removeLast() }
            rest = rest[rest.index(after: close)...]
        }
        return (result + rest).trimmingWhitespace()
    }

    /// FreeDict's usage examples: `"ein Haus bauen"  - build a house` → "ein Haus bauen — build a house".
    static func example(_ line: String) -> String? {
        guard line.hasPrefix("\""), let close = line.dropFirst().firstIndex(of: "\"") else { return nil }
        let quote = line[line.index(after: line.startIndex)..<close]
        let rest = line[line.index(after: close)...].trimmingWhitespace()
        guard rest.hasPrefix("- ") || rest.isEmpty else { return nil }
        let translation = rest.dropFirst(2).trimmingWhitespace()
        return translation.isEmpty ? String(quote) : "\(quote) — \(translation)"
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
