@testable import SozlukDictionary
import Testing

/// A text's language told from its words (`TextLanguage`), for the read mode and `read --gloss`.
@Suite struct TextLanguageTests {
    @Test func theLanguageIsToldFromTheWords() {
        let rules = LanguageRules(lemmatizers: [:], frequencies: ["en": WordFrequencies(["the": 77, "house": 57, "is": 70]),
                                                                  "tr": WordFrequencies(["ev": 60, "bu": 70, "bir": 72])])
        #expect(TextLanguage.guess(["The", "house", "is", "red"], rules: rules) == "en")
        #expect(TextLanguage.guess(["Bu", "bir", "ev"], rules: rules) == "tr")
        #expect(TextLanguage.guess(["Kitaplarımızdan", "the"], rules: rules) == "tr", "a letter only Turkish writes weighs more")
    }
}
