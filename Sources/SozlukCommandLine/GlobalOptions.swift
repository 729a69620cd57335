import SozlukBase

/// The options that mean the same for every command, taken out wherever they stand (before
/// or after the command's name, among its own options), as users of git-style tools expect.
/// What follows `--` is left alone: there everything is an operand.
struct GlobalOptions {
    var dictionaryFolders: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    /// The command's name and its own arguments, in their order.
    var rest: ArgumentList

    /// The folders `--dictionaries` names must be there: a mistyped one would otherwise say
    /// only that it holds no dictionaries, with exit status 0.
    func checkFolders() throws(FileProblem) {
        for folder in dictionaryFolders where !FileSystem.isDirectory(folder) {
            guard FileSystem.exists(folder) else { throw FileProblem(path: folder, saying: "no such folder (--dictionaries names folders of dictionaries)") }
            throw FileProblem(path: folder, saying: "is not a folder (--dictionaries names folders of dictionaries)")
        }
    }

    init(_ arguments: [String]) throws(UsageError) {
        rest = ArgumentList(arguments)
        for (option, value) in try rest.takeOut(flags: ["-h", "--help", "--version"], withValues: ["--dictionaries"]) {
            switch option {
            case "--dictionaries": dictionaryFolders.append(value ?? "")
            case "--version": wantsVersion = true
            default: wantsHelp = true
            }
        }
    }
}
