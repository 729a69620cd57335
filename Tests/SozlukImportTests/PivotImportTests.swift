import Testing
import TestSupport
@testable import SozlukCore
@testable import SozlukImport

/// WikDict's articles, and a dictionary made of two of them through their shared language.
@Suite struct PivotImportTests {
    let wikdict = Fixtures.folder + "/dictd/wikdict-pol-"

    @Test func aWikDictArticlesTranslationsAreItsSensesAndItsGlossesTheirLabels() throws {
        let file = try DictdImporter().importDictionary(indexPath: wikdict + "tur-excerpt.index",
                                                        info: DictionaryInfo(id: "pol-tur", name: "Polish → Turkish", sourceLanguage: "pl", targetLanguage: "tr"))
        let zamek = try #require(file.entries.first { $0.headword == "zamek" })
        #expect(zamek.senses.map(\.definition) == ["kale, şato", "kilit"])
        #expect(zamek.senses.map(\.labels) == [["(architektura, architektoniczny) (budownictwo) budynek warowny"],
                                                ["(technologia, technika, techniczny) mechanizm zamykający drzwi, szuflady"]])
        // "gün, gündüz 2." and a number alone: one sense, two glosses.
        let day = try #require(file.entries.first { $0.headword == "dzień" })
        #expect(day.senses.map(\.definition) == ["gün, gündüz"])
        #expect(day.senses.first?.labels == ["okres od świtu do zmierzchu", "okres pomiędzy dwiema kolejnymi północami; doba"])
        #expect(file.info.description == "język polski-Türkçe FreeDict+WikDict dictionary ver. 2022.11.18")
    }

    func pivot() throws -> [String: [Sense]] {
        let info = DictionaryInfo(id: "wikdict-tur-eng", name: "Turkish → English", sourceLanguage: "tr", targetLanguage: "en")
        let file = try PivotImporter().importDictionary(intoSourcePath: wikdict + "tur-excerpt.index",
                                                                            intoTargetPath: wikdict + "eng-excerpt.index", info: info)
        #expect(file.info.entryCount == file.entries.count)
        return Dictionary(uniqueKeysWithValues: file.entries.map { ($0.headword, $0.senses) })
    }

    /// zamek is castle, zip and lock in English and kale and kilit in Turkish: the senses meet
    /// on their glosses, so kilit is a lock and no castle.
    @Test func theTwoLanguagesMeetSenseBySense() throws {
        let entries = try pivot()
        #expect(entries["kilit"] == [Sense(definition: "lock")])
        #expect(entries["kale"] == [Sense(definition: "castle, palace")])
        #expect(entries["şato"] == entries["kale"])
        #expect(entries["barış"] == [Sense(definition: "peace")], "room, pokój's other sense, has no Turkish here")
        #expect(entries["tembellik"] == [Sense(definition: "laziness, sloth")])
    }

    /// kuvvet is both of siła's senses: force, which both give, first.
    @Test func aWordOfSeveralJoinedSensesHasTheirTranslationsMostGivenFirst() throws {
        let entries = try pivot()
        #expect(entries["kuvvet"] == [Sense(definition: "force, power, strength")])
        #expect(entries["güç"] == [Sense(definition: "power, strength, force")])
        #expect(entries["gün"] == [Sense(definition: "day, daytime")], "both glosses joined")
    }

    /// twarz (face) is "yüz, çehre", policzek (cheek) "yanak, yüz": yüz is a face first.
    @Test func aSenseThatGivesTheWordFirstComesFirst() throws {
        let senses = try #require(try pivot()["yüz"])
        #expect(senses.count == 2)
        #expect(senses.first?.definition.hasPrefix("face") == true)
        #expect(senses.last?.definition.contains("cheek") == true)
        #expect(senses.allSatisfy { $0.labels.isEmpty }, "the Polish word that joined them is no label a reader sees")
    }

    @Test func piecesDropNotesInBrackets() {
        #expect(PivotImporter.pieces(of: "castle, palace") == ["castle", "palace"])
        #expect(PivotImporter.pieces(of: "key (music), clef;  key") == ["key", "clef"])
    }
}
