
/// One option of a command, as its table (`Subcommand.options`) lists it: the names it goes
/// by (the first is the one the command's code and messages use), the value it takes, and what
/// it does. The table is what the command parses and what its help lists, in English and in
/// Turkish (`TurkishText.optionHelp`); a test holds the man page and the translation to it.
struct CommandOption: Sendable {
    let names: [String]
    /// The value's placeholder (`ID`, `N`, `FILE`); nil for a flag.
    let value: String?
    /// What it does, one paragraph, in English.
    let help: String
    /// The action or mode it belongs to (`--gloss`, `export`), said before its help.
    let context: String?

    init(_ names: String..., value: String? = nil, for context: String? = nil, help: String) {
        self.names = names
        self.value = value
        self.context = context
        self.help = help
    }

    /// The name the command's code matches on.
    var name: String { names[0] }
}

/// An argument as a command's option table reads it.
enum CommandArgument: Equatable {
    /// An option, by its first name, with its value when it takes one.
    case option(String, value: String?)
    case operand(String)
}

extension ArgumentList {
    /// The error for an option the command did not take here: one of its table that goes with
    /// an action or mode (`--audio` with export) says so; any other is unknown.
    /// - Parameter action: the action being read (`export`), for an option of the table that
    ///   goes with none (the list's own `--limit` after `history export`).
    static func notHere(_ option: String, in options: [CommandOption], action: String? = nil) -> UsageError {
        guard let known = options.first(where: { $0.names.contains(option) }) else { return unknown(option) }
        if let context = known.context, context != action { return UsageError("{1} goes with {2}", option, context) }
        guard let action else { return unknown(option) }
        return UsageError("{1} does not go with {2}", option, action)
    }

    /// The next argument, read with the command's table: an option by its first name, with
    /// its value when the table says it takes one; an option the table lacks is an error.
    mutating func next(in options: [CommandOption]) throws(UsageError) -> CommandArgument? {
        guard let argument = try next() else { return nil }
        switch argument {
        case .operand(let operand):
            return .operand(operand)
        case .option(let name):
            guard let option = options.first(where: { $0.names.contains(name) }) else { throw ArgumentList.unknown(name) }
            return .option(option.name, value: option.value == nil ? nil : try value(for: option.name))
        }
    }
}
