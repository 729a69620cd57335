@testable import SozlukDictionary
import Testing

/// What each ending of a Turkish form means, for the word's page: told where the endings
/// after it leave one meaning, left unsaid where they leave two.
@Suite struct TurkishEndingGlossTests {
    let lemmatizer = TurkishLemmatizer()

    func glosses(_ form: String, lemma: String) -> [String?]? {
        lemmatizer.candidates(for: form, lettersMayBeMissing: false).first { $0.lemma == lemma }?.glosses
    }

    @Test func theEndingsOfANounAreGlossed() {
        #expect(glosses("kitaplarımızdan", lemma: "kitap") == ["plural", "our", "from"])
        #expect(glosses("evlerimizde", lemma: "ev") == ["plural", "our", "in, at"])
        #expect(glosses("evlerden", lemma: "ev") == ["plural", "from"])
        #expect(glosses("okula", lemma: "okul") == ["to"], "after a noun -a is the dative, not the optative's let")
        let yola = lemmatizer.candidates(for: "yola", lettersMayBeMissing: false).map(\.lemma)
        #expect(yola.firstIndex(of: "yol")! < yola.firstIndex(of: "yolmak")!, "to the road before let him pluck")
    }

    @Test func theEndingsOfAVerbAreGlossed() {
        #expect(glosses("geliyorlar", lemma: "gelmek") == ["now", "they"], "after a tense, -lar is a person: they")
        #expect(glosses("geldik", lemma: "gelmek") == ["past", "we"], "a bare participle gel+dik is rarer than gel+di+k, we came")
        #expect(glosses("gelmedim", lemma: "gelmek") == ["not", "past", "I"], "not the noun gelme with a copula, which would be gelmeydim")
        #expect(glosses("gitti", lemma: "gitmek") == ["past"], "after a verb -DI is the past, not the copula's was")
        #expect(glosses("gelmedik", lemma: "gelmek") == ["not", "past", "we"], "we did not come: kept though gel+me is reached through -dik first")
        #expect(glosses("gelmiş", lemma: "gelmek") == ["done, reportedly"])
        #expect(glosses("gelecek", lemma: "gelmek") == ["will"])
    }

    /// ev+i is "its house" or "the house" (object): no gloss rather than a wrong one.
    @Test func anEndingOfTwoMeaningsIsLeftUnglossed() {
        #expect(glosses("evi", lemma: "ev") == [nil])
        #expect(TurkishEndingGloss.gloss("dan", TurkishEnding.Slot.nounCase.bit) == "from")
        #expect(TurkishEndingGloss.gloss("ı", TurkishEnding.Slot.possessive.bit | TurkishEnding.Slot.nounCase.bit) == nil)
    }
}
