import Foundation
import Testing
import TestSupport
@testable import SozlukBrowser

/// docs/keys.md is made from the key tables; this keeps the two in step.
@Suite @MainActor struct KeysDocumentTests {
    static let begin = "<!-- Made from the key tables: SOZLUK_RECORD=1 swift test --filter KeysDocumentTests writes this part again. -->\n"
    static let end = "<!-- End of the part made from the key tables. -->\n"

    @Test func keysDocumentIsMadeFromTheKeyTables() throws {
        let path = Fixtures.repositoryRoot + "/docs/keys.md"
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(document.range(of: Self.begin), "docs/keys.md lost its generated part's first marker")
        let finish = try #require(document.range(of: Self.end), "docs/keys.md lost its generated part's last marker")
        let expected = KeyReference.markdown()
        let written = String(document[start.upperBound..<finish.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        if Recording.isOn, written != expected.trimmingCharacters(in: .whitespacesAndNewlines) {
            let updated = document[..<start.upperBound] + "\n" + expected + "\n" + document[finish.lowerBound...]
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(written == expected.trimmingCharacters(in: .whitespacesAndNewlines),
                "docs/keys.md differs from the key tables; run SOZLUK_RECORD=1 swift test --filter KeysDocumentTests")
    }
}
