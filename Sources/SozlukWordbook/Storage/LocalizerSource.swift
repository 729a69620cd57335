/// Where Presenters and Views get the interface language, read at every paint so a change
/// in Settings shows at once.
@MainActor
public protocol LocalizerSource: AnyObject {
    var text: Localizer { get }
}

/// One language for good: the command line's, and tests'.
@MainActor
public final class FixedLanguage: LocalizerSource {
    public let text: Localizer

    public init(_ language: InterfaceLanguage) {
        text = Localizer(language)
    }

    public static let english = FixedLanguage(.english)
}

extension InterfacePreferences: LocalizerSource {
    public var text: Localizer { Localizer(language) }
}
