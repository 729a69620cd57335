import SozlukBase
import SozlukDictionary

/// Reads WordNet's articles as Debian's dict-wn ships them:
///
///     bank
///         n 1: sloping land (especially the slope beside a body of water);
///              "they pulled the canoe up on the bank" [syn: {bank}, {cant}]
///         2: a financial institution ...
///         v 1: tip laterally; "the pilot had to bank the aircraft"
///
/// Each numbered line starts a sense (with the part of speech when it changes); quoted
/// text becomes examples; [syn: ...] synonyms and [ant: ...] antonyms (kept as see-also).
public struct WordNetArticleParser: DictdArticleParser {
    public init() {}

    public func parse(_ article: String, indexHeadword: String) -> DictionaryEntry? {
        var lines = article.split(separator: "\n").map { String($0) }
        guard !lines.isEmpty else { return nil }
        let headword = lines.removeFirst().trimmingWhitespace()
        var entry = DictionaryEntry(headword: headword.isEmpty ? indexHeadword : headword, senses: [])
        var partOfSpeech: String?
        var pending: String?
        func flush() {
            guard let text = pending else { return }
            pending = nil
            addSense(text, partOfSpeech: partOfSpeech, to: &entry)
        }
        for line in lines {
            let trimmed = line.trimmingWhitespace()
            if let (pos, rest) = senseStart(trimmed) {
                flush()
                if let pos { partOfSpeech = Self.partsOfSpeech[pos] ?? pos }
                pending = rest
            } else if pending != nil {
                pending! += " " + trimmed
            }
        }
        flush()
        let ownKey = Folding.fold(entry.headword)
        entry.synonyms.removeAll { Folding.fold($0) == ownKey }
        entry.synonyms = unique(entry.synonyms)
        entry.seeAlso = unique(entry.seeAlso)
        return entry.senses.isEmpty ? nil : entry
    }

    /// "n 1: text" → ("n", "text"); "2: text" → (nil, "text").
    private func senseStart(_ line: String) -> (String?, String)? {
        var rest = Substring(line)
        var pos: String?
        if let space = rest.firstIndex(of: " "), Self.partsOfSpeech[String(rest[..<space])] != nil {
            pos = String(rest[..<space])
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(":") else { return nil }
        return (pos, rest.dropFirst(digits.count + 1).trimmingWhitespace())
    }

    private func addSense(_ text: String, partOfSpeech: String?, to entry: inout DictionaryEntry) {
        var body = text
        for (tag, isSynonym) in [("[syn:", true), ("[ant:", false), ("[also:", false)] {
            while let start = body.firstRange(of: tag), let end = body[start.upperBound...].firstIndex(of: "]") {
                let words = Self.bracedWords(in: String(body[start.upperBound..<end]))
                if isSynonym { entry.synonyms += words } else { entry.seeAlso += words }
                body.removeSubrange(start.lowerBound...end)
            }
        }
        var examples: [String] = []
        while let open = body.firstIndex(of: "\""), let close = body[body.index(after: open)...].firstIndex(of: "\"") {
            examples.append(String(body[body.index(after: open)..<close]))
            body.removeSubrange(open...close)
        }
        let definition = body.split(separator: ";").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "; ")
        let (labels, text) = SenseLabels.split(definition, maximumLength: 24)
        guard !text.isEmpty else { return }
        entry.senses.append(Sense(partOfSpeech: partOfSpeech, definition: text, examples: examples, labels: labels))
    }

    /// "{bank}, {cant}, {a la mode(p)}" → ["bank", "cant", "a la mode"]
    static func bracedWords(in text: String) -> [String] {
        var words: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            var word = rest[rest.index(after: open)..<close].split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for marker in ["(p)", "(a)", "(ip)"] where word.hasSuffix(marker) { word.removeLast(marker.count) }
            if !word.isEmpty { words.append(word) }
            rest = rest[rest.index(after: close)...]
        }
        return words
    }

    private func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert(Folding.fold($0)).inserted }
    }

    private static let partsOfSpeech = ["n": "noun", "v": "verb", "adj": "adjective", "adv": "adverb"]
}
