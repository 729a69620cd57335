@testable import SozlukDictionary
import Testing

/// The word of a card found in its sentence as the reader met it.
@Suite struct SentenceWordTests {
    func found(_ headword: String, _ sentence: String) -> String? {
        SentenceWord.range(of: headword, in: sentence).map { String(Array(sentence)[$0]) }
    }

    @Test func theWordIsFoundWholeWhateverItsCase() {
        #expect(found("abandon", "They had to ABANDON the ship.") == "ABANDON")
        #expect(found("istanbul", "İSTANBUL bir şehirdir.") == "İSTANBUL", "dotted and dotless i fold alike")
        #expect(found("ışık", "Işık söndü.") == "Işık")
        #expect(found("cat", "A category, then a cat.") == "cat", "a whole word before a word it starts")
        #expect(found("give up", "Never give   up, she said.") == "give   up", "a phrase, its words in a row")
    }

    /// An inflected form: the first word starting with a stem, taken whole.
    @Test func aFormIsFoundByItsStem() {
        #expect(found("kitap", "Kitaplarımızdan biri kayboldu.") == "Kitaplarımızdan")
        #expect(found("kitap", "Kitabı okudum.") == "Kitabı", "the last p voiced before a vowel")
        #expect(found("gitmek", "Okula gidiyor.") == "gidiyor", "a verb without its infinitive ending, voiced")
        #expect(found("burun", "Burnu kanadı.") == "Burnu", "the narrow vowel dropped")
        #expect(found("make", "She is making tea.") == "making")
        #expect(found("carry", "He carried it home.") == "carried")
        #expect(found("İstanbul", "İstanbul'dan geldi.") == "İstanbul'dan")
        #expect(found("etmek", "Bu dosya elde edildi.") == "edildi", "a two-letter verb stem, softened, on a word it bends")
        #expect(found("etmek", "Yardım etti.") == "etti")
    }

    /// A phrase bends at its last word: the words before it as written, the last by a stem.
    @Test func aPhraseIsFoundWithItsLastWordInflected() {
        #expect(found("elde etmek", "Bu dosya elde edildi.") == "elde edildi")
        #expect(found("yola çıkmak", "Sabah yola çıktık.") == "yola çıktık")
        #expect(found("eşlik etmek", "Seçeneklere eşlik edecek dosyalar.") == "eşlik edecek")
        #expect(found("elde etmek", "Elde kalan etti.") == nil, "its words must stand in a row")
        #expect(SentenceWord.phraseStarts(of: "elde etmek", inFolded: ["dosya", "elde", "edilmis", "elde", "kalan", "elde", "ettik"]) == [1, 5])
    }

    @Test func aWordNotThereIsNotMarked() {
        #expect(found("go", "She went home.") == nil, "an irregular form is not guessed")
        #expect(found("be", "Better be ready.") == "be", "a short word is found whole")
        #expect(found("an", "Another day.") == nil, "a stem under three letters starts too many words")
        #expect(found("give up", "Give it up.") == nil)
        #expect(found("", "Anything.") == nil)
    }

    /// For the screen: what a terminal would obey is gone, white space one space, and the
    /// range counts in that text.
    @Test func theMarkedTextIsTerminalSafe() {
        let marked = SentenceWord.marked("\u{1B}[2J Drop\tthe\n\n  anchor!", headword: "anchor")
        #expect(!marked.text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{7F}" })
        let word = marked.word.map { String(Array(marked.text)[$0]) }
        #expect(word == "anchor")
        #expect(marked.text.hasSuffix("Drop the anchor!"))
    }
}
