import Glibc

/// The `sozluk` command: the browser with no subcommand, tools with one.
@MainActor
public enum CommandLineInterface {
    public static let version = "0.1.0"

    public static let usage = """
    Usage:
      sozluk [--dictionaries DIR]...      browse dictionaries full screen
      sozluk [--dictionaries DIR]... lookup WORD [--dictionary ID] [--json]
                                          print a word's entries (exit 1 when not found)
      sozluk import dictd INDEX -o OUT.json --id ID --name NAME --source LANG --target LANG
             [--license TEXT] [--attribution TEXT] [--description TEXT]
                                          convert a dictd database (.index + .dict/.dict.dz)
      sozluk --help | --version

    Dictionaries are read from $XDG_DATA_HOME/sozluk/dictionaries and the bundled set;
    --dictionaries DIR (repeatable) or SOZLUK_DICTIONARIES=DIR[:DIR] use only those folders.
    Settings: $XDG_CONFIG_HOME/sozluk/settings.json. Favorites: $XDG_DATA_HOME/sozluk/favorites.json.
    Keys: F1 inside sozluk, or docs/keys.md.
    """

    /// Runs with the arguments after the program name; returns only for subcommands.
    public static func main(_ arguments: [String]) -> Int32 {
        let environment = Environment.current()
        var list = ArgumentList(arguments)
        do {
            var folders: [String] = []
            while let argument = list.next() {
                switch argument {
                case "-h", "--help":
                    print(usage)
                    return 0
                case "--version":
                    print("sozluk \(version)")
                    return 0
                case "--dictionaries":
                    folders.append(try list.value(for: argument))
                case "import":
                    return try ImportCommand.run(&list)
                case "lookup":
                    return try LookupCommand.run(&list) {
                        AppPaths.resolve(environment: environment, dictionaryFolders: folders, bundledFolder: BundledDictionaries.folder())
                    }
                default:
                    throw UsageError("unknown argument '\(argument)'")
                }
            }
            let paths = AppPaths.resolve(environment: environment, dictionaryFolders: folders,
                                         bundledFolder: BundledDictionaries.folder())
            TerminalSession.run(paths: paths, colors: environment["NO_COLOR"].map(\.isEmpty) ?? true)
        } catch let error as UsageError {
            printError("sozluk: \(error)\nTry 'sozluk --help'.")
            return 2
        } catch let error as FileProblem {
            printError("sozluk: \(error)")
            return 2
        } catch {
            printError("sozluk: \(error)")
            return 2
        }
    }
}
