import SozlukCore

/// A line of feedback under the content: what happened, or what went wrong.
public struct StatusMessage: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

extension StatusMessage {
    /// After a star was set or taken away, on any screen.
    public static func favoriteToggled(_ headword: String, isFavorite: Bool) -> StatusMessage {
        StatusMessage(isFavorite ? "★ Added “\(headword)” to favorites" : "Removed “\(headword)” from favorites")
    }

    /// A change the user asked for could not be written; what was on disk is unchanged.
    public static func notSaved(_ problem: FileProblem) -> StatusMessage {
        StatusMessage("Not saved: \(problem)", isError: true)
    }

    public static func favoritesUnreadable(_ problem: FileProblem) -> StatusMessage {
        StatusMessage("Favorites unreadable: \(problem)", isError: true)
    }
}
