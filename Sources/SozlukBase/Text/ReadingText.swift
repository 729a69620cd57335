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
        var reader = ReadingTextReader()
        var paragraphs: [[Piece]] = []
        for paragraph in Self.paragraphs(of: text) {
            paragraphs.append(reader.pieces(of: paragraph))
            reader.endSentence(paragraphEnds: true)
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
