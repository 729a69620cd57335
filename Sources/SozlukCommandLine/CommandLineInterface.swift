import Glibc
import SozlukCore
import SozlukImport

/// What the command line decided: a subcommand ran and ended with this status, or the
/// user asked for the full-screen browser, which the executable starts.
public enum CommandOutcome: Equatable, Sendable {
    case finished(Int32)
    /// `pause`: where a test holds the browser's index builds (SOZLUK_TEST_PAUSE).
    case browse(AppPaths, colors: Bool, pause: PauseHook?)
}

/// The `sozluk` command: the browser with no subcommand, tools with one.
@MainActor
public enum CommandLineInterface {
    public static let version = "0.2.0"

    static let subcommands: [any Subcommand.Type] = [LookupCommand.self, SearchCommand.self, FavoritesCommand.self, ListCommand.self, CheckCommand.self, ImportCommand.self]

    static var usage: String {
        """
        Usage:
          sozluk [--dictionaries DIR]...      browse dictionaries full screen
          sozluk [--dictionaries DIR]... COMMAND [ARGUMENTS]

        Commands:
        \(subcommands.map { "  sozluk " + $0.summary }.joined(separator: "\n"))
          sozluk help COMMAND                         more about a command (or COMMAND --help)
          sozluk --version

        Dictionaries are read from $XDG_DATA_HOME/sozluk/dictionaries and the bundled set;
        --dictionaries DIR (repeatable) or SOZLUK_DICTIONARIES=DIR[:DIR] use only those folders.
        Settings: $XDG_CONFIG_HOME/sozluk/settings.json. Favorites: $XDG_DATA_HOME/sozluk/favorites.json.
        Keys: F1 inside sozluk, docs/keys.md, or man docs/sozluk.1.
        """
    }

    /// Runs with the arguments after the program name.
    public static func main(_ arguments: [String]) -> CommandOutcome {
        let environment = Environment.current()
        var list = ArgumentList(arguments)
        do {
            var folders: [String] = []
            while let argument = list.next() {
                switch argument {
                case "-h", "--help":
                    print(usage)
                    return .finished(0)
                case "--version":
                    print("sozluk \(version)")
                    return .finished(0)
                case "--dictionaries":
                    folders.append(try list.value(for: argument))
                case "help":
                    guard let name = list.next() else {
                        print(usage)
                        return .finished(0)
                    }
                    guard let command = subcommands.first(where: { $0.name == name }) else { throw UsageError("no command '\(name)'") }
                    print(command.usage)
                    return .finished(0)
                default:
                    guard let command = subcommands.first(where: { $0.name == argument }) else {
                        throw UsageError("unknown command or argument '\(argument)'")
                    }
                    if list.contains("--help") || list.contains("-h") {
                        print(command.usage)
                        return .finished(0)
                    }
                    return .finished(try command.run(&list, context: .current(environment: environment, dictionaryFolders: folders)))
                }
            }
            let paths = AppPaths.resolve(environment: environment, dictionaryFolders: folders,
                                         bundledFolder: BundledDictionaries.folder())
            return .browse(paths, colors: environment["NO_COLOR"].map(\.isEmpty) ?? true, pause: PauseHook(environment: environment))
        } catch let error as UsageError {
            printError("sozluk: \(error)\nTry 'sozluk --help'.")
            return .finished(2)
        } catch {
            printError("sozluk: \(error)")
            return .finished(2)
        }
    }
}
