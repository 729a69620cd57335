import SozlukCore
import SozlukImport

/// Entries as plain text for a pipe: headword, pronunciation, numbered senses.
@MainActor
enum EntryText {
    static func render(_ entries: [DictionaryEntry], context: CommandContext) -> String {
        var lines: [String] = []
        for entry in entries {
            if !lines.isEmpty { lines.append("") }
            lines.append(context.bold(context.clean(entry.headword)) + (entry.pronunciation.map { " " + context.dim(context.clean($0)) } ?? ""))
            for block in ArticleBuilder.blocks(for: [entry]) {
                switch block {
                case .sense(let number, let partOfSpeech, let labels, let definition):
                    let prefix = "  " + (number.isEmpty ? "" : number + " ")
                    lines.append(prefix + context.clean(SenseText.line(partOfSpeech: partOfSpeech, labels: labels, definition: definition)))
                case .example(let text): lines.append("      “\(context.clean(text))”")
                case .related(let label, let words): lines.append("  \(label): " + context.clean(words.joined(separator: ", ")))
                case .homograph, .pronunciation, .notice: break
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
