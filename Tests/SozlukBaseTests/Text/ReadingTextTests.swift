@testable import SozlukBase
import Testing

/// A running text's words, sentences and paragraphs as a reader meets them.
@Suite struct ReadingTextTests {
    private func words(_ text: String) -> [String] { ReadingText(text).words.map(\.text) }

    @Test func lettersMakeWordsAnApostropheInsideStaysAndTheRestParts() {
        #expect(words("İstanbul'dan geldim, 3 kitap aldım! Don’t—stop.") == ["İstanbul'dan", "geldim", "kitap", "aldım", "Don't", "stop"])
        #expect(words("   \n\t 42 ") == [])
        #expect(words("bzip2’yi ve MP3 29 June") == ["bzip2'yi", "ve", "MP3", "June"], "digits after a letter are the word's, alone they are none")
        #expect(words(String(repeating: "a", count: 100) + " word") == ["word"], "a run of letters too long for a word is none")
    }

    @Test func sentencesEndAtAStopBeforeASpaceNotInsideANumber() throws {
        let text = ReadingText("He paid 3.5 lira. “Done!” she said. Was it? Yes")
        #expect(text.sentences.map { Array(text.words[$0].map(\.text)) } == [["He", "paid", "lira"], ["Done"], ["she", "said"], ["Was", "it"], ["Yes"]])
        #expect(text.sentence(ofWord: 1) == "He paid 3.5 lira.")
        #expect(text.sentence(ofWord: 4) == "she said.")
        #expect(text.sentence(ofWord: 99) == "", "a word past the text has no sentence")
    }

    @Test func aFullStopAfterAnAbbreviationOrBeforeALowerCaseWordEndsNoSentence() {
        let text = ReadingText("Mr. Smith met Dr. J. Jones at 3.5 p.m. today. The talk, e.g. the long one, went well. Prof. Dr. Ayşe vb. geldi. Bitti.")
        #expect(text.sentences.count == 4, "\(text.sentences)")
        #expect(text.sentence(ofWord: 2) == "Mr. Smith met Dr. J. Jones at 3.5 p.m. today.")
        #expect(text.sentence(ofWord: 13) == "The talk, e.g. the long one, went well.")
        #expect(text.sentence(ofWord: 22) == "Prof. Dr. Ayşe vb. geldi.")
    }

    @Test func aSentenceStartingWithANumberOrAProgramsNameIsOneOfItsOwn() {
        let text = ReadingText("He came home. 3 people were there. 1. madde önemlidir. 2. madde de öyle. Dosyayı açar. bzip2 onu sıkıştırır.")
        #expect(text.sentence(ofWord: 3) == "3 people were there.")
        #expect(text.sentence(ofWord: 6) == "1. madde önemlidir.", "the list's number kept")
        #expect(text.sentence(ofWord: 9) == "2. madde de öyle.")
        #expect(text.sentence(ofWord: 14) == "bzip2 onu sıkıştırır.")
    }

    @Test func aLineBreakIsASpaceAndABlankLineEndsAParagraphAndItsSentence() {
        let text = ReadingText("The old man\ngave up.\n\n  \nA new\tparagraph with no stop\n\nLast")
        #expect(text.paragraphs.count == 3)
        #expect(text.paragraphs[0].map(\.text).joined() == "The old man gave up.")
        #expect(text.paragraphs[1].map(\.text).joined() == "A new paragraph with no stop", "tabs and runs of spaces are one space")
        #expect(text.sentence(ofWord: 5) == "A new paragraph with no stop")
        #expect(text.sentences.count == 3, "a paragraph without a stop still ends its sentence")
    }

    @Test func controlCharactersNeverReachThePieces() {
        let text = ReadingText("evil\u{1B}[31mred\u{07} word")
        #expect(!text.paragraphs.joined().contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
        #expect(text.words.map(\.text) == ["evil", "mred", "word"])
    }

    @Test func thePhraseWindowStaysInsideTheSentence() {
        let text = ReadingText("We gave up. Then we left")
        #expect(text.words(from: 1, upTo: 4) == ["gave", "up"])
        #expect(text.words(from: 3, upTo: 2) == ["Then", "we"])
        #expect(text.words(from: 9, upTo: 2) == [])
    }
}
