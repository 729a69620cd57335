/// The lemmatizer of each language whose inflections sozluk knows, looked up by a
/// dictionary's `sourceLanguage` (or `targetLanguage`, for searching translations).
/// Languages without one get no lemma matches, rather than another language's guesses.
public struct Lemmatizers: Sendable {
    private let byLanguage: [String: any Lemmatizer]

    public init(_ byLanguage: [String: any Lemmatizer]) {
        self.byLanguage = byLanguage
    }

    public static let none = Lemmatizers([:])

    /// English (with WordNet's irregular forms when `morphologyFolder` has them), Turkish,
    /// German and French. A missing or unreadable exception list costs only the irregular forms.
    public static func standard(morphologyFolder: String?) -> Lemmatizers {
        let exceptions = morphologyFolder.flatMap { try? EnglishLemmatizer.exceptions(fromFile: $0 + "/english-exceptions.txt") }
        return Lemmatizers([
            "en": EnglishLemmatizer(exceptions: exceptions ?? [:]),
            "tr": TurkishLemmatizer(),
            "de": SuffixLemmatizer.german,
            "fr": SuffixLemmatizer.french,
        ])
    }

    /// The lemmatizer for a language code: `en`, `en-GB`, `en_US` and `eng` are all English.
    public func forLanguage(_ code: String) -> (any Lemmatizer)? {
        byLanguage[Self.baseLanguage(code)]
    }

    static func baseLanguage(_ code: String) -> String {
        let base = String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
        return ["eng": "en", "tur": "tr", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr"][base] ?? base
    }
}
