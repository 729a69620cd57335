import SozlukDictionary
import TerminalUI

/// Draws an article in a pane: the headword on top, then its blocks wrapped to the width,
/// scrolled by requests, opened at the answer when there is one. The word screen and the
/// preview pane beside a list both draw through it.
@MainActor
public struct ArticlePane {
    private var position = ScrollPosition()
    /// The article last shown, to tell a new word (opened at its answer, or at the top) from
    /// a repaint of the same one (the reader's place kept).
    private var shownHeadword: String?
    private var shownAnswer: Int?
    /// Set when the page must open at its answer, once its lines are laid out at the width.
    private var scrollsToAnswer = false
    /// The article's lines as last laid out, and for what: a repaint of the same article at
    /// the same width (each key, each result arriving) wraps nothing again. Wrapping was two
    /// thirds of a paint of the Search screen with its preview.
    private var laidOut: (blocks: [ArticleBlock], width: Int, lines: [ArticleLayout.Line])?

    public init() {}

    /// Takes the article about to be drawn: another word starts at its answer, or at the top.
    /// None (no preview, nothing explained yet) leaves the pane as it was.
    public mutating func show(_ article: ArticleViewModel?) {
        guard let article else { return }
        guard article.headword != shownHeadword || article.answerBlock != shownAnswer else { return }
        let isAnotherWord = shownHeadword != nil && article.headword != shownHeadword
        shownHeadword = article.headword
        shownAnswer = article.answerBlock
        if isAnotherWord { position.request(.top) }
        if article.answerBlock != nil { scrollsToAnswer = true }
    }

    private mutating func lines(of blocks: [ArticleBlock], width: Int) -> [ArticleLayout.Line] {
        if let laidOut, laidOut.width == width, laidOut.blocks == blocks { return laidOut.lines }
        let lines = ArticleLayout.lines(for: blocks, width: width)
        laidOut = (blocks, width, lines)
        return lines
    }

    public mutating func scroll(_ request: ScrollRequest) {
        position.request(request)
    }

    /// Draws the article; `percentColumn` is where the header says how far down the page is
    /// (nil: not said).
    public mutating func draw(_ article: ArticleViewModel, on pane: Canvas, bodyIndent: Int = 2, percentColumn: Int? = nil) {
        let headerWidth = pane.width - bodyIndent - 1
        var header: [(String, Style)] = [(article.headword, .heading)]
        if article.isFavorite { header.append(("  ★", .star)) }
        // How the query was read goes beside the headword when it fits, else under it, wrapped
        // (kitaplarımızdan = kitap + -lar (plural) + … is the point of the page, not to be cut).
        var foundAsLines: [String] = []
        if let foundAs = article.foundAs {
            let beside = header.reduce(0) { $0 + DisplayWidth.of($1.0) } + 2 + DisplayWidth.of(foundAs)
            if beside <= headerWidth - (percentColumn == nil ? 0 : 6) || pane.height < 8 {
                header.append(("  " + foundAs, .dim))
            } else {
                foundAsLines = Array(TextLayout.wrap(foundAs, toWidth: max(1, headerWidth)).prefix(3))
            }
        }
        let bodyRow = 2 + foundAsLines.count
        let body = pane.pane(row: bodyRow, column: bodyIndent, width: headerWidth, height: pane.height - bodyRow)
        let lines = lines(of: article.blocks, width: body.width)
        let showsPercent = percentColumn != nil && lines.count > body.height && body.height > 0
        // Cut before the percentage, not written under it.
        pane.write(runs: header, row: 0, column: bodyIndent, maxWidth: showsPercent ? percentColumn.map { max(1, $0 - bodyIndent - 1) } : nil)
        for (index, line) in foundAsLines.enumerated() { pane.write(line, row: 1 + index, column: bodyIndent, style: .dim) }
        if scrollsToAnswer, let answer = lines.firstIndex(where: { $0.block == article.answerBlock }) {
            scrollsToAnswer = false
            position.request(.top)
            position.request(.lines(Self.contextStart(of: answer, in: lines, blocks: article.blocks)))
        }
        let firstLine = position.resolve(visible: body.height, total: lines.count)
        for (row, line) in lines.dropFirst(firstLine).prefix(body.height).enumerated() {
            body.write(line.text, row: row, column: line.indent, style: line.block == article.answerBlock ? .match : line.style)
        }
        if let percentColumn, showsPercent {
            let shownTo = min(lines.count, firstLine + body.height)
            pane.write("\(shownTo * 100 / lines.count)%", row: 0, column: percentColumn, style: .dim)
        }
    }

    /// Where the page opens for an answer at line `answer`: with the homograph's number and
    /// pronunciation above it when they come right before, else a line of the sense before.
    static func contextStart(of answer: Int, in lines: [ArticleLayout.Line], blocks: [ArticleBlock]) -> Int {
        var top = answer
        while top > 0, answer - top < 3, blocks.indices.contains(lines[top - 1].block) {
            switch blocks[lines[top - 1].block] {
            case .homograph, .pronunciation, .source: top -= 1
            default: return top == answer ? top - 1 : top
            }
        }
        while top < answer, lines[top].text.isEmpty { top += 1 }
        return top
    }
}
