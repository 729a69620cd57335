@testable import SozlukBase
import Testing

@Suite struct JSONReaderTests {
    func reader(_ text: String) -> JSONReader { JSONReader(bytes: Array(text.utf8)) }

    @Test func readsStringsWithEscapesAndSurrogatePairs() throws {
        #expect(try reader(#""a\"b\\c\n\u00e7\ud83d\ude00""#).readString() == "a\"b\\c\nç😀")
    }

    @Test func errorsCarryLineAndColumn() {
        let bytes = Array("{\n  \"a\": [1, 2,\n  }".utf8)
        do {
            let r = JSONReader(bytes: bytes)
            try r.skipValue()
            Issue.record("expected an error")
        } catch let error as JSONSyntaxError {
            let problem = error.problem(path: "f.json", bytes: bytes)
            #expect(problem.description == "f.json:3:3: unexpected character '}'")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(throws: JSONSyntaxError(offset: 4, message: "invalid UTF-8 in a string")) {
            try JSONReader(bytes: bytes).skipValue()
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try reader(text).skipValue() }
    }

    @Test func trailingGarbageAndTruncationAreErrors() {
        #expect(throws: JSONSyntaxError.self) {
            let r = reader("{} x")
            try r.skipValue()
            try r.expectEnd()
        }
        #expect(throws: JSONSyntaxError.self) { try reader("{\"a\": \"b").skipValue() }
        #expect(throws: JSONSyntaxError.self) { try reader("[1,]").skipValue() }
    }
}
