import Testing
@testable import SozlukCore
@testable import SozlukImport

/// Definitions of FreeDict's English → Turkish where the scan read a small l as a capital I.
@Suite struct MisreadCapitalITests {
    @Test(arguments: [
        ("öIçü birimi", "ölçü birimi"), ("üIkücü, idealist", "ülkücü, idealist"), ("Iahana", "lahana"), ("to Iay eggs", "to lay eggs"),
        ("kolayIıkla", "kolaylıkla"), ("çIkan", "çıkan"), ("aIternate", "alternate"), ("boastingIy", "boastingly"),
    ])
    func aSmallLReadAsACapitalIIsMended(_ text: String, _ mended: String) {
        #expect(MisreadCapitalI.repaired(text) == mended)
    }

    @Test(arguments: ["It is", "Irak", "Işık", "Henry VIII", "McIntosh", "IBM", "İstanbul"])
    func aCapitalIThatMayBeOneStays(_ text: String) {
        #expect(MisreadCapitalI.repaired(text) == text)
    }

    @Test func definitionsExamplesAndLabelsAreMended() {
        let entry = DictionaryEntry(headword: "cabbage", senses: [Sense(definition: "Iahana", examples: ["cabbage top — Iahana başı"], labels: ["bot.", "öIçü"])])
        let sense = MisreadCapitalI.repairing([entry])[0].senses[0]
        #expect(sense.definition == "lahana" && sense.examples == ["cabbage top — lahana başı"] && sense.labels == ["bot.", "ölçü"])
    }
}
