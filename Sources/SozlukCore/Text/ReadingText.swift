/// A running text as a reader meets it: its paragraphs, each a row of pieces (words, and the
/// spaces and punctuation between them), its words in order and its sentences. The read
/// mode lays the pieces out and moves between the words; `read --gloss` looks the words up.
///
/// Words are runs of letters, an apostrophe inside one kept (İstanbul'dan, don't), digits
/// after a letter too (bzip2'yi); numbers, punctuation and spaces part them. A line break inside a paragraph is a space (a pasted
/// text wrapped at 72 columns is reflowed); a blank line ends the paragraph.
public struct ReadingText: Equatable, Sendable {
    /// A piece of a paragraph: a word, or what stands between words.
    public struct Piece: Equatable, Sendable {
        public var text: String
        /// Its place among the text's words; nil for spaces, numbers and punctuation.
        public var word: Int?

        public init(text: String, word: Int?) {
            self.text = text
            self.word = word
        }
    }

    /// A word of the text and where it stands.
    public struct Word: Equatable, Sendable {
        /// As the text writes it (a curly apostrophe made straight).
        public var text: String
        public var sentence: Int
    }

    /// The longest run of letters taken for a word: a line of letters with no space is no word.
    static let longestWord = 64

    /// The text as read, shared by every copy: a screen compares the text it laid out with
    /// the one it is given at every key, and the same text is then the same storage.
    private final class Storage: Sendable {
        let paragraphs: [[Piece]]
        let words: [Word]
        let sentences: [Range<Int>]
        let sentenceTexts: [String]

        init(paragraphs: [[Piece]], words: [Word], sentences: [Range<Int>], sentenceTexts: [String]) {
            self.paragraphs = paragraphs
            self.words = words
            self.sentences = sentences
            self.sentenceTexts = sentenceTexts
        }
    }

    private let storage: Storage

    public var paragraphs: [[Piece]] { storage.paragraphs }
    public var words: [Word] { storage.words }
    /// Each sentence's words, in order; a sentence has at least one word.
    public var sentences: [Range<Int>] { storage.sentences }

    public init(_ text: String) {
        var reader = Reader()
        var paragraphs: [[Piece]] = []
        for paragraph in Self.paragraphs(of: text) {
            paragraphs.append(reader.pieces(of: paragraph))
            reader.endSentence()
        }
        storage = Storage(paragraphs: paragraphs, words: reader.words, sentences: reader.sentences, sentenceTexts: reader.sentenceTexts)
    }

    public static func == (lhs: ReadingText, rhs: ReadingText) -> Bool {
        lhs.storage === rhs.storage || (lhs.words == rhs.words && lhs.paragraphs == rhs.paragraphs)
    }

    /// The sentence a word stands in, trimmed, as a card keeps it.
    public func sentence(ofWord index: Int) -> String {
        guard words.indices.contains(index) else { return "" }
        return storage.sentenceTexts[words[index].sentence]
    }

    /// The word at `index` and the ones after it, up to `count` of them, within its sentence:
    /// where a phrase starting at the word is looked for.
    public func words(from index: Int, upTo count: Int) -> [String] {
        guard words.indices.contains(index) else { return [] }
        let sentence = sentences[words[index].sentence]
        return words[index..<min(sentence.upperBound, index + count)].map(\.text)
    }

    /// Paragraphs: blocks of lines between blank lines, their lines joined by a space.
    private static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        return paragraphs
    }
}

/// Cuts paragraphs into pieces, numbering words and sentences across the whole text.
private struct Reader {
    var words: [ReadingText.Word] = []
    var sentences: [Range<Int>] = []
    var sentenceTexts: [String] = []
    private var sentenceStart = 0
    private var sentenceText = ""

