@testable import SozlukDictionary
@testable import SozlukImport
import Testing

/// Definitions of FreeDict's English → Turkish where the scan read a small l as a capital I
/// or as the digit one.
@Suite struct MisreadSmallLTests {
    @Test(arguments: [
        ("öIçü birimi", "ölçü birimi"), ("üIkücü, idealist", "ülkücü, idealist"), ("Iahana", "lahana"), ("to Iay eggs", "to lay eggs"),
        ("kolayIıkla", "kolaylıkla"), ("çIkan", "çıkan"), ("aIternate", "alternate"), ("boastingIy", "boastingly"),
    ])
    func aSmallLReadAsACapitalIIsMended(_ text: String, _ mended: String) {
        #expect(MisreadSmallL.repaired(text) == mended)
    }

    @Test(arguments: [
        ("çö1, sahra, bozkır", "çöl, sahra, bozkır"), ("gü1üş", "gülüş"), ("ö1çü1ü", "ölçülü"), ("1ayık", "layık"), ("a11 at once", "all at once"),
        ("te1aş1anmak", "telaşlanmak"), ("ö1çüIü", "ölçülü"), ("parlak, 1şıl 1şıl", "parlak, ışıl ışıl"),
    ])
    func aSmallLReadAsTheDigitOneIsMended(_ text: String, _ mended: String) {
        #expect(MisreadSmallL.repaired(text) == mended)
    }

    @Test(arguments: ["1st", "21st century", "10x15 cm", "1 metre", "A1", "B12 vitamini", "1970'lerde"])
    func aDigitOneThatMayBeOneStays(_ text: String) {
        #expect(MisreadSmallL.repaired(text) == text)
    }

    @Test(arguments: ["It is", "Irak", "Işık", "Henry VIII", "McIntosh", "IBM", "İstanbul"])
    func aCapitalIThatMayBeOneStays(_ text: String) {
        #expect(MisreadSmallL.repaired(text) == text)
    }

    @Test func definitionsExamplesAndLabelsAreMended() {
        let entry = DictionaryEntry(headword: "cabbage", senses: [Sense(definition: "Iahana", examples: ["cabbage top — Iahana başı"], labels: ["bot.", "öIçü"])])
        let sense = MisreadSmallL.repairing([entry])[0].senses[0]
        #expect(sense.definition == "lahana" && sense.examples == ["cabbage top — lahana başı"] && sense.labels == ["bot.", "ölçü"])
    }
}
