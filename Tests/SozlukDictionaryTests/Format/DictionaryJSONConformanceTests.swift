@testable import SozlukBase
@testable import SozlukDictionary
import Testing
import TestSupport

/// The values of `JSONCases` inside a dictionary file, under a key sozluk does not know,
/// where the reader skips it and the index scanner scans it: the decoder and the scanner
/// give the same verdict, and a refusal says where the value is.
@Suite struct DictionaryJSONConformanceTests {
    static let entries = #"[{"headword": "a", "senses": [{"definition": "b"}]}]"#

    /// A dictionary with the value under an unknown key, before the entries and inside an entry.
    static func dictionaries(with value: String) -> [[UInt8]] {
        [Array((DictionaryScannerTests.header + entries + ", \"x\": " + value + "}").utf8),
         Array((DictionaryScannerTests.header + #"[{"headword": "a", "x": "# + value + #", "senses": [{"definition": "b"}]}]}"#).utf8)]
    }

    @Test(arguments: JSONCases.accepted)
    func aDictionaryWithTheValueLoads(_ value: String) {
        for bytes in Self.dictionaries(with: value) {
            let verdicts = DictionaryScannerTests().verdicts(bytes)
            #expect(verdicts.decoder == "ok a", "\(value): \(verdicts.decoder)")
            #expect(verdicts.index == verdicts.decoder, "\(value)")
        }
    }

    @Test(arguments: JSONCases.refused.filter { !$0.trimmingWhitespace().isEmpty && !["[1] x", "{} {}", "[1]]", "{\"a\":1"].contains($0) })
    func aDictionaryWithTheValueIsRefusedWithItsPosition(_ value: String) {
        for bytes in Self.dictionaries(with: value) {
            let verdicts = DictionaryScannerTests().verdicts(bytes)
            #expect(!verdicts.decoder.hasPrefix("ok"), "\(value) was accepted")
            #expect(verdicts.decoder.hasPrefix("d.json:1:"), "\(value): \(verdicts.decoder)")
            #expect(verdicts.index == verdicts.decoder, "\(value)")
        }
    }

    /// The JSON numbers of issue 12 are named in the message with the place they are.
    @Test func aMalformedNumberIsReportedWhereItIs() throws {
        let bytes = Array((DictionaryScannerTests.header + Self.entries + ", \"x\": 2.}").utf8)
        let problem = try #require(throws: FileProblem.self) { try DictionaryFileDecoder().decode(bytes, path: "d.json") }
        #expect(problem.description.hasPrefix("d.json:1:"))
        #expect(problem.description.contains("number"))
    }
}
