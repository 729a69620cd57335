/// The options that mean the same for every command, taken out wherever they stand (before
/// or after the command's name, among its own options), as users of git-style tools expect.
/// What follows `--` is left alone: there everything is an operand.
struct GlobalOptions {
    var dictionaryFolders: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    /// The command's name and its own arguments, in their order.
    var rest: ArgumentList

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
