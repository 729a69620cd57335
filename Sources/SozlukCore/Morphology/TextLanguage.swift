/// Which language a text is in, English or Turkish, from its words: a word with a letter only
/// Turkish writes (ç ğ ı ö ş ü) counts for Turkish, the others for the language whose
/// frequency list finds them commoner.
public enum TextLanguage {
    private static let turkishLetters: Set<Character> = ["ç", "ğ", "ı", "ö", "ş", "ü", "Ç", "Ğ", "İ", "Ö", "Ş", "Ü"]

    /// `en` or `tr`.
    public static func guess(_ words: [String], rules: LanguageRules) -> String {
        var turkish = 0.0, english = 0.0
        let en = rules.frequencies(for: "en"), tr = rules.frequencies(for: "tr")
        for word in words.prefix(2_000) {
            if word.contains(where: turkishLetters.contains) {
                turkish += 3
                continue
            }
            let folded = Folding.fold(word)
            let inEnglish = en?.zipf(ofFolded: folded) ?? 0, inTurkish = tr?.zipf(ofFolded: folded) ?? 0
            if inEnglish > inTurkish { english += 1 } else if inTurkish > inEnglish { turkish += 1 }
        }
        return turkish > english ? "tr" : "en"
    }
}
