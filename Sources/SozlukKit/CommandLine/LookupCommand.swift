/// `sozluk lookup WORD [--dictionary ID] [--json]`: a word's entries, for scripts.
enum LookupCommand: Subcommand {
    static let name = "lookup"
    static let summary = "lookup WORD [--dictionary ID] [--json]     print a word's entries"
    static let usage = """
    Usage: sozluk [--dictionaries DIR]... lookup WORD [--dictionary ID] [--json]

    Prints the entries whose headword is WORD, matched as search matches it (case,
    accents and Turkish dotted/dotless i do not matter), from the active dictionary or
    the one named by --dictionary (-d).

      --json     {"dictionary": ID, "entries": [...]} with entries in the dictionary format
    Exit status: 0 found, 1 not found, 2 usage or data error.
    """

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var word: String?
        var dictionaryID: String?
        var json = false
        while let argument = arguments.next() {
            switch argument {
            case "--dictionary", "-d": dictionaryID = try arguments.value(for: argument)
            case "--json": json = true
            default:
                guard word == nil, !argument.hasPrefix("-") || argument == "-" else { throw UsageError("unknown argument '\(argument)'") }
                word = argument
            }
        }
        guard let word, !word.trimmingWhitespace().isEmpty else { throw UsageError("lookup needs a WORD") }
        let repository = context.loadDictionaries()
        let dictionary = try context.dictionary(dictionaryID, in: repository)
        let entries = repository.entries(for: word, in: dictionary.id)
        if json {
            let encoder = DictionaryFileEncoder()
            print(JSONWriter.object([("dictionary", JSONWriter.quote(dictionary.id)),
                                     ("entries", JSONWriter.array(entries.map(encoder.encode)))]))
        } else if entries.isEmpty {
            printError("sozluk: “\(context.clean(word))” is not in \(context.clean(dictionary.name))")
        } else {
            print(EntryText.render(entries, context: context))
        }
        return entries.isEmpty ? 1 : 0
    }
}

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
