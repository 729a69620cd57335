@testable import SozlukDictionary
import Testing

/// Turkish read aloud by its spelling, with the rules where a letter is not its sound.
@Suite struct TurkishPronunciationTests {
    @Test func eachLetterIsItsSound() {
        #expect(TurkishPronunciation.ipa(of: "kitap") == "/kitap/")
        #expect(TurkishPronunciation.ipa(of: "çocuk") == "/t͡ʃod͡ʒuk/")
        #expect(TurkishPronunciation.ipa(of: "ışık") == "/ɯʃɯk/")
        #expect(TurkishPronunciation.ipa(of: "göz") == "/ɡøz/")
        #expect(TurkishPronunciation.ipa(of: "yeşil") == "/jeʃil/")
        #expect(TurkishPronunciation.ipa(of: "İstanbul") == "/istanbul/", "a capital İ is i")
    }

    @Test func softGLengthensOrIsAYSound() {
        #expect(TurkishPronunciation.ipa(of: "dağ") == "/daː/", "at the end: the vowel before is long")
        #expect(TurkishPronunciation.ipa(of: "kağıt") == "/kaːɯt/", "between back vowels: silent, the vowel before long")
        #expect(TurkishPronunciation.ipa(of: "değil") == "/dejil/", "between front vowels: a y sound")
        #expect(TurkishPronunciation.ipa(of: "öğretmen") == "/øːɾetmen/", "before a consonant: long")
        #expect(TurkishPronunciation.ipa(of: "durağan") == "/duɾaːn/", "the same vowel on both sides: one long vowel")
    }

    @Test func circumflexedVowelsAreLongAndRIsATapButAtTheEnd() {
        #expect(TurkishPronunciation.ipa(of: "hâlâ") == "/haːlaː/")
        #expect(TurkishPronunciation.ipa(of: "şeker") == "/ʃeker/", "a trill at the end")
        #expect(TurkishPronunciation.ipa(of: "araba") == "/aɾaba/")
        #expect(TurkishPronunciation.ipa(of: "kitap okumak") == "/kitap okumak/")
        #expect(TurkishPronunciation.ipa(of: "ayakkabı") == "/ajakːabɯ/", "a doubled consonant is long")
        #expect(TurkishPronunciation.ipa(of: "saat") == "/saat/", "two vowels stay two")
    }

    @Test func aWordWithLettersTurkishDoesNotWriteHasNoneMadeUp() {
        #expect(TurkishPronunciation.ipa(of: "Washington") == nil)
        #expect(TurkishPronunciation.ipa(of: "B52") == nil)
        #expect(TurkishPronunciation.ipa(of: "") == nil)
    }

    /// A Turkish dictionary's word without a pronunciation gets one; a given one stays, and an
    /// English dictionary's words get none made up.
    @Test func theWordsOfATurkishDictionaryGetOneWhereTheyHaveNone() {
        let entries = [DictionaryEntry(headword: "kitap", senses: [Sense(definition: "book")]),
                       DictionaryEntry(headword: "elma", pronunciation: "/elˈma/", senses: [Sense(definition: "apple")])]
        #expect(TurkishPronunciation.filling(entries, language: "tr").map(\.pronunciation) == ["/kitap/", "/elˈma/"])
        #expect(TurkishPronunciation.filling(entries, language: "en").map(\.pronunciation) == [nil, "/elˈma/"])
    }
}
