import SozlukBase
import SozlukWordbook

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
    public static func favoriteToggled(_ headword: String, isFavorite: Bool, _ text: Localizer) -> StatusMessage {
        StatusMessage(isFavorite ? text("★ Added “{1}” to favorites", headword) : text("Removed “{1}” from favorites", headword))
    }

    /// A change the user asked for could not be written; what was on disk is unchanged.
    public static func notSaved(_ problem: FileProblem, _ text: Localizer) -> StatusMessage {
        StatusMessage(text("Not saved: {1}", problem.localized(text)), isError: true)
    }

    public static func favoritesUnreadable(_ problem: FileProblem, _ text: Localizer) -> StatusMessage {
        StatusMessage(text("Favorites unreadable: {1}", problem.localized(text)), isError: true)
    }

    public static func historyUnreadable(_ problem: FileProblem, _ text: Localizer) -> StatusMessage {
        StatusMessage(text("History unreadable: {1}", problem.localized(text)), isError: true)
    }

    /// The user's locale was not UTF-8 (`LANG=C`): what the browser did about it.
    public static func locale(used: String?, insteadOf codeset: String, missing: String?, _ text: Localizer) -> StatusMessage {
        if let missing, let locale = used {
            return StatusMessage(text("The locale {1} is not installed: using {2} for the terminal", missing, locale))
        }
        guard let locale = used else {
            return StatusMessage(text("The locale's character set is {1}, not UTF-8, and no UTF-8 locale is installed: only ASCII letters work; set LANG=C.UTF-8", codeset), isError: true)
        }
        return StatusMessage(text("The locale's character set is {1}, not UTF-8: using {2} for the terminal", codeset, locale))
    }

    /// The lookup of a word was not counted; the page is shown all the same.
    public static func historyNotSaved(_ problem: FileProblem, _ text: Localizer) -> StatusMessage {
        StatusMessage(text("History not saved: {1}", problem.localized(text)), isError: true)
    }

    /// A word whose dictionary is gone, in a list of words (favorites, history).
    public static func dictionaryNotLoaded(_ id: String, _ text: Localizer) -> StatusMessage {
        StatusMessage(text("The dictionary “{1}” is not loaded; add it to open this word", id), isError: true)
    }

    /// A word could not be said: which package to install, or that espeak-ng failed.
    public static func speechProblem(_ problem: SpeechProblem, _ text: Localizer) -> StatusMessage {
        switch problem {
        case .notInstalled(let program, let package):
            return StatusMessage(text("Saying a word needs {1}: apt-get install {2}", program, package), isError: true)
        case .noSoundDevice:
            return StatusMessage(text("Nothing here plays sound (no sound server or device): sozluk say WORD -o FILE.wav writes it to a file"),
                                 isError: true)
        case .failed(let status):
            return StatusMessage(text("espeak-ng could not say it (exit status {1}): is there a sound device?", String(status)), isError: true)
        }
    }
}
