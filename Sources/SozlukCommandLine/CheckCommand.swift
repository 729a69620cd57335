import SozlukBase
import SozlukDictionary
import SozlukImport

/// `sozluk check FILE...`: validates dictionary files, every problem with its position.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "check FILE...                               validate dictionary files"
    /// Its options are said in its usage: import's depend on the format.
    static let options: [CommandOption] = []
    static let usage = """
    Usage: sozluk check FILE...

    Checks dictionary files against the format (docs/dictionary-format.md) and
    prints each problem as FILE:LINE:COLUMN: message: invalid JSON or UTF-8, wrong
    types, missing or empty fields, ids used by two of the files; see-also words
    that are no headword are warnings. Clean files get one line with their entry
    count.
    Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage error.
    """

    /// More than this many problems in one file are summed up, not listed.
    static let problemsShownPerFile = 100

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var files: [String] = []
        while let argument = try arguments.next() {
            switch argument {
            case .option(let option): throw ArgumentList.unknown(option)
            case .operand(let file): files.append(file)
            }
        }
        guard !files.isEmpty else { throw UsageError("check needs at least one FILE") }
        var failed = false
        var idOwners: [String: String] = [:]
        for path in files {
            var report: DictionaryCheck
            do {
                report = DictionaryFileDecoder().check(try FileSystem.readFile(path), path: path)
            } catch {
                StandardOutput.print(context.clean(error.localized(context.text)))
                failed = true
                continue
            }
            if let file = report.file, let location = report.idLocation {
                if let owner = idOwners[file.info.id] {
                    var problem = location
                    problem.message = context.text("the id \"{1}\" is also used by {2}", file.info.id, owner)
                    report.errors.append(problem)
                } else {
                    idOwners[file.info.id] = path
                }
            }
            for problem in report.errors.prefix(problemsShownPerFile) { StandardOutput.print(context.clean(problem.localized(context.text))) }
            if report.errors.count > problemsShownPerFile {
                StandardOutput.print(context.clean(path) + ": " + context.text("{1} more errors not shown", context.text.number(report.errors.count - problemsShownPerFile)))
            }
            for warning in report.warnings.prefix(problemsShownPerFile) {
                var line = warning
                line.message = context.text("warning: {1}", warning.message)
                StandardOutput.print(context.clean(line.description))
            }
            if report.errors.isEmpty, let file = report.file {
                let text = context.text
                let entries = text.count(file.entries.count, one: "1 entry", many: "{1} entries")
                let line = report.warnings.isEmpty ? text("{1}: OK, {2}", path, entries)
                    : text("{1}: OK, {2}, {3}", path, entries, text.count(report.warnings.count, one: "1 warning", many: "{1} warnings"))
                StandardOutput.print(context.clean(line))
            } else {
                failed = true
            }
        }
        return failed ? 1 : 0
    }
}
