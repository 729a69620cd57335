import Testing
@testable import SozlukCore

/// A running text's words as a reader meets them.
@Suite struct TextWordsTests {
    @Test func lettersMakeWordsAnApostropheInsideStaysAndTheRestParts() {
        #expect(TextWords.words(in: "İstanbul'dan geldim, 3 kitap aldım! Don’t—stop.") == ["İstanbul'dan", "geldim", "kitap", "aldım", "Don't", "stop"])
        #expect(TextWords.words(in: "   \n\t 42 ") == [])
        #expect(TextWords.words(in: String(repeating: "a", count: 100) + " word") == ["word"], "a run of letters too long for a word is none")
    }

    @Test func theLanguageIsToldFromTheWords() {
        let rules = LanguageRules(lemmatizers: [:], frequencies: ["en": WordFrequencies(["the": 77, "house": 57, "is": 70]),
                                                                  "tr": WordFrequencies(["ev": 60, "bu": 70, "bir": 72])])
        #expect(TextLanguage.guess(["The", "house", "is", "red"], rules: rules) == "en")
        #expect(TextLanguage.guess(["Bu", "bir", "ev"], rules: rules) == "tr")
        #expect(TextLanguage.guess(["Kitaplarımızdan", "the"], rules: rules) == "tr", "a letter only Turkish writes weighs more")
    }
}
