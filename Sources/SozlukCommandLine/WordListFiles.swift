import SozlukCore

/// `favorites export|import` and `history export|import`: the same options and the same
/// messages for both lists.
@MainActor
enum WordListFiles {
    static let exportUsage = """
      export [--format anki|csv|json] [-o FILE]
                            write the list with each word's senses: anki (default) is a
                            tab-separated file Anki imports as it is (File › Import), csv is
                            RFC 4180, json is described in docs/word-lists.md; to FILE or
                            standard output
      import FILE [-d ID]   add the words of FILE: a plain list (one word a line, looked up
                            in the dictionary -d ID or the active one) or any sozluk export
                            (favorites.json, history.json too); FILE - reads standard input
    """

    /// The options that follow `export` or `import`.
    struct Options {
        var format = ExportFormat.anki
        var output: String?
        var dictionaryID: String?
        var file: String?
    }

    static func parseOptions(_ arguments: inout ArgumentList, action: String) throws -> Options {
        var options = Options()
        while let argument = try arguments.next() {
            switch argument {
            case .option("--format"), .option("-f"):
                let text = try arguments.value(for: "--format")
                guard let format = ExportFormat(rawValue: text.lowercased()) else {
                    throw UsageError("--format is one of {1}, not '{2}'", ExportFormat.allCases.map(\.rawValue).joined(separator: ", "), text)
                }
                options.format = format
            case .option("--output"), .option("-o"): options.output = try arguments.value(for: "--output")
            case .option("--dictionary"), .option("-d"): options.dictionaryID = try arguments.value(for: "--dictionary")
            case .option(let option): throw ArgumentList.unknown(option)
            case .operand(let operand): try ArgumentList.take(operand, into: &options.file, isExpected: action == "import")
            }
        }
        if action == "import" && options.file == nil { throw UsageError("import needs a FILE (or - for standard input)") }
        return options
    }

    static func export(_ kind: WordListKind, _ options: Options, context: CommandContext) throws -> Int32 {
        let repository = context.loadDictionaries()
        let transfer = WordListTransfer(dictionaries: repository, clock: context.clock.now)
        let text = try transfer.export(kind, favorites: favoritesStore(context), history: historyStore(context), as: options.format)
        guard let output = options.output, output != "-" else {
            StandardOutput.printData(text, terminator: "")
            return 0
        }
        try FileSystem.writeAtomically(Array(text.utf8), to: output)
        let count = kind == .favorites ? try favoritesStore(context).favorites().count : try historyStore(context).history().count
        printError("sozluk: " + context.text("wrote {1} to {2}", context.text.count(count, one: "1 word", many: "{1} words"), context.clean(output)))
        return 0
    }

    static func importFile(_ kind: WordListKind, _ options: Options, context: CommandContext) throws -> Int32 {
        let path = options.file ?? "-"
        let bytes = path == "-" ? try FileSystem.readStandardInput() : try FileSystem.readFile(path)
        let words = try WordListImporter.read(bytes, path: path == "-" ? "standard input" : path)
        let repository = context.loadDictionaries()
        let needsDictionary = words.contains { $0.dictionaryID == nil }
        let dictionary = needsDictionary ? try context.dictionary(options.dictionaryID, in: repository) : nil
        let transfer = WordListTransfer(dictionaries: repository, clock: context.clock.now)
        let report = kind == .favorites
            ? try transfer.importFavorites(words, into: favoritesStore(context), dictionaryID: dictionary?.id ?? "")
            : try transfer.importHistory(words, into: historyStore(context), dictionaryID: dictionary?.id ?? "")
        let text = context.text
        var message = "sozluk: " + text.count(report.added, one: "imported 1 new word", many: "imported {1} new words")
        if report.alreadyThere > 0 {
            message += kind == .favorites ? text(", {1} already starred", text.number(report.alreadyThere))
                                          : text(" ({1} already there, lookups added)", text.number(report.alreadyThere))
        }
        if report.ofMissingDictionaries > 0 {
            message += text("; {1} of dictionaries not installed, kept for when they are", text.number(report.ofMissingDictionaries))
        }
        if report.leftForCapacity > 0 {
            message += text("; the history keeps its {1} most recent words: {2} of the oldest left it",
                            text.number(report.capacity), text.number(report.leftForCapacity))
        }
        printError(message)
        if !report.notFound.isEmpty, let dictionary {
            var shown = report.notFound.prefix(10).map { "“\(context.clean($0))”" }.joined(separator: ", ")
            if report.notFound.count > 10 { shown += text(" and {1} more", text.number(report.notFound.count - 10)) }
            printError("sozluk: " + text("not headwords of {1} ({2}), left out: {3}", dictionary.name, dictionary.id, shown))
            return 1
        }
        return 0
    }

    static func favoritesStore(_ context: CommandContext) -> JSONFavoritesStore {
        JSONFavoritesStore(path: context.paths.favoritesFile, clock: context.clock.now, pause: context.pause)
    }

    static func historyStore(_ context: CommandContext) -> JSONHistoryStore {
        JSONHistoryStore(path: context.paths.historyFile, clock: context.clock.now, pause: context.pause)
    }
}
