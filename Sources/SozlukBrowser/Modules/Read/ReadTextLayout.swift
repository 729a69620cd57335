import SozlukBase
import TerminalUI

/// A text wrapped to a pane's width for the read screen: lines broken at spaces only (a word
/// and the punctuation against it stay together), a blank line between paragraphs.
struct ReadTextLayout {
    /// A run of a line: a word of the text, or punctuation.
    struct Segment: Equatable {
        var text: String
        var word: Int?
        var column: Int
    }

    private(set) var lines: [[Segment]] = []
    /// The line each word of the text is on: found at once for every key, however long the text.
    private var lineOfWord: [Int] = []

    init(_ text: ReadingText, width: Int) {
        let width = max(1, width)
        for (index, paragraph) in text.paragraphs.enumerated() {
            if index > 0 { lines.append([]) }
            var line: [Segment] = []
            var column = 0
            for unbroken in Self.unbrokenRuns(of: paragraph) {
                let runWidth = unbroken.reduce(0) { $0 + DisplayWidth.of($1.text) }
                if column > 0, column + 1 + runWidth > width {
                    lines.append(line)
                    line = []
                    column = 0
                } else if column > 0 {
                    column += 1
                }
                for piece in unbroken {
                    if piece.word != nil { lineOfWord.append(lines.count) }
                    line.append(Segment(text: piece.text, word: piece.word, column: column))
                    column += DisplayWidth.of(piece.text)
                }
            }
            lines.append(line)
        }
    }

    /// The paragraph cut at its spaces: each run is drawn on one line.
    private static func unbrokenRuns(of paragraph: [ReadingText.Piece]) -> [[ReadingText.Piece]] {
        var runs: [[ReadingText.Piece]] = []
        var run: [ReadingText.Piece] = []
        for piece in paragraph {
            guard piece.word == nil else {
                run.append(piece)
                continue
            }
            let parts = piece.text.split(separator: " ", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0, !run.isEmpty {
                    runs.append(run)
                    run = []
                }
                if !part.isEmpty { run.append(ReadingText.Piece(text: String(part), word: nil)) }
            }
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    /// Each line's words and where they start, for the Presenter's moves.
    var spots: [[WordSpot]] {
        lines.map { line in line.compactMap { segment in segment.word.map { WordSpot(word: $0, column: segment.column) } } }
    }

    func line(of word: Int) -> Int? {
        lineOfWord.indices.contains(word) ? lineOfWord[word] : nil
    }

    /// The word drawn at a cell of the pane, if any.
    func word(atLine line: Int, column: Int) -> Int? {
        guard lines.indices.contains(line) else { return nil }
        return lines[line].first { segment in
            segment.word != nil && (segment.column..<(segment.column + DisplayWidth.of(segment.text))).contains(column)
        }?.word
    }
}
