import SozlukDictionary
import SozlukImport

/// Entries as plain text for a pipe: headword, pronunciation, numbered senses.
@MainActor
enum EntryText {
    /// - Parameter answer: the sense (or example line) that answers the query: its entry is
    ///   printed first, and the line marked with ▸.
    static func render(_ entries: [DictionaryEntry], answer: SenseLocation? = nil, context: CommandContext) -> String {
        var lines: [String] = []
        let order = entries.indices.sorted { ($0 == answer?.entry ? 0 : 1, $0) < ($1 == answer?.entry ? 0 : 1, $1) }
        let namesSources = ArticleBuilder.namesSources(of: entries)
        var lastSource: String?
        for entryNumber in order {
            let entry = entries[entryNumber]
            if !lines.isEmpty { lines.append("") }
            if namesSources, let source = entry.source, source != lastSource {
                lines.append(context.dim("— " + context.clean(source) + " —"))
                lastSource = source
            }
            lines.append(context.bold(context.clean(entry.headword)) + (entry.pronunciation.map { " " + context.dim(context.clean($0)) } ?? ""))
            let location = answer.flatMap { $0.entry == entryNumber ? SenseLocation(entry: 0, sense: $0.sense, example: $0.example) : nil }
            let (blocks, marked) = ArticleBuilder.blocks(for: [entry], marking: location)
            for (blockNumber, block) in blocks.enumerated() {
                let margin = blockNumber == marked ? "▸ " : "  "
                switch block {
                case .sense(let number, let partOfSpeech, let labels, let definition):
                    let prefix = margin + (number.isEmpty ? "" : number + " ")
                    lines.append(prefix + context.clean(SenseText.line(partOfSpeech: partOfSpeech, labels: labels, definition: definition)))
                case .example(let text): lines.append(margin + "    “\(context.clean(text))”")
                case .related(let label, let words): lines.append("  \(label): " + context.clean(words.joined(separator: ", ")))
                case .homograph, .pronunciation, .notice, .source: break
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
