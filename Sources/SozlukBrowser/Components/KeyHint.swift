import SozlukCore

/// One entry of the key-hint bar: "F2 Favorites".
public struct KeyHint: Equatable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// A line of feedback under the content: what happened, or what went wrong.
public struct StatusMessage: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
