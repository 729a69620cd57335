import Glibc
import SozlukBase
import SozlukImport
import SozlukWordbook

/// What the command line decided: a subcommand ran and ended with this status, or the
/// user asked for the full-screen browser, which the executable starts.
public enum CommandOutcome: Sendable {
    case finished(Int32)
    case browse(BrowserOptions)
}

/// The `sozluk` command: the browser with no subcommand, tools with one.
@MainActor
public enum CommandLineInterface {
    public static let version = "0.2.0"

    static let subcommands: [any Subcommand.Type] = [LookupCommand.self, SearchCommand.self, FavoritesCommand.self, HistoryCommand.self, ListCommand.self, CheckCommand.self, ImportCommand.self, SayCommand.self, ReadCommand.self]

    static var usage: String {
        """
        Usage:
          sozluk [--dictionaries DIR]...      browse dictionaries full screen
          sozluk [--dictionaries DIR]... COMMAND [ARGUMENTS]

        Commands:
        \(commandLines(subcommands.map { $0.summary } + ["help COMMAND   more about a command (or COMMAND --help)", "--version"]))

        Options may stand before or after the command and its words; --name=VALUE
        works too. -- ends the options: `sozluk lookup -- -ly` looks up a word that
        starts with '-'.

        Dictionaries are read from $XDG_DATA_HOME/sozluk/dictionaries and the bundled
        set; --dictionaries DIR (repeatable) or SOZLUK_DICTIONARIES=DIR[:DIR] use only
        those folders.
        Settings: $XDG_CONFIG_HOME/sozluk/settings.json.
        Favorites, history, review progress: $XDG_DATA_HOME/sozluk/{favorites,history,
        review}.json.
        Indexes: $XDG_CACHE_HOME/sozluk (built on first use, safe to delete).
        Keys: F1 inside sozluk lists the keys of the screen it was pressed on, and
        every other.
        Language: LC_ALL, LC_MESSAGES or LANG (tr_TR: Turkish); l in sozluk's Settings
        switches it.
        """
    }

    /// The command list of the help: each synopsis, then its description in one column; a
    /// synopsis too long for the column has its description on the next line, in the column.
    static func commandLines(_ summaries: [String]) -> String {
        let column = 40
        return summaries.map { summary -> String in
            // The synopsis ends where two spaces stand.
            let gap = summary.firstRange(of: "  ")
            let synopsis = "  sozluk " + String(summary[..<(gap?.lowerBound ?? summary.endIndex)]).trimmingWhitespace()
            let description = gap.map { String(summary[$0.upperBound...]).trimmingWhitespace() } ?? ""
            return HangingColumn.lines(label: synopsis, description: description, column: column).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The process's arguments, read in the locale's character set (`OutputEncoding.argument`).
    public static func processArguments() -> [String] {
        setlocale(LC_CTYPE, "")
        return (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return OutputEncoding.argument(Array(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) }))
        }
    }

    /// Runs with the arguments after the program name (`processArguments`, which takes the
    /// user's character set, the one the output is written in).
    public static func main(_ arguments: [String]) -> CommandOutcome {
        let environment = Environment.current()
        let text = CommandContext.localizer(environment: environment, paths: AppPaths.resolve(environment: environment, dictionaryFolders: [],
                                                                                               bundledFolder: nil))
        let outcome: CommandOutcome
        do {
            outcome = try run(arguments, environment: environment, text: text)
        } catch let error as UsageError {
            printError("sozluk: " + error.message(text))
            printError(text("Try 'sozluk --help'."))
            outcome = .finished(2)
        } catch let problem as FileProblem {
            printError("sozluk: " + problem.localized(text))
            outcome = .finished(2)
        } catch {
            printError("sozluk: \(error)")
            outcome = .finished(2)
        }
        return StandardOutput.finish(outcome, text)
    }

    /// A command's help in the language, when it has been written in it.
    static func help(_ command: (any Subcommand.Type)?, _ text: Localizer) -> String {
        let written = text.language == .turkish ? TurkishText.help[command?.name ?? "sozluk"] : nil
        guard let command else {
            guard let written else { return usage }
            let summaries = (subcommands.map { $0.name } + ["help"]).compactMap { TurkishText.commandSummaries[$0] } + ["--version"]
            return written.replacing("{commands}", with: commandLines(summaries))
        }
        // The options from the command's table, in the same language as the rest.
        let options = OptionHelp.lines(command.options, written == nil ? Localizer(.english) : text)
        return (written ?? command.usage).replacing("{options}\n", with: options)
    }

    private static func run(_ arguments: [String], environment: [String: String], text: Localizer) throws -> CommandOutcome {
        var global = try GlobalOptions(arguments)
        if !global.wantsVersion && !global.wantsHelp {
            try Environment.checkHome(environment)
            try global.checkFolders()
        }
        if global.wantsVersion {
            StandardOutput.print("sozluk \(version)")
            return .finished(0)
        }
        guard let first = try global.rest.next() else {
            if global.wantsHelp {
                StandardOutput.print(help(nil, text))
                return .finished(0)
            }
            return .browse(CommandContext.current(environment: environment, dictionaryFolders: global.dictionaryFolders).browserOptions)
        }
        if first == .operand("help") {
            guard let topic = try global.rest.next()?.name else {
                StandardOutput.print(help(nil, text))
                return .finished(0)
            }
            // `help help`: the help that lists the commands.
            StandardOutput.print(topic == "help" ? help(nil, text) : help(try command(named: topic), text))
            return .finished(0)
        }
        let command = try command(named: first.name)
        if global.wantsHelp {
            StandardOutput.print(help(command, text))
            return .finished(0)
        }
        return try command.outcome(&global.rest, context: .current(environment: environment, dictionaryFolders: global.dictionaryFolders))
    }

    private static func command(named name: String) throws -> any Subcommand.Type {
        guard let command = subcommands.first(where: { $0.name == name }) else {
            if ArgumentList.isOption(name) { throw ArgumentList.unknown(name) }
            throw UsageError("no command '{1}'; the commands are {2}", name, subcommands.map { $0.name }.joined(separator: ", "))
        }
        return command
    }
}
