/// Language codes as dictionaries, settings and users write them.
package enum LanguageCode {
    /// A code's base language: `en`, `en-GB`, `en_US` and `eng` are all `en`.
    package static func base(_ code: String) -> String {
        // Asked on every lemmatizer a search uses: a code already plain (en, tr) is its own base.
        if code.utf8.count == 2, code.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) { return code }
        let base = String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
        return threeLetterCodes[base] ?? base
    }

    private static let threeLetterCodes = ["eng": "en", "tur": "tr", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "ita": "it", "spa": "es"]
}
