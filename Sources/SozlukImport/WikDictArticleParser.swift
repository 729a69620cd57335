import SozlukDictionary

/// Reads the articles of FreeDict+WikDict databases (made from Wiktionary's translation
/// tables):
///
///     zamek /ˈzãmɛk/ <n>
///     1. kale, şato
///     (architektura, architektoniczny) (budownictwo) budynek warowny;
///     2. kilit
///     (technologia, technika, techniczny) mechanizm zamykający drzwi, szuflady;
///
/// A numbered line holds a sense's translations, the line after it the sense's gloss in the
/// headword's own language. A translation line may end in the number of what follows
/// ("gün, gündüz 2."), and a number alone starts one more gloss of the same translations. The
/// glosses are the same in every WikDict database of one language (Polish → Turkish and
/// Polish → English gloss zamek's senses alike), so two can be joined sense by sense
/// (`PivotImporter`); in an entry they are the sense's labels, never its translations.
public struct WikDictArticleParser: DictdArticleParser {
    /// The translations of one sense, and the glosses that say which sense it is.
    public struct Sense: Equatable, Sendable {
        public var translations: String
        public var glosses: [String]
    }

    public init() {}

    public func parse(_ article: String, indexHeadword fallbackHeadword: String) -> DictionaryEntry? {
        guard let (header, senses) = Self.read(article) else { return nil }
        let kept = senses.filter { !$0.translations.isEmpty }
        guard !kept.isEmpty else { return nil }
        return DictionaryEntry(headword: header.headword.isEmpty ? fallbackHeadword : header.headword, pronunciation: header.pronunciation,
                               senses: kept.map { SozlukDictionary.Sense(partOfSpeech: header.partOfSpeech, definition: $0.translations,
                                                                   labels: header.labels + $0.glosses) })
    }

    /// The article's header and its senses, in order; nil for an article without a header.
    static func read(_ article: String) -> (header: FreeDictArticleParser.Header, senses: [Sense])? {
        var lines = article.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        let header = FreeDictArticleParser().parseHeader(lines.removeFirst())
        var senses: [Sense] = []
        var expectsGloss = false
        for line in lines {
            if Self.isNumberAlone(line) {
                // One more gloss of the same translations follows.
                expectsGloss = !senses.isEmpty
            } else if let numbered = FreeDictArticleParser.numberedText(line) {
                senses.append(Sense(translations: Self.droppingNextNumber(numbered), glosses: []))
                expectsGloss = true
            } else if expectsGloss {
                senses[senses.count - 1].glosses.append(Self.trimmingEnd(line))
                expectsGloss = false
            } else {
                senses.append(Sense(translations: Self.droppingNextNumber(line), glosses: []))
                expectsGloss = true
            }
        }
        return (header, senses)
    }

    static func isNumberAlone(_ line: String) -> Bool {
        line.hasSuffix(".") && line.dropLast().allSatisfy { $0.isASCII && $0.isNumber } && line.count > 1
    }

    /// "gün, gündüz 2." → "gün, gündüz".
    static func droppingNextNumber(_ line: String) -> String {
        guard let space = line.lastIndex(of: " "), Self.isNumberAlone(String(line[line.index(after: space)...])) else {
            return FreeDictArticleParser.droppingTrailingGrammar(line)
        }
        return FreeDictArticleParser.droppingTrailingGrammar(String(line[..<space]))
    }

    static func trimmingEnd(_ gloss: String) -> String {
        var gloss = Substring(gloss)
        while let last = gloss.last, last == ";" || last == " " { gloss.removeLast() }
        return String(gloss)
    }
}
