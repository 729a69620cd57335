@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// A word of a text looked up where it stands: the longest phrase the dictionary knows first.
@Suite struct ReadingLookupTests {
    let repository = FakeDictionaryRepository.with(id: "en-tr", [
        ("give", "vermek"), ("give up", "vazgeçmek"), ("give up on", "umudu kesmek"), ("up", "yukarı"),
        ("old", "yaşlı"), ("the old", "yaşlılar"), ("man", "adam"), ("a lot", "çok"), ("the", "belirli tanımlık"),
    ])

    private func answer(_ text: String) -> ReadingAnswer? {
        let reading = ReadingText(text)
        return ReadingLookup.answer(for: reading.words(from: 0, upTo: ReadingLookup.longestPhrase), in: "en-tr", repository: repository)
    }

    @Test func theLongestPhraseStartingAtTheWordAnswersIt() throws {
        let phrase = try #require(answer("give up on them"))
        #expect(phrase.hit.headword == "give up on")
        #expect(phrase.wordCount == 3)
        #expect(phrase.query == "give up on")
        #expect(try #require(answer("give up smoking")).hit.headword == "give up")
        #expect(try #require(answer("give it")).wordCount == 1, "no phrase: the word alone")
    }

    @Test func aPhraseNeverReachesIntoTheNextSentence() throws {
        #expect(try #require(answer("give. Up we go")).hit.headword == "give")
    }

    @Test func theDefiniteArticleAndOneWordIsNoAnswerToTheTextButAnotherPhraseIs() throws {
        let old = try #require(answer("the old man"))
        #expect(old.hit.headword != "the old", "“The old man” is not about old people")
        #expect(try #require(answer("a lot more")).hit.headword == "a lot")
    }

    @Test func aWordNoDictionaryExplainsHasNoAnswerNotACorrection() {
        #expect(answer("gvie") == nil, "a word of a text is as its writer wrote it: no typo rows")
        #expect(answer("") == nil)
    }

    @Test func aPhraseOfAnArticleIsOneOnlyWhenTheArticleExplainsJustThoseWords() {
        func phrase(_ explanation: String, _ summary: String) -> SearchHit {
            SearchHit(headword: "x", kind: .phrase, summary: summary, explanation: explanation)
        }
        #expect(ReadingLookup.isPhrase(phrase("give up", "give up — vazgeçmek")))
        #expect(ReadingLookup.isPhrase(phrase("For example", "for example — örneğin")), "in any case")
        #expect(!ReadingLookup.isPhrase(phrase("share and", "share and share alike — eşit paylarla")))
        #expect(!ReadingLookup.isPhrase(phrase("you want", "You want to see a — dentist today")))
        #expect(ReadingLookup.isPhrase(SearchHit(headword: "yola çıkmak", kind: .lemma, summary: "start")))
        #expect(!ReadingLookup.isPhrase(SearchHit(headword: "yol", kind: .lemma, summary: "road")), "one word is no phrase")
    }

    /// A word of a text is spelled as written: typed so in a search line it may be a word
    /// without its Turkish letters, in a text it is not.
    @Test func aWordOfATextMatchesOnlyTheHeadwordSpelledAsWritten() {
        let turkish = FakeDictionaryRepository.with(id: "tr-en", source: "tr", [("şüyu", "spread"), ("su", "water")])
        let typed = turkish.search("suyu", in: "tr-en", rows: 0..<3, scope: .all, cancellation: nil).hits
        #expect(typed.first?.headword == "şüyu", "typed, the letters may have been left out")
        let read = turkish.search("Suyu", in: "tr-en", rows: 0..<3, scope: .meanings, cancellation: nil).hits
        #expect(!read.contains { $0.headword == "şüyu" })
    }

