import Foundation
@testable import SozlukBase
import Testing

/// A WAV written through a pipe says how long it is: the header's sizes are those of the
/// sound, not espeak-ng's placeholders.
@Suite struct WaveSizesTests {
    static func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func read(_ bytes: [UInt8], at offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }

    @Test func thePlaceholderSizesBecomeTheSoundsOwn() {
        let placeholder = 0x7FFF_F000
        let format = Array("fmt ".utf8) + Self.word(16) + [UInt8](repeating: 1, count: 16)
        let odd = Array("LIST".utf8) + Self.word(3) + [9, 9, 9, 0]
        let sound = [UInt8](repeating: 7, count: 1_000)
        let wave = Array("RIFF".utf8) + Self.word(placeholder) + Array("WAVE".utf8) + format + odd + Array("data".utf8) + Self.word(placeholder) + sound
        let fixed = WaveSizes.corrected(wave)
        #expect(fixed.count == wave.count)
        #expect(Self.read(fixed, at: 4) == wave.count - 8)
        let data = fixed.count - sound.count - 8
        #expect(Array(fixed[data..<(data + 4)]) == Array("data".utf8), "found past a chunk of odd size and its padding")
        #expect(Self.read(fixed, at: data + 4) == sound.count)
        #expect(Array(fixed.suffix(sound.count)) == sound, "the sound untouched")
        #expect(WaveSizes.corrected(Array("not a wave".utf8)) == Array("not a wave".utf8))
        let broken = Array("RIFF".utf8) + Self.word(placeholder) + Array("WAVE".utf8) + Array("fmt ".utf8) + Self.word(placeholder)
        #expect(WaveSizes.corrected(broken).count == broken.count, "a chunk claiming more than there is ends the walk")
    }

    @Test(.enabled(if: ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].contains { FileManager.default.isExecutableFile(atPath: $0) },
                   "espeak-ng is not installed (apt-get install espeak-ng)"))
    func espeaksWaveSaysItsLength() throws {
        let wave = try EspeakSpeaker().wave(of: "house", language: "en")
        #expect(Self.read(wave, at: 4) == wave.count - 8)
        #expect(Array(wave[36..<40]) == Array("data".utf8))
        #expect(Self.read(wave, at: 40) == wave.count - 44)
    }
}
