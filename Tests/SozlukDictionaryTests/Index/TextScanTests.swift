import CTextScan
@testable import SozlukDictionary
import TestSupport
import Testing

/// The scanner's C helpers (CTextScan): the UTF-8 check says what the standard library says
/// of the same bytes, and the run inside a string stops where the scanner must look.
@Suite struct TextScanTests {
    /// Characters of every length, and bytes that are wrong where they stand: overlong
    /// forms, surrogates, past U+10FFFF, lone continuations and leads, C0, C1, F5...FF.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("ş".utf8), Array("€".utf8), Array("😀".utf8), Array("ğı".utf8), Array("字".utf8),
        Array("\u{10FFFF}".utf8), Array("\u{FFFF}".utf8), Array("\u{80}".utf8), Array("\u{800}".utf8), Array("\u{10000}".utf8),
        [0x80], [0xBF], [0xC2], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
        [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xC3, 0xC3], [0xE2, 0x28, 0xA1],
    ]

    @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
        var mixer = SeededRandom(seed: 28)
        var checked = 0
        for round in 0..<3000 {
            // Mostly valid text with a wrong piece here and there, of every length around the
            // sixteen-byte blocks the check works in.
            var bytes: [UInt8] = []
            let length = round % 80
            while bytes.count < length {
                bytes += mixer.below(6) == 0 ? Self.pieces[mixer.below(Self.pieces.count)] : Self.pieces[mixer.below(11)]
            }
            let verdict = bytes.withUnsafeBufferPointer { sozluk_utf8_is_valid($0.baseAddress, $0.count) }
            guard verdict != -1 else { return } // no SSSE3: the scanner checks each string itself
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect((verdict == 1) == expected, "\(bytes.map { String($0, radix: 16) })")
            checked += 1
        }
        #expect(checked == 3000)
    }

    @Test func aSequenceCutShortAtTheEndIsNotValid() {
        for valid in ["ş", "€", "😀"] {
            let bytes = Array(String(repeating: "x", count: 31).utf8) + Array(valid.utf8)
            for cut in 1..<Array(valid.utf8).count {
                let verdict = Array(bytes.dropLast(cut)).withUnsafeBufferPointer { sozluk_utf8_is_valid($0.baseAddress, $0.count) }
                #expect(verdict != 1)
            }
        }
    }

    @Test func theRunInsideAStringStopsAtAQuoteABackslashOrAControlCharacter() {
        for stop: UInt8 in [0x22, 0x5C, 0x00, 0x0A, 0x1F] {
            for place in 0..<40 {
                var bytes = Array(String(repeating: "ö", count: 30).utf8)
                bytes[place] = stop
                var nonASCII: Int32 = 0
                let end = bytes.withUnsafeBufferPointer { sozluk_plain_string_run($0.baseAddress, 0, $0.count, &nonASCII) }
                #expect(end == place)
                #expect((nonASCII != 0) == (place > 0))
            }
        }
        var nonASCII: Int32 = 0
        let plain = Array("plain ascii text, longer than a block".utf8)
        #expect(plain.withUnsafeBufferPointer { sozluk_plain_string_run($0.baseAddress, 0, $0.count, &nonASCII) } == plain.count)
        #expect(nonASCII == 0)
    }

    /// The scanner's shortcut for blank strings: a white space character starts with an ASCII
    /// byte or with C2, E1, E2 or E3, and a character is white space by its first scalar.
    @Test func everyWhiteSpaceScalarStartsWithABlankCheckLead() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { continue }
            let lead = Array(String(scalar).utf8)[0]
            #expect(lead < 0x80 || [0xC2, 0xE1, 0xE2, 0xE3].contains(lead), "U+\(String(value, radix: 16))")
        }
        #expect(!Character("ş\u{301}").isWhitespace && Character("\u{3000}\u{301}").isWhitespace)
    }
}
