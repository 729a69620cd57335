import SozlukBase
import SozlukWordbook

/// `favorites export|import` and `history export|import`: the same options and the same
/// messages for both lists.
@MainActor
enum WordListFiles {
    /// What `favorites` and `history` say of their `export` and `import`, before their options.
    static func exportUsage(of list: WordListKind) -> String {
        let imported = list == .history ? """
          import FILE           add the lookups of FILE to the history: a plain list
                                (one word a line, looked up in the dictionary -d ID or
                                the active one, each one lookup now) or any sozluk
                                export; FILE - reads standard input
        """ : """
          import FILE           add the words of FILE: a plain list (one word a line,
                                looked up in the dictionary -d ID or the active one) or
                                any sozluk export (favorites.json, history.json too);
                                FILE - reads standard input
        """
        let exported = """
          export                write the list with each word's senses (--format, -o,
                                --audio)

        """
        return exported + imported + "\n"
    }

    /// The options of a list's `export` and `import` (and the dictionary its words are in).
    static func options(of list: WordListKind) -> [CommandOption] {
        [CommandOption("--dictionary", "-d", value: "ID", help: list == .favorites ? "the dictionary the word is in (add, remove, import)"
                                                                           : "the dictionary the words of a plain list are in (import)"),
         CommandOption("--format", "-f", value: "anki|csv|json", for: "export",
                       help: "anki (the default) is a tab-separated file Anki imports as it is (File › Import), csv is RFC 4180, json is described in docs/word-lists.md"),
         CommandOption("--output", "-o", value: "FILE", for: "export", help: "write to FILE instead of standard output"),
         CommandOption("--audio", for: "export",
                       help: "with anki and -o FILE: each word said by espeak-ng as a WAV in a folder beside FILE (words.txt: words.media/), named in the notes' Audio field; copy them into Anki's media folder")]
    }

    /// The options that follow `export` or `import`.
    struct Options {
        var format = ExportFormat.anki
        var output: String?
        var dictionaryID: String?
        var file: String?
        /// Sounds for the notes (export, anki, to a file).
        var audio = false
    }

    /// The options after `export` or `import`, read with the list command's table.
    static func parseOptions(_ arguments: inout ArgumentList, action: String, in table: [CommandOption]) throws -> Options {
        var options = Options()
        while let argument = try arguments.next(in: table) {
            switch argument {
            case .option("--format", let text?) where action == "export":
                guard let format = ExportFormat(rawValue: text.lowercased()) else {
                    throw UsageError("--format is one of {1}, not '{2}'", ExportFormat.allCases.map(\.rawValue).joined(separator: ", "), text)
                }
                options.format = format
            case .option("--output", let value) where action == "export": options.output = value
            case .option("--dictionary", let value) where action == "import": options.dictionaryID = value
            case .option("--audio", _) where action == "export": options.audio = true
            case .option(let option, _): throw ArgumentList.notHere(option, in: table, action: action)
            case .operand(let operand): try ArgumentList.take(operand, into: &options.file, isExpected: action == "import")
            }
        }
        if action == "import" && options.file == nil { throw UsageError("import needs a FILE (or - for standard input)") }
        if options.audio && options.format != .anki { throw UsageError("--audio makes sounds for Anki's notes: it needs --format anki") }
        if options.audio && (options.output ?? "-") == "-" { throw UsageError("--audio needs -o FILE: the sounds go in a folder beside it") }
        return options
    }

    static func export(_ kind: WordListKind, _ options: Options, context: CommandContext) throws -> Int32 {
        let repository = context.loadDictionaries()
        let transfer = WordListTransfer(dictionaries: repository, clock: context.clock.now)
        var words = kind == .favorites ? try transfer.exportFavorites(favoritesStore(context)) : try transfer.exportHistory(historyStore(context))
        // The sounds first: espeak-ng missing or failing leaves no export naming sounds not there.
        var media: String?
        if options.audio, let output = options.output { media = try ExportSounds.folder(forExport: output) }
        if let media {
            do {
                words = try ExportSounds(speech: EspeakSpeaker(), dictionaries: repository).write(words, into: media)
            } catch let problem as SpeechProblem {
                printError("sozluk: " + soundMessage(problem, context.text))
                return 2
            }
        }
        let text = WordListExporter.export(words, as: options.format, kind: kind, at: context.clock.now())
        guard let output = options.output, output != "-" else {
            StandardOutput.printData(text, terminator: "")
            return 0
        }
        try FileSystem.writeAtomically(Array(text.utf8), to: output)
        printError("sozluk: " + context.text("wrote {1} to {2}", context.text.count(words.count, one: "1 word", many: "{1} words"), context.clean(output)))
        if let media { saySounds(of: words, in: media, context: context) }
        return 0
    }

    static func soundMessage(_ problem: SpeechProblem, _ text: Localizer) -> String {
        guard case .failed(let status) = problem else { return SayCommand.message(problem, text) + text("; nothing exported") }
        return text("espeak-ng failed (exit status {1}); nothing exported", String(status))
    }

    /// How many sounds were written, and the step left to the user: Anki reads sounds from
    /// its own media folder only.
    static func saySounds(of words: [ExportedWord], in media: String, context: CommandContext) {
        let text = context.text
        let sounds = words.filter { $0.sound != nil }.count
        printError("sozluk: " + text("wrote {1} to the folder {2}", text.count(sounds, one: "1 sound", many: "{1} sounds"), context.clean(media)))
        if sounds < words.count {
            printError("sozluk: " + text.count(words.count - sounds, one: "1 word has no sound: its dictionary is not installed",
                                               many: "{1} words have no sound: their dictionaries are not installed"))
        }
        // Quoted for the shell, a quote in it closed, escaped and opened again.
        let quoted = "'" + context.clean(media).split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        printError("sozluk: " + text("copy them into Anki's media folder: cp {1}/*.wav ~/.local/share/Anki2/PROFILE/collection.media/ (PROFILE: the Anki profile, “User 1” at first)", quoted))
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
            printError("sozluk: " + text("not headwords of {1} ({2}), left out: {3}", context.clean(text.dictionaryName(dictionary.name)), context.clean(dictionary.id), shown))
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
