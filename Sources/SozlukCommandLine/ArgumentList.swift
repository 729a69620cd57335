import SozlukWordbook

/// One command-line argument: an option (`-d`, `--json`) or an operand (a word, a path).
/// Everything after `--` is an operand, so a headword such as `-ly` can be looked up.
public enum Argument: Equatable, Sendable {
    case option(String)
    case operand(String)

    /// The option's name, or the operand: for messages.
    public var name: String {
        switch self {
        case .option(let name), .operand(let name): name
        }
    }
}

/// Arguments as a queue, with the errors a person needs when one is wrong. Options may come
/// before or after operands, and take their value as the next argument or after `=`
/// (`--limit 5`, `--limit=5`).
public struct ArgumentList {
    private enum Item: Equatable {
        case argument(Argument)
        /// The part after `=` of `--name=value`, for the option just before it.
        case attachedValue(String)
    }

    private var remaining: [Item]
    private var lastOption = ""

    public init(_ arguments: [String]) {
        var items: [Item] = []
        var onlyOperands = false
        for argument in arguments {
            if onlyOperands || !Self.isOption(argument) {
                items.append(.argument(.operand(argument)))
            } else if argument == "--" {
                onlyOperands = true
            } else if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                items.append(.argument(.option(String(argument[..<equals]))))
                items.append(.attachedValue(String(argument[argument.index(after: equals)...])))
            } else {
                items.append(.argument(.option(argument)))
            }
        }
        remaining = items
    }

    public var isEmpty: Bool { remaining.isEmpty }

    /// Takes out, wherever they stand before `--`, the options named in `flags` and, with
    /// their values, those in `withValues`; the rest stays in order.
    public mutating func takeOut(flags: Set<String>, withValues: Set<String>) throws(UsageError) -> [(option: String, value: String?)] {
        var taken: [(option: String, value: String?)] = []
        var kept: [Item] = []
        var index = 0
        while index < remaining.count {
            let item = remaining[index]
            index += 1
            guard case .argument(.option(let name)) = item, flags.contains(name) || withValues.contains(name) else {
                kept.append(item)
                continue
            }
            let next = index < remaining.count ? remaining[index] : nil
            switch next {
            case .attachedValue(let value)? where withValues.contains(name), .argument(.operand(let value))? where withValues.contains(name):
                taken.append((name, value))
                index += 1
            case .attachedValue(let value)?:
                throw UsageError("{1} takes no value, but was given '{2}'", name, value)
            case _ where withValues.contains(name):
                throw UsageError("{1} needs a value", name)
            default:
                taken.append((name, nil))
            }
        }
        remaining = kept
        return taken
    }

    /// The next argument; an `=value` no option took is an error.
    public mutating func next() throws(UsageError) -> Argument? {
        guard !remaining.isEmpty else { return nil }
        switch remaining.removeFirst() {
        case .attachedValue(let value):
            throw UsageError("{1} takes no value, but was given '{2}'", lastOption, value)
        case .argument(let argument):
            if case .option(let name) = argument { lastOption = name }
            return argument
        }
    }

    /// The value of the option just taken: after its `=`, or the next argument. A negative
    /// number is a value, not an option (`--limit -1`), for the option to say what it takes.
    public mutating func value(for option: String) throws(UsageError) -> String {
        switch remaining.first {
        case .attachedValue(let value)?:
            remaining.removeFirst()
            return value
        case .argument(.operand(let value))?:
            remaining.removeFirst()
            return value
        case .argument(.option(let value))? where value.count > 1 && value.dropFirst().allSatisfy(\.isNumber):
            remaining.removeFirst()
            return value
        default:
            throw UsageError("{1} needs a value", option)
        }
    }

    /// A count an option takes (`--limit 5`): a whole number above 0.
    public static func count(_ text: String, for option: String) throws(UsageError) -> Int {
        guard let value = Int(text), value > 0 else { throw UsageError("{1} needs a whole number above 0, not '{2}'", option, text) }
        return value
    }

    /// Takes an operand (a word, a query) into its slot: refused when the slot is taken or
    /// when the command expects none here.
    public static func take(_ operand: String, into slot: inout String?, isExpected: Bool = true) throws(UsageError) {
        guard isExpected, slot == nil else { throw UsageError("unexpected argument '{1}'", operand) }
        slot = operand
    }

    /// The error for an option the command does not know, with the way to pass a word that
    /// starts with `-`.
    public static func unknown(_ option: String) -> UsageError {
        UsageError("unknown option '{1}' (to pass a word that starts with '-', put -- before it)", option)
    }

    /// Whether an argument is an option (`-x`, `--name`) rather than an operand; `-` alone is an operand.
    public static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}

/// A mistake in how sozluk was called; printed with a pointer to --help, exit status 2.
/// Kept as the English text and its arguments, so it is printed in the user's language.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var template: String
    public var arguments: [String]

    public init(_ template: String, _ arguments: String...) {
        self.template = template
        self.arguments = arguments
    }

    public var description: String { Localizer.fill(template, arguments) }

    public func message(_ text: Localizer) -> String {
        Localizer.fill(text(template), arguments)
    }
}
