import SozlukDictionary

/// Reads the Collaborative International Dictionary of English (Webster's 1913 plus
/// WordNet) as Debian's dict-gcide ships it:
///
///     Abandon \A*ban"don\ ([.a]*b[a^]n"d[u^]n), v. t. [imp. & p. p.
///        {Abandoned} ...; OF. abandoner ...]
///        1. To cast or drive out; to banish; to expel; to reject.
///           [Obs.]
///           [1913 Webster]
///
///                 That he might . . . abandon them from him. --Udall.
///
///        Syn: To give up; yield; forego; ...
///
/// The header gives the pronunciation and part of speech (the etymology is left out);
/// numbered paragraphs are senses, deeply indented quotations their examples, "Syn:" the
/// synonyms. Notes, usage essays and phrase lists are left out to keep articles readable.
public struct GCIDEArticleParser: DictdArticleParser {
    public init() {}

    public func parse(_ article: String, indexHeadword: String) -> DictionaryEntry? {
        var lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.trimmingWhitespace().isEmpty { lines.removeFirst() }
        guard !lines.isEmpty else { return nil }
        let headerCount = headerLineCount(lines)
        let header = parseHeader(lines[0])
        var entry = DictionaryEntry(headword: header.headword.isEmpty ? indexHeadword : header.headword,
                                    pronunciation: header.pronunciation, senses: [])
        var collector = SenseCollector(partOfSpeech: header.partOfSpeech)
        for line in lines.dropFirst(headerCount) {
            collector.take(line)
        }
        collector.finish()
        entry.senses = collector.senses
        entry.synonyms = collector.synonyms
        return entry.senses.isEmpty ? nil : entry
    }

    /// The header runs until the etymology's brackets close.
    private func headerLineCount(_ lines: [String]) -> Int {
        var depth = 0
        for (index, line) in lines.enumerated() {
            for character in line {
                if character == "[" { depth += 1 }
                if character == "]" { depth = max(0, depth - 1) }
            }
            if depth == 0 { return index + 1 }
        }
        return 1
    }

    struct Header {
        var headword: String
        var pronunciation: String?
        var partOfSpeech: String?
    }

    func parseHeader(_ line: String) -> Header {
        var rest = Substring(line)
        let headwordEnd = rest.firstIndex { $0 == "\\" || $0 == "," || $0 == "[" } ?? rest.endIndex
        let headword = rest[..<headwordEnd].trimmingWhitespace()
        rest = rest[headwordEnd...]
        var pronunciation: String?
        if rest.first == "\\", let close = rest.dropFirst().firstIndex(of: "\\") {
            pronunciation = String(rest[rest.index(after: rest.startIndex)..<close]).replacingStress()
            rest = rest[rest.index(after: close)...]
        }
        if rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        var partOfSpeech: String?
        if rest.hasPrefix(",") {
            let grammar = rest.dropFirst().prefix { $0 != "[" }.trimmingWhitespace()
            let key = grammar.hasSuffix(".") ? String(grammar) : grammar
            if !key.isEmpty { partOfSpeech = Self.partsOfSpeech[key] ?? key }
        }
        return Header(headword: headword, pronunciation: pronunciation, partOfSpeech: partOfSpeech)
    }

    static let partsOfSpeech: [String: String] = [
        "n.": "noun", "v. t.": "verb (transitive)", "v. i.": "verb (intransitive)", "v.": "verb",
        "a.": "adjective", "adj.": "adjective", "adv.": "adverb", "prep.": "preposition",
        "pron.": "pronoun", "conj.": "conjunction", "interj.": "interjection", "n. pl.": "noun (plural)",
        "p. p.": "past participle", "p. a.": "participial adjective", "imp.": "past tense",
    ]
}

/// Walks the body lines of a GCIDE article, collecting senses, examples and synonyms.
private struct SenseCollector {
    enum Mode { case sense, example, synonyms, skipped, none }

    let partOfSpeech: String?
    var senses: [Sense] = []
    var synonyms: [String] = []
    private var mode: Mode = .none
    private var text: [String] = []
    private var labels: [String] = []
    private var examples: [String] = []
    private var example: [String] = []
    private var afterBlank = false