    /// A word of a text in capitals is lower-cased by its language's rules: It, LICENSE and
    /// Ice are English words, not ıt, lıcense and a form of Turkish iç; Işık is ışık.
    @Test func aCapitalIIsTheTextLanguagesI() {
        let english = FakeDictionaryRepository.with(id: "en-tr", source: "en", [("it", "o"), ("license", "ruhsat"), ("ice", "buz"), ("I", "ben")])
        for (word, headword) in [("It", "it"), ("LICENSE", "license"), ("Ice", "ice"), ("I", "I")] {
            let hit = english.search(word, in: "en-tr", rows: 0..<1, scope: .meanings, cancellation: nil).hits.first
            #expect(hit?.headword == headword && hit?.kind == .exact, "\(word)")
        }
        let turkish = FakeDictionaryRepository.with(id: "tr-en", source: "tr", [("ışık", "light"), ("isik", "none")])
        #expect(turkish.search("IŞIK", in: "tr-en", rows: 0..<1, scope: .meanings, cancellation: nil).hits.first?.headword == "ışık")
        #expect(TextGlosser.distinctKey(of: "It", language: "en") == "it" && TextGlosser.distinctKey(of: "Işık", language: "tr") == "ışık")
    }

    /// A word of a text spelled as a headword is answered by it: it is not taken apart, nor
    /// split, nor looked for among the translations (most words of a text, in every
    /// dictionary of its direction); a form no headword spells is.
    @Test func aWordSpelledAsAHeadwordIsNotTakenApart() {
        let lemmatizer = AskedLemmatizer()
        let dictionary = try! IndexedDictionary(FakeDictionaryRepository.file(id: "en-tr", source: "en", target: "tr", [("ship", "gemi")]))
        let engine = SearchEngine(source: "en", target: "tr", languages: LanguageRules(lemmatizers: ["en": lemmatizer]))
        #expect(engine.search("Ship", in: dictionary, limit: 1, scope: .meanings).hits.map(\.headword) == ["ship"])
        #expect(lemmatizer.asked.isEmpty, "answered as written")
        #expect(engine.search("ships", in: dictionary, limit: 1, scope: .meanings).hits.map(\.headword) == ["ship"])
        #expect(lemmatizer.asked == ["ships"], "a form is taken apart")
        _ = engine.search("ship", in: dictionary, limit: 3, scope: .meanings)
        #expect(lemmatizer.asked.last == "ship", "more rows asked than the headword gives: the stages run")
    }

    /// A word of a Turkish text with a letter only Turkish writes is no English word: no
    /// English definition that happens to hold it is its answer (typed, it still may be).
    @Test func aWordWithALetterOnlyItsLanguageWritesIsNoTranslation() {
        let dictionary = try! IndexedDictionary(FakeDictionaryRepository.file(id: "tr-en", source: "tr", target: "en", [("mil", "mile, mı"), ("su", "water")]))
        let engine = SearchEngine(source: "tr", target: "en")
        #expect(engine.search("mı", in: dictionary, limit: 3, scope: .all).hits.map(\.headword) == ["mil"])
        #expect(engine.search("mı", in: dictionary, limit: 3, scope: .meanings).hits.isEmpty)
        #expect(engine.search("mile", in: dictionary, limit: 3, scope: .meanings).hits.map(\.headword) == ["mil"], "an English word still is")
    }
}

/// A lemmatizer that says which words it was asked about (ships: ship).
final class AskedLemmatizer: Lemmatizer, @unchecked Sendable {
    private(set) var asked: [String] = []

    func candidates(for word: String) -> [LemmaCandidate] {
        candidates(for: word, lettersMayBeMissing: false)
    }

    func candidates(for word: String, lettersMayBeMissing: Bool) -> [LemmaCandidate] {
        asked.append(word)
        return word.hasSuffix("s") ? [LemmaCandidate(lemma: String(word.dropLast()), analysis: String(word.dropLast()) + "+s")] : []
    }

    func foldedStems(ofFoldedLemma lemma: String) -> [String] { [lemma] }
    var wordsMostlyBend: Bool { false }
}
