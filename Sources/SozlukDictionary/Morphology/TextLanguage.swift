import SozlukBase

/// Which language a text is in, English or Turkish, from its words: a word with a letter only
/// Turkish writes (ç ğ ı ö ş ü) counts for Turkish, the others for the language whose
/// frequency list finds them commoner.
public enum TextLanguage {
    private static let turkishLetters: Set<Character> = ["ç", "ğ", "ı", "ö", "ş", "ü", "Ç", "Ğ", "İ", "Ö", "Ş", "Ü"]

    /// `en` or `tr`, from the language rules' frequency lists (the command line).
    public static func guess(_ words: [String], rules: LanguageRules) -> String {
        let en = rules.frequencies(for: "en"), tr = rules.frequencies(for: "tr")
        return guess(words) { word, language in
            (language == "en" ? en : tr)?.zipf(ofFolded: Folding.fold(word)) ?? 0
        }
    }

    /// `commonness(word, language)` is the word's Zipf figure in `en` or `tr`.
    static func guess(_ words: [String], commonness: (String, String) -> Double) -> String {
        var turkish = 0.0, english = 0.0
        for word in words.prefix(2_000) {
            if word.contains(where: turkishLetters.contains) {
                turkish += 3
                continue
            }
            let inEnglish = commonness(word, "en"), inTurkish = commonness(word, "tr")
            if inEnglish > inTurkish { english += 1 } else if inTurkish > inEnglish { turkish += 1 }
        }
        return turkish > english ? "tr" : "en"
    }
}