    init(partOfSpeech: String?) {
        self.partOfSpeech = partOfSpeech
    }

    mutating func take(_ line: String) {
        let trimmed = line.trimmingWhitespace()
        let indent = line.prefix { $0 == " " }.count
        if trimmed.isEmpty {
            afterBlank = true
            finishExample()
            if mode == .synonyms || mode == .skipped { mode = senses.isEmpty && text.isEmpty ? .none : .sense }
            return
        }
        defer { afterBlank = false }
        if Self.isSourceMarker(trimmed) { return }
        if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
            labels.append(String(trimmed.dropFirst().dropLast()).trimmingWhitespace())
            return
        }
        if indent <= 4 {
            if let numbered = Self.numbered(trimmed) {
                finishSense()
                mode = .sense
                text = [numbered]
                return
            }
            if trimmed.hasPrefix("Syn:") {
                finishSense()
                mode = .synonyms
                addSynonyms(String(trimmed.dropFirst(4)))
                return
            }
            if trimmed.hasPrefix("Note:") || trimmed.hasPrefix("Usage:") || trimmed.hasPrefix("{") || trimmed.hasPrefix("--") {
                finishSense()
                mode = .skipped
                return
            }
        }
        switch mode {
        case .synonyms: addSynonyms(trimmed)
        case .skipped: return
        case .none:
            mode = .sense
            text = [trimmed]
        case .sense, .example:
            if indent >= 8 && (afterBlank || mode == .example) {
                mode = .example
                example.append(trimmed)
            } else if !afterBlank {
                text.append(trimmed)
            } else {
                // An unnumbered paragraph after a sense: more of the same meaning.
                text.append(trimmed)
            }
        }
    }

    mutating func finish() {
        finishSense()
    }

    private mutating func finishExample() {
        guard !example.isEmpty else { return }
        var quote = example.joined(separator: " ")
        if let dash = quote.firstRange(of: " --") {
            quote = quote[..<dash.lowerBound].trimmingWhitespace() + " —" + quote[dash.upperBound...].trimmingWhitespace()
        }
        examples.append(quote.strippingBraces())
        example = []
        mode = .sense
    }

    private mutating func finishSense() {
        finishExample()
        defer {
            text = []
            labels = []
            examples = []
        }
        guard !text.isEmpty else { return }
        let (leading, definition) = SenseLabels.split(text.joined(separator: " ").strippingBraces(), maximumLength: 24)
        guard !definition.isEmpty else { return }
        senses.append(Sense(partOfSpeech: partOfSpeech, definition: definition, examples: examples, labels: leading + labels))
    }

    private mutating func addSynonyms(_ text: String) {
        for word in text.split(whereSeparator: { $0 == ";" || $0 == "," }) {
            let clean = word.trimmingWhitespace().strippingBraces()
            let trimmed = clean.hasSuffix(".") ? String(clean.dropLast()) : clean
            if !trimmed.isEmpty && trimmed.count <= 40 && !synonyms.contains(trimmed) { synonyms.append(trimmed) }
        }
    }

    /// "[1913 Webster]", "[PJC]", "[WordNet 1.5]": where a paragraph came from, not content.
    static func isSourceMarker(_ line: String) -> Bool {
        guard line.hasPrefix("[") && line.hasSuffix("]") else { return false }
        return line.contains("Webster") || line.contains("PJC") || line.contains("WordNet") || line.contains("Century")
            || line.contains("Chambers") || line.contains("Johnson") || line.contains("Dict.") || line.contains(where: \.isNumber)
    }

    static func numbered(_ line: String) -> String? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        return line.dropFirst(digits.count + 2).trimmingWhitespace()
    }
}

extension String {
    /// "{Pyrus malus}" → "Pyrus malus": GCIDE's cross-reference braces.
    func strippingBraces() -> String {
        String(filter { $0 != "{" && $0 != "}" })
    }

    /// GCIDE marks stress with " and ` after the syllable and splits syllables with *;
    /// shown as ˈ, ˌ and ·.
    func replacingStress() -> String {
        String(map { $0 == "\"" ? "ˈ" : ($0 == "`" ? "ˌ" : ($0 == "*" ? "·" : $0)) })
    }
}
