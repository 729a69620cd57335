/// The language sozluk speaks to the user in (screens, messages, `--help`).
public enum InterfaceLanguage: String, CaseIterable, Equatable, Sendable {
    case english = "en"
    case turkish = "tr"

    /// The language the locale asks for: LC_ALL, else LC_MESSAGES, else LANG, as POSIX
    /// orders them (`tr_TR.UTF-8` → Turkish); English for anything else.
    public static func fromLocale(_ environment: [String: String]) -> InterfaceLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = locale.prefix { $0.isLetter }.lowercased()
        return InterfaceLanguage(rawValue: code) ?? .english
    }

    /// The language's own name, for the Settings screen.
    public var name: String {
        switch self {
        case .english: "English"
        case .turkish: "Türkçe"
        }
    }
}
