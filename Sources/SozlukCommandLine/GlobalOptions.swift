/// The options that mean the same for every command, taken out wherever they stand (before
/// or after the command's name, among its own options), as users of git-style tools expect.
/// What follows `--` is left alone: there everything is an operand.
struct GlobalOptions {
    var dictionaryFolders: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    /// The command's name and its own arguments, in their order.
    var rest: [String] = []

    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        var afterDoubleDash = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterDoubleDash {
                rest.append(argument)
                continue
            }
            switch argument {
            case "--":
                afterDoubleDash = true
                rest.append(argument)
            case "-h", "--help":
                wantsHelp = true
            case "--version":
                wantsVersion = true
            case "--dictionaries":
                guard index < arguments.count, !ArgumentList.isOption(arguments[index]) else {
                    throw UsageError("--dictionaries needs a folder")
                }
                dictionaryFolders.append(arguments[index])
                index += 1
            case let option where option.hasPrefix("--dictionaries="):
                dictionaryFolders.append(String(option.dropFirst("--dictionaries=".count)))
            default:
                rest.append(argument)
            }
        }
    }
}
