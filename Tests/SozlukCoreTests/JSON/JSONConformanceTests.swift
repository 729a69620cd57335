import Testing
@testable import SozlukCore

/// RFC 8259, rule by rule: values every JSON parser accepts, and values it refuses. Each is
/// read on its own by the JSON reader, and inside a dictionary file (under a key sozluk does
/// not know, where the reader skips it and the index scanner scans it), where the decoder and
/// the scanner must give the same verdict.
@Suite struct JSONConformanceTests {
    static let accepted: [String] = [
        // numbers
        "0", "-0", "1", "-1", "10", "1234567890", "0.5", "-0.5", "10.25", "1e5", "1E5", "1e+5", "1e-5", "1E-05",
        "0e0", "-0.0e-0", "1.5e300", "123456789012345678901234567890123456789",
        // literals and strings
        "true", "false", "null", "\"\"", "\"a\"", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\u0041\\u00e9\\u20AC\"",
        "\"\\ud83d\\ude00\"", "\"é€😀\"", "\"\\u0000\"",
        // structure
        "[]", "{}", "[1]", "[1,2,3]", "{\"a\":1}", "{\"a\":{\"b\":[true,false,null]}}", "[[[[]]]]",
        " \t\r\n[ 1 , 2 ] \t\r\n", "{\"\":0}", "{\"a\":1,\"a\":2}",
    ]

    static let refused: [String] = [
        // numbers (issue 12's list first)
        "01", "-01", "2.", "2.e3", "0.e1", "1eE2", "--1", "1+2", "-.5", "0.1.2",
        "+1", ".5", "1e", "1e+", "1e-", "-", "00", "0x10", "1_000", "NaN", "-Infinity", "Infinity", "1.e5", "0.", "- 1",
        // literals
        "tru", "nul", "True", "NULL", "fals", "truex",
        // strings
        "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\u12G4\"", "\"a\tb\"", "\"a\nb\"",
        "'a'", "\"\\\"",
        // half a surrogate pair is no character (RFC 8259 §8.2 leaves it to the reader; like
        // strict readers, sozluk refuses it, so every string it reads is valid Unicode)
        "\"\\ud800\"", "\"\\ude00\"", "\"\\ud800\\u0041\"", "\"\\ud41d\\ude00\"", "\"\\udbff\\udbff\"",
        // structure
        "[1,]", "[,1]", "[1 2]", "[", "]", "{\"a\":1,}", "{\"a\" 1}", "{1:1}", "{\"a\"}", "{a:1}", "{\"a\":1", "[1]]",
        "[1] x", "{} {}", "", " ", "//c\n1", "/*c*/1", "[1,,2]",
    ]

    func readerAccepts(_ text: [UInt8]) -> Bool {
        let reader = JSONReader(bytes: text)
        do {
            try reader.skipValue()
            try reader.expectEnd()
            return true
        } catch {
            return false
        }
    }

    @Test(arguments: accepted)
    func theReaderAccepts(_ value: String) {
        #expect(readerAccepts(Array(value.utf8)), "\(value)")
    }

    @Test(arguments: refused)
    func theReaderRefuses(_ value: String) {
        #expect(!readerAccepts(Array(value.utf8)), "\(value)")
    }

    static let entries = #"[{"headword": "a", "senses": [{"definition": "b"}]}]"#

    /// A dictionary with the value under an unknown key, before the entries and inside an entry.
    static func dictionaries(with value: String) -> [[UInt8]] {
        [Array((DictionaryScannerTests.header + entries + ", \"x\": " + value + "}").utf8),
         Array((DictionaryScannerTests.header + #"[{"headword": "a", "x": "# + value + #", "senses": [{"definition": "b"}]}]}"#).utf8)]
    }

    @Test(arguments: accepted)
    func aDictionaryWithTheValueLoads(_ value: String) {
        for bytes in Self.dictionaries(with: value) {
            let verdicts = DictionaryScannerTests().verdicts(bytes)
            #expect(verdicts.decoder == "ok a", "\(value): \(verdicts.decoder)")
            #expect(verdicts.index == verdicts.decoder, "\(value)")
        }
    }

    @Test(arguments: refused.filter { !$0.trimmingWhitespace().isEmpty && !["[1] x", "{} {}", "[1]]", "{\"a\":1"].contains($0) })
    func aDictionaryWithTheValueIsRefusedWithItsPosition(_ value: String) {
        for bytes in Self.dictionaries(with: value) {
            let verdicts = DictionaryScannerTests().verdicts(bytes)
            #expect(!verdicts.decoder.hasPrefix("ok"), "\(value) was accepted")
            #expect(verdicts.decoder.hasPrefix("d.json:1:"), "\(value): \(verdicts.decoder)")
            #expect(verdicts.index == verdicts.decoder, "\(value)")
        }
    }

    @Test func halfASurrogatePairIsRefusedWithWhereItIs() throws {
        let reader = JSONReader(bytes: Array(#"  "ab\ud800c""#.utf8))
        let error = try #require(throws: JSONSyntaxError.self) { try reader.readString() }
        #expect(error.offset == 5)
        #expect(error.message == "\\uD800 is the first half of a surrogate pair, and the second is missing")
    }

    @Test func aByteOrderMarkIsAllowedBeforeTheValueAndNowhereElse() {
        #expect(readerAccepts([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))
        #expect(!readerAccepts(Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("1]".utf8)))
    }

    @Test func nestingIsLimitedNotACrash() {
        let limit = JSONReader.maxDepth
        #expect(readerAccepts(Array((String(repeating: "[", count: limit) + String(repeating: "]", count: limit)).utf8)))
        #expect(!readerAccepts(Array((String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)).utf8)))
        #expect(!readerAccepts(Array(String(repeating: "[", count: 100_000).utf8)))
    }

    @Test func invalidUTF8IsRefused() {
        for bytes: [UInt8] in [[0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], [0x22, 0xFF, 0x22]] {
            #expect(!readerAccepts(bytes), "\(bytes)")
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
