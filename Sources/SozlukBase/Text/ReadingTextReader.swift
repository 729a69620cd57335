/// Cuts paragraphs into pieces, numbering words and sentences across the whole text.
struct ReadingTextReader {
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
        sentenceText += String(collapsed[end...])
    }

    /// Titles and abbreviations a full stop follows inside a sentence (Mr. Smith, Dr. Jones,
    /// vb. gibi), in English and Turkish.
    static let abbreviations: Set<String> = ["mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "vs", "no", "fig", "vol", "inc", "ltd",
                                             "co", "doç", "yrd", "av", "bkz", "vb", "örn", "sn", "yy", "çev"]

    /// Whether the full stop after `word` is an abbreviation's, not the sentence's end: a known
    /// abbreviation, an initial (J. Smith), or a stop the next word follows in lower case
    /// (e.g. the, p.m. today, etc. and).
    private static func isAbbreviation(_ word: String?, stop: String, before next: Character?) -> Bool {
        guard stop.first == ".", !stop.contains(where: { "!?…".contains($0) }), let word else { return false }
        // The next word right after the stop, in lower case, after a short one (e.g. the, p.m.
        // today, etc. and); not a number between them (home. 3 people), nor after a longer
        // word (verilir. bzip2, a program's name starting the next sentence).
        let isRightAfter = stop.allSatisfy { $0 == "." || $0 == " " }
        if let next, next.isLowercase, isRightAfter, word.count <= 3 { return true }
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
    /// Closes the sentence under way when it has a word; what came before a first word (a
    /// list's `1.`) stays for the sentence it begins, unless the paragraph ends.
    mutating func endSentence(paragraphEnds: Bool = false) {
        if words.count > sentenceStart {
            sentences.append(sentenceStart..<words.count)
            sentenceTexts.append(sentenceText.trimmingSpaces())
            sentenceText = ""
        } else if paragraphEnds {
            sentenceText = ""
        }
        sentenceStart = words.count
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
