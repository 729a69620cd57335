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

    public static func historyUnreadable(_ problem: FileProblem) -> StatusMessage {
        StatusMessage("History unreadable: \(problem)", isError: true)
    }

    /// The user's locale was not UTF-8 (`LANG=C`): what the browser did about it.
    public static func locale(used: String?, insteadOf codeset: String) -> StatusMessage {
        guard let locale = used else {
            return StatusMessage("The locale's character set is \(codeset), not UTF-8, and no UTF-8 locale is installed: "
                + "only ASCII letters work; set LANG=C.UTF-8", isError: true)
        }
        return StatusMessage("The locale's character set is \(codeset), not UTF-8: using \(locale) for the terminal")
    }

    /// The lookup of a word was not counted; the page is shown all the same.
    public static func historyNotSaved(_ problem: FileProblem) -> StatusMessage {
        StatusMessage("History not saved: \(problem)", isError: true)
    }
}
