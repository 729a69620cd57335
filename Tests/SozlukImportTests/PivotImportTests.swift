@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

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

    /// A dictd database of one WikDict article: `word` with `senses`, each its translations
    /// and one gloss.
    static func wikdict(in folder: TemporaryDirectory, name: String, word: String, senses: [(translations: String, gloss: String)]) -> String {
        var article = "\(word) <n>\n"
        for (number, sense) in senses.enumerated() { article += "\(number + 1). \(sense.translations)\n\(sense.gloss);\n" }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        func base64(_ number: Int) -> String {
            var digits = "", rest = number
            repeat { digits = String(alphabet[rest % 64]) + digits; rest /= 64 } while rest > 0
            return digits
        }
        folder.write(name + ".dict", article)
        return folder.write(name + ".index", "\(word)\tA\t\(base64(article.utf8.count))\n")
    }

    /// One word with 4,000 senses that all share a gloss on both sides joins at most 64 of
    /// each, of at most 24 translations: the import stays linear in its input, never the
    /// 4,000 × 4,000 joins (and the gigabytes written) it would otherwise make.
    @Test func aWordWithThousandsOfSensesJoinsABoundedNumber() throws {
        let folder = TemporaryDirectory()
        let many = 4_000
        let turkish = Self.wikdict(in: folder, name: "pol-tur", word: "słowo", senses: (0..<many).map { ("söz\($0)", "wspólny") })
        let english = Self.wikdict(in: folder, name: "pol-eng", word: "słowo", senses: (0..<many).map { ("word\($0)", "wspólny") })
        let info = DictionaryInfo(id: "tr-en", name: "TR-EN", sourceLanguage: "tr", targetLanguage: "en")
        let file = try PivotImporter().importDictionary(intoSourcePath: turkish, intoTargetPath: english, info: info)
        #expect(file.entries.count == PivotImporter.mostSensesPerWord)
        #expect(file.entries.allSatisfy { $0.senses.count == 1 && $0.senses[0].definition.split(separator: ",").count == PivotImporter.mostTranslations })
    }

    @Test func piecesDropNotesInBrackets() {
        #expect(PivotImporter.pieces(of: "castle, palace") == ["castle", "palace"])
        #expect(PivotImporter.pieces(of: "key (music), clef;  key") == ["key", "clef"])
    }
}
