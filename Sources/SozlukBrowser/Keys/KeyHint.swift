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