    mutating func pieces(of paragraph: String) -> [ReadingText.Piece] {
        var pieces: [ReadingText.Piece] = []
        var between = ""
        var letters = ""
        let characters = Array(paragraph)
        func flushWord() {
            guard !letters.isEmpty else { return }
            if letters.count <= ReadingText.longestWord {
                pieces.append(ReadingText.Piece(text: letters, word: words.count))
                words.append(ReadingText.Word(text: letters, sentence: sentences.count))
            } else {
                pieces.append(ReadingText.Piece(text: letters, word: nil))
            }
            sentenceText += letters
            letters = ""
        }
        for (index, character) in characters.enumerated() {
            let isInnerApostrophe = (character == "'" || character == "’") && !letters.isEmpty
                && index + 1 < characters.count && characters[index + 1].isLetter
            // A digit inside a word (bzip2, MP3) keeps it whole, and its endings with it (bzip2'yi).
            let isDigitInWord = character.isNumber && !letters.isEmpty
            if character.isLetter || isInnerApostrophe || isDigitInWord {
                if !between.isEmpty { addBetween(between, before: character, to: &pieces) }
                between = ""
                letters.append(isInnerApostrophe ? "'" : character)
                continue
            }
            flushWord()
            // Control characters and tabs are spaces here: the text is data, drawn as text.
            between.append(character.isWhitespace || character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : character)
        }
        flushWord()
        if !between.isEmpty { addBetween(between, before: nil, to: &pieces) }
        return pieces
    }

    /// What stands between two words, its spaces run together; it may end a sentence, and
    /// what follows the end (an opening quote) starts the next one.
    private mutating func addBetween(_ text: String, before next: Character?, to pieces: inout [ReadingText.Piece]) {
        var collapsed = ""
        for character in text where !(character == " " && (collapsed.last == " " || (collapsed.isEmpty && pieces.isEmpty))) {
            collapsed.append(character)
        }
        guard !collapsed.isEmpty else { return }
        pieces.append(ReadingText.Piece(text: collapsed, word: nil))
        let previous = pieces.dropLast().last.flatMap { $0.word != nil ? $0.text : nil }
        guard let end = Self.sentenceEnd(in: collapsed), !Self.isAbbreviation(previous, stop: collapsed, before: next) else {
            sentenceText += collapsed
            return
        }
        sentenceText += collapsed[..<end]
        endSentence()
        sentenceText = String(collapsed[end...])
    }

    /// Titles and abbreviations a full stop follows inside a sentence (Mr. Smith, Dr. Jones,
    /// vb. gibi), in English and Turkish.
    static let abbreviations: Set<String> = ["mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "vs", "no", "fig", "vol", "inc", "ltd",
                                             "co", "doç", "yrd", "av", "bkz", "vb", "örn", "sn", "yy", "çev"]

    /// Whether the full stop after `word` is an abbreviation's, not the sentence's end: a known
    /// abbreviation, an initial (J. Smith), or a stop the next word follows in lower case
    /// (e.g. the, p.m. today, etc. and).
    private static func isAbbreviation(_ word: String?, stop: String, before next: Character?) -> Bool {
        guard stop.first == ".", !stop.contains(where: { "!?…".contains($0) }) else { return false }
        if let next, next.isLowercase { return true }
        guard let word else { return false }
        return (word.count == 1 && word.first?.isUppercase == true) || abbreviations.contains(word.lowercased())
    }

    /// Where a sentence ends in what stands between words: after `.`, `!`, `?` or `…` (a
    /// closing quote or bracket may follow) and the space after them. 3.5 does not end a
    /// sentence, "Done." does.
    private static func sentenceEnd(in text: String) -> String.Index? {
        var afterStop = false
        for index in text.indices {
            let character = text[index]
            if ".!?…".contains(character) {
                afterStop = true
            } else if afterStop, character == " " {
                return text.index(after: index)
            } else if !"\"'”’»)]".contains(character) {
                afterStop = false
            }
        }
        return nil
    }

    /// Closes the sentence under way, if it has a word.
    mutating func endSentence() {
        if words.count > sentenceStart {
            sentences.append(sentenceStart..<words.count)
            sentenceTexts.append(sentenceText.trimmingSpaces())
        }
        sentenceStart = words.count
        sentenceText = ""
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
