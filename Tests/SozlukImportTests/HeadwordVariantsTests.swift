@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

/// Headwords of FreeDict's English → Turkish as Debian ships them, with a word's other
/// spellings after a comma.
@Suite struct HeadwordVariantsTests {
    @Test(arguments: [
        ("gray , grey", ["gray", "grey"]), ("ax, axe", ["ax", "axe"]), ("through , thro, thru", ["through", "thro", "thru"]),
        ("color, ing colour", ["color", "colour"]), ("savor , ing. savour", ["savor", "savour"]), ("specter , ingspectre", ["specter", "spectre"]),
        ("enclasp , inclasp", ["enclasp", "inclasp"]), ("fiance, (eril), fiancee (diþil)", ["fiance", "fiancee"]),
        ("atrabilious,", ["atrabilious"]), ("b, b", ["b"]), ("babouche, babuche  babul", ["babouche", "babuche"]),
    ])
    func otherSpellingsAreHeadwordsOfTheirOwn(_ headword: String, _ spellings: [String]) {
        #expect(HeadwordVariants.spellings(of: headword) == spellings)
    }

    @Test(arguments: [
        ("philosophic ,-ical", "philosophical"), ("isodynamic, ical", "isodynamical"), ("cartographic, -al", "cartographical"),
        ("dreadnought, naught", "dreadnaught"), ("encyclopedia , paedia", "encyclopaedia"), ("confectionary, -ery", "confectionery"),
        ("parlor , ing -our", "parlour"), ("puddinghead,-ed", "puddingheaded"), ("subservience , -cy", "subserviency"),
        ("suspensor,sory", "suspensory"), ("except,- ing", "excepting"),
    ])
    func anEndingIsPutOnTheWord(_ headword: String, _ spelling: String) {
        #expect(HeadwordVariants.spellings(of: headword).last == spelling, "\(HeadwordVariants.spellings(of: headword))")
    }

    @Test func anInvertedNameIsPutBackInOrder() {
        #expect(HeadwordVariants.spellings(of: "aden, gulf of") == ["gulf of aden"])
        #expect(HeadwordVariants.spellings(of: "azov, sea  of") == ["sea of azov"])
        #expect(HeadwordVariants.spellings(of: "grundy,mrs.") == ["mrs. grundy"])
    }

    /// "catsup" put on ketchup would be ketcatsup; phrases with commas are no spellings.
    @Test func whatIsNoSpellingOfTheFirstLeavesTheHeadwordWhole() {
        for headword in ["ketchup , catchup, catsup", "bel-esprit, çoðbeaux-esprits", "nuclear, biological, and chemical weapons",
                         "r.p.m., rpm", "preter-, praeter-", "unsatisfac ,tory"] {
            #expect(HeadwordVariants.spellings(of: headword) == [headword])
        }
    }

    @Test func eachSpellingGetsTheArticle() {
        let entry = DictionaryEntry(headword: "gray , grey", pronunciation: "/ɡɹˈeɪ/", senses: [Sense(definition: "gri, kurşuni")])
        let split = HeadwordVariants.splitting([entry, DictionaryEntry(headword: "green", senses: [Sense(definition: "yeşil")])])
        #expect(split.map(\.headword) == ["gray", "grey", "green"])
        #expect(split[1].senses == entry.senses && split[1].pronunciation == entry.pronunciation)
    }
}
