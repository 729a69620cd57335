/// The sizes a WAV file's header gives, made true. espeak-ng writing to a pipe cannot go back
/// to its header once the sound is written, so it leaves its sizes at their largest (0x7FFFF000):
/// a program that believes them reads a second of speech as thirteen hours.
enum WaveSizes {
    /// `bytes` with the RIFF size and the data chunk's size those of what is there; as they
    /// are when they are no RIFF WAVE.
    static func corrected(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else { return bytes }
        var wave = bytes
        put(UInt32(clamping: wave.count - 8), at: 4, in: &wave)
        // The chunks after WAVE: an id and a size each; the data chunk runs to the end.
        var offset = 12
        while offset + 8 <= wave.count {
            if wave[offset..<(offset + 4)].elementsEqual("data".utf8) {
                put(UInt32(clamping: wave.count - offset - 8), at: offset + 4, in: &wave)
                break
            }
            let size = Int(wave[offset + 4]) | Int(wave[offset + 5]) << 8 | Int(wave[offset + 6]) << 16 | Int(wave[offset + 7]) << 24
            // A chunk of an odd size is followed by a byte of padding.
            offset += 8 + size + size % 2
        }
        return wave
    }

    private static func put(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for byte in 0..<4 { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(byte))) }
    }
}
