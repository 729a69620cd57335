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
}

/// A mistake in how sozluk was called; printed with a pointer to --help, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
