import SozlukBase

/// Where a move takes the cursor in a text: by word, by sentence, by line and page of the
/// text as wrapped on screen (the word nearest the same column).
struct ReadCursor {
    let text: ReadingText
    /// The words of each wrapped line, as the View laid them out.
    let lines: [[WordSpot]]
    let visibleLines: Int

    /// The word `action` moves to from `word`; nil when it is no move. Up and down go to the
    /// word nearest `column` (the one they started from), else the word's own.
    func target(of action: ReadAction, from word: Int, column: Int? = nil) -> Int? {
        let last = text.words.count - 1
        guard last >= 0 else { return nil }
        switch action {
        case .nextWord: return min(word + 1, last)
        case .previousWord: return max(word - 1, 0)
        case .firstWord: return 0
        case .lastWord: return last
        case .select(let target): return (0...last).contains(target) ? target : nil
        case .nextSentence: return sentenceStart(from: word, forward: true)
        case .previousSentence: return sentenceStart(from: word, forward: false)
        case .nextLine: return lineMove(from: word, by: 1, column: column)
        case .previousLine: return lineMove(from: word, by: -1, column: column)
        case .nextPage: return lineMove(from: word, by: max(1, visibleLines - 1), column: column)
        case .previousPage: return lineMove(from: word, by: -max(1, visibleLines - 1), column: column)
        default: return nil
        }
    }

    /// The next sentence's first word; back, the start of this sentence, or of the one before
    /// when already there (as `{` in vim).
    private func sentenceStart(from word: Int, forward: Bool) -> Int {
        let sentences = text.sentences
        guard let current = sentences.firstIndex(where: { $0.contains(word) }) else { return word }
        if forward { return current + 1 < sentences.count ? sentences[current + 1].lowerBound : sentences[current].lowerBound }
        if word > sentences[current].lowerBound { return sentences[current].lowerBound }
        return current > 0 ? sentences[current - 1].lowerBound : word
    }

    /// The word `count` wrapped lines away that stands nearest `column` (else the word's own
    /// column); the first or last line when that is past the text.
    private func lineMove(from word: Int, by count: Int, column: Int?) -> Int {
        let withWords = lines.indices.filter { !lines[$0].isEmpty }
        guard let here = withWords.firstIndex(where: { line in lines[line].contains { $0.word == word } }),
              let column = column ?? self.column(of: word) else { return word }
        let target = lines[withWords[min(max(0, here + count), withWords.count - 1)]]
        return target.min { abs($0.column - column) < abs($1.column - column) }?.word ?? word
    }

    /// Where the word starts on its wrapped line.
    func column(of word: Int) -> Int? {
        lines.lazy.compactMap { line in line.first { $0.word == word }?.column }.first
    }
}
