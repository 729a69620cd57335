@testable import SozlukDictionary
import TestSupport
import Testing

/// A misspelt form: the word meant is no headword, and the misspelling is no form of one.
@Suite struct LemmaOfCorrectionTests {
    private func rows(_ query: String, _ entries: [(String, String)], source: String, frequencies: [String: UInt8],
                      lemmatizers: [String: any Lemmatizer] = ["tr": TurkishLemmatizer(), "en": EnglishLemmatizer(exceptions: [:])]) -> [String] {
        let target = source == "tr" ? "en" : "tr"
        let file = FakeDictionaryRepository.file(source: source, target: target, entries)
        let rules = LanguageRules(lemmatizers: lemmatizers, frequencies: [source: WordFrequencies(frequencies)])
        let engine = SearchEngine(source: source, target: target, languages: rules)
        return engine.search(query, in: try! IndexedDictionary(file), limit: 5).hits.map(\.row)
    }

    let turkish = [("iç", "inside"), ("içmek", "to drink"), ("ücret", "fee"), ("düşünmek", "to think"), ("düşmek", "to fall"), ("temiz", "clean")]
    let written: [String: UInt8] = ["içinde": 60, "ücretsiz": 45, "düşünüyorum": 40, "temizlik": 45]

    /// içinede is içinde misspelt, ücertsiz ücretsiz, dşünüyorum düşünüyorum: common words
    /// of Turkish, one typo away, and forms of a headword.
    @Test func aMisspeltFormFindsTheLemmaOfTheWordMeant() {
        #expect(rows("içinede", turkish, source: "tr", frequencies: written).first == "iç ← iç+i+nde")
        #expect(rows("ücertsiz", turkish, source: "tr", frequencies: written).first == "ücret ← ücret+siz")
        #expect(rows("dşünüyorum", turkish, source: "tr", frequencies: written).prefix(2)
                == ["düşünmek ← düşün+üyor+um", "düşmek ← düş+ün+üyor+um"], "the inflection before the derivation")
        #expect(rows("etmizlik", turkish, source: "tr", frequencies: written).first == "temiz ← temiz+lik", "a slip in the first letter too")
    }

    /// Without the list the rows are still there (the corrections of its letters), only not
    /// the lemma of a common form it cannot know.
    @Test func withoutAWordFrequencyListAMisspeltFormIsNotCorrected() {
        let withList = rows("ücertsiz", turkish, source: "tr", frequencies: written)
        let without = rows("ücertsiz", turkish, source: "tr", frequencies: [:])
        #expect(withList.first == "ücret ← ücret+siz", "the same query finds it with the list")
        #expect(!without.contains { $0.hasPrefix("ücret ←") })
    }

    /// stucked is stuck, two slips away (ed left out: ranked with the one-typo corrections),
    /// and sucked, a form of suck, one typo away. In a language of few forms the headword
    /// comes first; in one whose text is mostly forms, the form's lemma.
    @Test func howMuchTheLanguageBendsDecidesBetweenAHeadwordAndTheLemmaOfAForm() {
        let entries = [("stuck", "saplanmış"), ("suck", "emmek")]
        func rows(bending: Bool) -> [String] {
            self.rows("stucked", entries, source: "en", frequencies: ["sucked": 45, "stuck": 50, "suck": 45],
                      lemmatizers: ["en": StubLemmatizer(wordsMostlyBend: bending)])
        }
        #expect(rows(bending: false) == ["stuck", "suck ← suck+ed"])
        #expect(rows(bending: true) == ["suck ← suck+ed", "stuck"])
    }
}

/// sucked is suck+ed, and nothing else is anything.
private struct StubLemmatizer: Lemmatizer {
    let wordsMostlyBend: Bool
    func candidates(for word: String) -> [LemmaCandidate] {
        word == "sucked" ? [LemmaCandidate(lemma: "suck", analysis: "suck+ed")] : []
    }
}
