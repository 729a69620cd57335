import SozlukDictionary
import TerminalUI

/// Lays article blocks out as screen lines: numbers hang to the left of their text.
enum ArticleLayout {
    struct Line: Equatable {
        var text: String
        var indent: Int
        var style: Style
        /// The block the line belongs to.
        var block: Int = -1
    }

    static func lines(for blocks: [ArticleBlock], width: Int) -> [Line] {
        var lines: [Line] = []
        func add(_ text: String, indent: Int, style: Style, firstPrefix: String = "", prefixStyle: Style? = nil) {
            let prefixWidth = DisplayWidth.of(firstPrefix)
            let wrapped = TextLayout.wrap(text, toWidth: max(1, width - indent - prefixWidth))
            for (index, part) in wrapped.enumerated() {
                if index == 0 && !firstPrefix.isEmpty {
                    lines.append(Line(text: firstPrefix, indent: indent, style: prefixStyle ?? style))
                    lines[lines.count - 1].text += part
                } else {
                    lines.append(Line(text: part, indent: indent + prefixWidth, style: style))
                }
            }
        }
        for (number, block) in blocks.enumerated() {
            let first = lines.count
            defer { for line in first..<lines.count { lines[line].block = number } }
            switch block {
            case .homograph(let number):
                if !lines.isEmpty { lines.append(Line(text: "", indent: 0, style: .normal)) }
                lines.append(Line(text: "— \(number) —", indent: 0, style: .heading))
            case .pronunciation(let text):
                lines.append(Line(text: text, indent: 0, style: .dim))
            case .sense(let number, let partOfSpeech, let labels, let definition):
                let text = SenseText.line(partOfSpeech: partOfSpeech, labels: labels, definition: definition)
                add(text, indent: 0, style: .normal, firstPrefix: number.isEmpty ? "" : number + " ")
            case .example(let text):
                add("“" + text + "”", indent: 4, style: .dim)
            case .related(let label, let words):
                add(label + ": " + words.joined(separator: ", "), indent: 0, style: .normal)
            case .notice(let text):
                add(text, indent: 0, style: .error)
            case .source(let name):
                if !lines.isEmpty { lines.append(Line(text: "", indent: 0, style: .normal)) }
                add("— " + name + " —", indent: 0, style: .title)
            }
        }
        return lines
    }
}
