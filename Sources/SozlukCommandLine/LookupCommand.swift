import SozlukCore
import SozlukImport

/// `sozluk lookup WORD [--dictionary ID] [--json]`: a word's entries, for scripts.
enum LookupCommand: Subcommand {
    static let name = "lookup"
    static let summary = "lookup WORD [--dictionary ID] [--json]     print a word's entries"
    static let usage = """
    Usage: sozluk [--dictionaries DIR]... lookup WORD [--dictionary ID] [--json]

    Prints the entries whose headword is WORD, matched as search matches it (case,
    accents and Turkish dotted/dotless i do not matter), from the active dictionary or
    the one named by --dictionary (-d).

      --dictionary, -d ID   look in that dictionary instead of the active one
      --json                {"dictionary": ID, "entries": [...]} with entries in the dictionary format
    Exit status: 0 found, 1 not found, 2 usage or data error.
    """

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var word: String?
        var dictionaryID: String?
        var json = false
        while let argument = try arguments.next() {
            switch argument {
            case .option("--dictionary"), .option("-d"): dictionaryID = try arguments.value(for: "--dictionary")
            case .option("--json"): json = true
            case .option(let option): throw ArgumentList.unknown(option)
            case .operand(let operand): try ArgumentList.take(operand, into: &word)
            }
        }
        guard let word, !word.trimmingWhitespace().isEmpty else { throw UsageError("lookup needs a WORD") }
        let repository = context.loadDictionaries()
        let dictionary = try context.dictionary(dictionaryID, in: repository)
        let entries = repository.entries(for: word, in: dictionary.id)
        if json {
            let encoder = DictionaryFileEncoder()
            StandardOutput.print(JSONWriter.object([("dictionary", JSONWriter.quote(dictionary.id)),
                                     ("entries", JSONWriter.array(entries.map(encoder.encode)))]))
        } else if entries.isEmpty {
            printError("sozluk: “\(context.clean(word))” is not in \(context.clean(dictionary.name))")
        } else {
            StandardOutput.print(EntryText.render(entries, context: context))
        }
        return entries.isEmpty ? 1 : 0
    }
}
