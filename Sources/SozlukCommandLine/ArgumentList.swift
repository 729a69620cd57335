import SozlukCore
import SozlukImport

/// Arguments as a queue, with the errors a person needs when one is wrong.
public struct ArgumentList {
    private var remaining: [String]

    public init(_ arguments: [String]) {
        remaining = arguments
    }

    public var isEmpty: Bool { remaining.isEmpty }

    public func contains(_ argument: String) -> Bool {
        remaining.contains(argument)
    }

    public mutating func next() -> String? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }

    /// The value after an option such as `--id`.
    public mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = next(), !value.hasPrefix("--") || value == "-" else {
            throw UsageError("\(option) needs a value")
        }
        return value
    }

    /// Takes `argument` as the one operand (a word, a query) into `slot`: refused when it
    /// looks like an unknown option, when `isExpected` is false, or when the slot is taken.
    public static func take(_ argument: String, into slot: inout String?, isExpected: Bool = true) throws(UsageError) {
        guard isExpected, slot == nil, !isOption(argument) else { throw UsageError("unknown argument '\(argument)'") }
        slot = argument
    }

    /// Whether an argument is an option (`-x`, `--name`) rather than an operand; `-` alone is an operand.
    public static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}

/// A mistake in how sozluk was called; printed with a pointer to --help, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
