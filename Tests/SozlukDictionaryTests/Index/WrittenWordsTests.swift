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
        ("ice", "I\u{307}CE", true, "İ written as I and a combining dot above is i too"),
        ("ice", "buz; I\u{307}", false, "İ decomposed, but no ice"),
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

    /// The byte check never changes the answer: every text of up to four pieces drawn from
    /// letters that fold or lower-case alike (I, İ whole and decomposed, ı, the Kelvin sign,
    /// ç) is read as the split reading reads it.
    @Test func theAnswerIsTheSplitReadingsForEveryTextOfLettersAlike() {
        let pieces = ["r", "e", "c", "i", "I", "\u{130}", "I\u{307}", "ı", "ç", " ", "\u{212A}", "K"]
        var texts = [""]
        for _ in 0..<4 { texts += texts.flatMap { text in pieces.map { text + $0 } }.filter { $0.unicodeScalars.count <= 5 } }
        for word in ["reci", "ice", "k", "ki", "ic"] {
            for text in Set(texts) {
                #expect(WrittenWords.writes(word, in: text) == Self.splitReading(word, in: text), "\(word) in \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }
}
