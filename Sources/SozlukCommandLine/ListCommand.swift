import SozlukCore
import SozlukImport

/// `sozluk list`: every dictionary found, and the files that could not be loaded.
enum ListCommand: Subcommand {
    static let name = "list"
    static let summary = "list [--json]                               the dictionaries found"
    static let usage = """
    Usage: sozluk [--dictionaries DIR]... list [--json]

    Lists every dictionary found: id, name, languages, entry count and file; then the files
    that could not be loaded, each with FILE:LINE:COLUMN: what is wrong.

      --json   {"dictionaries": [{"id", "name", "sourceLanguage", "targetLanguage", "entries",
               "path", "loaded": true}, {"path", "loaded": false, "error"}]}
    Exit status: 0, or 2 for a usage error.
    """

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var json = false
        while let argument = try arguments.next() {
            switch argument {
            case .option("--json"): json = true
            case .option(let option): throw ArgumentList.unknown(option)
            case .operand(let operand): throw UsageError("unexpected argument '{1}'", operand)
            }
        }
        let repository = JSONDictionaryRepository(folders: context.paths.dictionaryFolders, indexFolder: context.paths.indexFolder,
                                                  observer: context.pause.map(PausingBuildObserver.init))
        repository.loadAll() // entry counts and problems inside the files
        if json {
            var items = repository.dictionaries.map { info in
                JSONWriter.object([("id", JSONWriter.quote(info.id)), ("name", JSONWriter.quote(info.name)),
                                   ("sourceLanguage", JSONWriter.quote(info.sourceLanguage)), ("targetLanguage", JSONWriter.quote(info.targetLanguage)),
                                   ("entries", String(info.entryCount)), ("path", JSONWriter.quote(info.path)), ("loaded", "true")])
            }
            items += repository.problems.map { problem in
                JSONWriter.object([("path", JSONWriter.quote(problem.path)), ("loaded", "false"), ("error", JSONWriter.quote(problem.description))])
            }
            StandardOutput.print(JSONWriter.object([("dictionaries", JSONWriter.array(items))]))
            return 0
        }
        if repository.dictionaries.isEmpty && repository.problems.isEmpty {
            StandardOutput.print(context.text("No dictionaries in {1}", context.clean(repository.searchedFolders.joined(separator: ", "))))
        }
        let rows = repository.dictionaries.map { info in
            [info.id, info.name, "\(info.sourceLanguage) → \(info.targetLanguage)", context.text.count(info.entryCount, one: "1 entry", many: "{1} entries"), info.path].map(context.clean)
        }
        StandardOutput.print(Columns.format(rows), terminator: "")
        for problem in repository.problems {
            StandardOutput.print(context.text("failed") + "\t" + context.clean(problem.localized(context.text)))
        }
        return 0
    }
}
