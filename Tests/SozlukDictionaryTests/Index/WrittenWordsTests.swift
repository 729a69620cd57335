@testable import SozlukDictionary
import Testing

@Suite struct WrittenWordsTests {
    /// The reading of every word of the text, as the check was before it looked at bytes first.
    static func splitReading(_ word: String, in text: String) -> Bool {
        text.split(whereSeparator: { !$0.isLetter }).contains { TurkishLemmatizer.lowercased(String($0)) == word }
    }

    static let cases: [(word: String, text: String, writes: Bool, why: String)] = [
        ("ice", "buz, ice cream", true, "the word itself"),
        ("ice", "içe doğru", false, "only a word folding like it"),
        ("cream", "Ice CREAM", true, "in capitals"),
        ("ice", "Ice; ICE", false, "I in capitals is ı, the Turkish way"),
        ("ice", "İCE", true, "İ is i"),
        ("kilo", "\u{212A}ILO", false, "Kelvin sign, then I (ı)"),
        ("kilo", "\u{212A}ilo", true, "the Kelvin sign lower-cases to k"),
        ("reci", "precise, reçine", false, "inside another word, and folding alike"),
        ("reci", "reci\u{301}", false, "an accent on its last letter makes another word"),
        ("reci", "", false, "nothing written"),
        ("su", "şu su", true, "after a word folding like it"),
        ("recı", "RECI", true, "a word with ı, as the Turkish way lower-cases I"),
    ]

    @Test(arguments: cases.indices)
    func aWordIsWrittenOnlyAsItselfAndTheBytesSayTheSameAsTheWords(_ index: Int) {
        let example = Self.cases[index]
        #expect(WrittenWords.writes(example.word, in: example.text) == example.writes, "\(example.why)")
        #expect(Self.splitReading(example.word, in: example.text) == example.writes, "the reading of every word agrees: \(example.why)")
    }

    /// Every text the byte check turns away is one no word of which is the word.
    @Test func theByteCheckTurnsAwayOnlyTextsThatCannotWriteTheWord() {
        let texts = ["reçine, recipe", "RECIPE", "a reci-pe", "x reci y", "İreci", "re ci", "rec\u{130}", "ÂRECİ", "tel\u{212A}", "recı"]
        for word in ["reci", "ci", "tel", "r"] {
            for text in texts where !WrittenWords.mayHold(plain: word, in: text) {
                #expect(!Self.splitReading(word, in: text), "\(word) in \(text)")
            }
        }
    }
}
