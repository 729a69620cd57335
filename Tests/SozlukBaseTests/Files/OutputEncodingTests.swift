@testable import SozlukBase
import Testing

/// Text for a terminal of an 8-bit character set: its own bytes, never UTF-8's.
@Suite struct OutputEncodingTests {
    @Test func latinFiveGetsItsOwnBytesPlainPunctuationAndAQuestionMarkForWhatItLacks() throws {
        let bytes = try #require(OutputEncoding.convert(OutputEncoding.plainPunctuation("ışık — “light” → 光"), to: "ISO-8859-9"))
        #expect(bytes == [0xFD, 0xFE, 0xFD, 0x6B] + Array(" - \"light\" -> ?".utf8))
        #expect(OutputEncoding.convert("ab", to: "NO-SUCH-CHARSET") == nil, "an unknown set: the text goes out as UTF-8")
    }
}
