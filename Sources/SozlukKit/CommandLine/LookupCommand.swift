import TerminalUI

/// `sozluk lookup WORD [--dictionary ID] [--json]`: a word's entries, for scripts.
/// Exit status 0 when found, 1 when not, 2 for usage or data errors.
@MainActor
enum LookupCommand {
    static func run(_ arguments: inout ArgumentList, paths: () -> AppPaths) throws -> Int32 {
        var word: String?
        var dictionaryID: String?
        var json = false
        while let argument = arguments.next() {
            switch argument {
            case "--dictionary", "-d": dictionaryID = try arguments.value(for: argument)
            case "--json": json = true
            case "--dictionaries": throw UsageError("--dictionaries goes before 'lookup'")
            default:
                guard word == nil, !argument.hasPrefix("-") || argument == "-" else { throw UsageError("unknown argument '\(argument)'") }
                word = argument
            }
        }
        guard let word, !word.trimmingWhitespace().isEmpty else { throw UsageError("lookup needs a WORD") }
        let paths = paths()
        let repository = JSONDictionaryRepository(folders: paths.dictionaryFolders)
        for problem in repository.problems { printError("sozluk: warning: \(problem)") }
        let dictionary: DictionaryInfo
        if let dictionaryID {
            guard let found = repository.dictionaries.first(where: { $0.id == dictionaryID }) else {
                throw UsageError("no dictionary with the id '\(dictionaryID)'; known: \(repository.dictionaries.map(\.id).joined(separator: ", "))")
            }
            dictionary = found
        } else {
            let active = ActiveDictionary(dictionaries: repository, settings: JSONSettingsStore(path: paths.settingsFile))
            guard let found = active.activeDictionary() else {
                throw FileProblem(path: paths.dictionaryFolders.joined(separator: ":"), message: "no dictionaries found")
            }
            dictionary = found
        }
        let entries = repository.entries(for: word, in: dictionary.id)
        if json {
            let encoder = DictionaryFileEncoder()
            print(JSONWriter.object([("dictionary", JSONWriter.quote(dictionary.id)),
                                     ("entries", JSONWriter.array(entries.map(encoder.encode)))]))
        } else if entries.isEmpty {
            printError("sozluk: “\(word)” is not in \(dictionary.name)")
        } else {
            print(EntryText.render(entries))
        }
        return entries.isEmpty ? 1 : 0
    }
}

/// Entries as plain text for a pipe: headword, pronunciation, numbered senses.
enum EntryText {
    static func render(_ entries: [DictionaryEntry]) -> String {
        var lines: [String] = []
        for entry in entries {
            if !lines.isEmpty { lines.append("") }
            lines.append(entry.headword + (entry.pronunciation.map { " " + $0 } ?? ""))
            for block in ArticleBuilder.blocks(for: [entry]) {
                switch block {
                case .sense(let number, let partOfSpeech, let labels, let definition):
                    let prefix = "  " + (number.isEmpty ? "" : number + " ")
                    lines.append(prefix + SenseText.line(partOfSpeech: partOfSpeech, labels: labels, definition: definition))
                case .example(let text): lines.append("      “\(text)”")
                case .related(let label, let words): lines.append("  \(label): " + words.joined(separator: ", "))
                case .homograph, .pronunciation, .notice: break
                }
            }
        }
        return lines.map({ TerminalSafeText.sanitize($0) }).joined(separator: "\n")
    }
}
