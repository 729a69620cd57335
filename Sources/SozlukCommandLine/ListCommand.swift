import SozlukBase
import SozlukDictionary
import SozlukImport
import SozlukWordbook

/// `sozluk list`: every dictionary found, and the files that could not be loaded.
enum ListCommand: Subcommand {
    static let name = "list"
    static let summary = "list [--json]                               the dictionaries found"
    static let usage = """
    Usage: sozluk list [--json]

    Lists the language pairs the dictionaries found make (en-tr: English → Turkish),
    each with its dictionaries under it (id, name, entry count, file; "(off)" when
    switched off in Settings); then the files that could not be loaded, each with
    FILE:LINE:COLUMN: what is wrong. The other commands' --dictionary (-d) takes a
    pair's id (every dictionary of it, as one) or a dictionary's (that one alone).

    {options}
    Exit status: 0, or 2 for a usage error.
    """

    static let options = [
        CommandOption("--json", help: #"{"pairs": [{"id", "name", "sources": [ID...]}], "dictionaries": [{"id", "name", "sourceLanguage", "targetLanguage", "entries", "path", "loaded": true, "pair", "on"}, {"path", "loaded": false, "error"}]}"#),
    ]

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var json = false
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--json", _): json = true
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand): throw UsageError("unexpected argument '{1}'", operand)
            }
        }
        let files = DictionarySearchService(folders: context.paths.dictionaryFolders, indexFolder: context.paths.indexFolder,
                                             observer: context.pause.map(PausingBuildObserver.init))
        files.loadAll() // entry counts and problems inside the files
        let switchedOff = Set((try? JSONSettingsStore(path: context.paths.settingsFile).load())?.switchedOffDictionaries ?? [])
        let pairs = LanguagePairRepository(files, switchedOff: switchedOff).pairs
        if json {
            printJSON(pairs: pairs, problems: files.problems, switchedOff: switchedOff)
            return 0
        }
        if pairs.isEmpty && files.problems.isEmpty {
            StandardOutput.print(context.text("No dictionaries in {1}", context.clean(files.searchedFolders.joined(separator: ", "))))
        }
        // A pair, then its dictionaries indented under it: `-d` takes either id.
        var rows: [[String]] = []
        for pair in pairs {
            let info = pair.info
            rows.append([info.id, info.name, "\(info.sourceLanguage) → \(info.targetLanguage)",
                         context.text.count(info.entryCount, one: "1 entry", many: "{1} entries"), ""].map(context.clean))
            for source in pair.sources {
                let state = switchedOff.contains(source.id) ? context.text("(off)") + " " : ""
                rows.append(["  " + source.id, source.name, "", context.text.count(source.entryCount, one: "1 entry", many: "{1} entries"),
                             state + source.path].map(context.clean))
            }
        }
        StandardOutput.print(Columns.format(rows), terminator: "")
        for problem in files.problems {
            StandardOutput.print(context.text("failed") + "\t" + context.clean(problem.localized(context.text)))
        }
        return 0
    }

    private static func printJSON(pairs: [LanguagePair], problems: [FileProblem], switchedOff: Set<String>) {
        var items = pairs.flatMap(\.sources).map { info in
            JSONWriter.object([("id", JSONWriter.quote(info.id)), ("name", JSONWriter.quote(info.name)),
                               ("sourceLanguage", JSONWriter.quote(info.sourceLanguage)), ("targetLanguage", JSONWriter.quote(info.targetLanguage)),
                               ("entries", String(info.entryCount)), ("path", JSONWriter.quote(info.path)), ("loaded", "true"),
                               ("pair", JSONWriter.quote(LanguagePairRepository.pairID(of: info))), ("on", String(!switchedOff.contains(info.id)))])
        }
        items += problems.map { problem in
            JSONWriter.object([("path", JSONWriter.quote(problem.path)), ("loaded", "false"), ("error", JSONWriter.quote(problem.description))])
        }
        let pairItems = pairs.map { pair in
            JSONWriter.object([("id", JSONWriter.quote(pair.id)), ("name", JSONWriter.quote(pair.info.name)),
                               ("sources", JSONWriter.array(pair.sources.map { JSONWriter.quote($0.id) }))])
        }
        StandardOutput.printData(JSONWriter.object([("pairs", JSONWriter.array(pairItems)), ("dictionaries", JSONWriter.array(items))]))
    }
}
