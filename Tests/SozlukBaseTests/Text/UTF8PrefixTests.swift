@testable import SozlukBase
import Testing

/// Summaries and very long definitions are cut to a number of bytes, never inside a character.
@Suite struct UTF8PrefixTests {
    func cut(_ text: String, at limit: Int) -> String {
        Array(text.utf8).withUnsafeBufferPointer { String(decoding: $0.prefix(cutBetweenCharactersAt: limit), as: UTF8.self) }
    }

    @Test func textIsCutBetweenCharacters() {
        #expect(cut("kitap", at: 3) == "kit")
        #expect(cut("kitap", at: 9) == "kitap", "shorter than the limit: whole")
        // ı and ş are two bytes each: four bytes end after ş.
        #expect(cut("ışık", at: 4) == "ış")
        #expect(cut("ışık", at: 3) == "ı", "three bytes would end inside ş")
        #expect(cut("€", at: 2) == "", "no character fits")
    }
}
