@testable import SozlukBase
import Testing
import TestSupport

/// RFC 8259, rule by rule (`JSONCases`): the JSON reader accepts every value every JSON
/// parser accepts, and refuses the others. DictionaryJSONConformanceTests reads the same
/// values inside a dictionary file.
@Suite struct JSONConformanceTests {
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

    @Test(arguments: JSONCases.accepted)
    func theReaderAccepts(_ value: String) {
        #expect(readerAccepts(Array(value.utf8)), "\(value)")
    }

    @Test(arguments: JSONCases.refused)
    func theReaderRefuses(_ value: String) {
        #expect(!readerAccepts(Array(value.utf8)), "\(value)")
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
}
