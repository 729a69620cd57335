@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

@Suite struct DictionaryFileDecoderTests {
    func decode(_ text: String) throws(FileProblem) -> DictionaryFile {
        try DictionaryFileDecoder().decode(Array(text.utf8), path: "d.json")
    }

    func problem(_ text: String) -> String {
        do {
            _ = try decode(text)
            return "no problem"
        } catch {
            return error.description
        }
    }

    let header = #"{"format":"sozluk.dictionary","version":1,"id":"eng-tur","name":"English → Turkish","sourceLanguage":"en","targetLanguage":"tr","#

    @Test func readsEveryFieldOfTheFormat() throws {
        let file = try decode(header + #""license":"GPL","future":{"x":[1]},"entries":[{"headword":"apple","pronunciation":"ˈæpəl","senses":[{"partOfSpeech":"noun","definition":"elma","examples":["an apple a day"],"labels":["bot."]}],"synonyms":["pome"],"seeAlso":["pear"]}]}"#)
        #expect(file.info.id == "eng-tur")
        #expect(file.info.license == "GPL")
        #expect(file.info.entryCount == 1)
        #expect(file.entries == [DictionaryEntry(headword: "apple", pronunciation: "ˈæpəl",
                                                 senses: [Sense(partOfSpeech: "noun", definition: "elma", examples: ["an apple a day"], labels: ["bot."])],
                                                 synonyms: ["pome"], seeAlso: ["pear"])])
    }

    @Test func wrongTypesArePinnedToTheirPlace() {
        let text = header + "\n\"entries\":[\n {\"headword\": 42, \"senses\": []}]}"
        #expect(problem(text) == "d.json:3:15: expected a string, found a number")
    }

    @Test func missingFieldsAreNamed() {
        #expect(problem(header + #""entries":[{"senses":[{"definition":"x"}]}]}"#).hasSuffix("the entry has no \"headword\""))
        #expect(problem(header + #""entries":[{"headword":"a"}]}"#).hasSuffix("the entry \"a\" has no \"senses\""))
        #expect(problem(header + #""entries":[{"headword":"a","senses":[]}]}"#).hasSuffix("an entry needs at least one sense"))
        #expect(problem(header + #""entries":[{"headword":"  ","senses":[{"definition":"x"}]}]}"#).hasSuffix("the headword is empty"))
        #expect(problem(header + #""entries":[{"headword":"a","senses":[{"definition":""}]}]}"#).hasSuffix("the definition is empty"))
        #expect(problem(#"{"format":"sozluk.dictionary","version":1,"entries":[]}"#).hasSuffix("the dictionary has no \"id\""))
    }

    @Test func formatVersionAndIdAreChecked() {
        #expect(problem(#"{"format":"other","version":1}"#).contains("a sozluk dictionary says"))
        #expect(problem(#"{"format":"sozluk.dictionary","version":2}"#) == "d.json:1:41: version 2 is not supported; this sozluk reads version 1")
        let badID = header.replacingOccurrences(of: "eng-tur", with: "Eng Tur") + #""entries":[]}"#
        #expect(problem(badID).contains("\"id\" must be lower-case"))
    }

    @Test func invalidJSONIsReportedWithPosition() {
        #expect(problem("{\"format\": \"sozluk.dictionary\",\n  oops}") == "d.json:2:3: expected a key in quotes")
        #expect(problem("") == "d.json:1:1: unexpected end of file")
    }

    @Test func encoderOutputReadsBackTheSame() throws {
        let original = try decode(header + #""entries":[{"headword":"a\"b","senses":[{"definition":"line\nbreak","labels":["x"]}],"seeAlso":["c"]}]}"#)
        let again = try decode(DictionaryFileEncoder().encode(original))
        #expect(again.entries == original.entries)
        #expect(again.info == original.info)
    }

    @Test func checkingReportsEveryProblemNotJustTheFirst() {
        let text = header + "\n\"entries\":[\n{\"headword\": 1, \"senses\": [{\"definition\": \"x\"}]},\n{\"headword\": \"b\", \"senses\": [{\"definition\": \" \"}]},\n{\"headword\": \"c\", \"senses\": [{\"definition\": \"y\"}], \"seeAlso\": [\"b\"]}]}"
        let report = DictionaryFileDecoder().check(Array(text.utf8), path: "d.json")
        #expect(report.errors.map(\.description) == [
            "d.json:3:14: expected a string, found a number",
            "d.json:4:45: the definition is empty",
        ])
        #expect(report.file == nil)
    }

    @Test func seeAlsoPointingNowhereIsAWarning() throws {
        let text = header + "\n\"entries\":[{\"headword\": \"a\", \"senses\": [{\"definition\": \"x\"}], \"seeAlso\": [\"A\", \"zzz\"]}]}"
        let report = DictionaryFileDecoder().check(Array(text.utf8), path: "d.json")
        #expect(report.errors.isEmpty)
        #expect(report.warnings.map(\.description) == ["d.json:2:74: see-also “zzz” is not a headword of this dictionary"])
        #expect(report.file?.entries.count == 1)
    }
}
