import CZlib
import SozlukCore

/// Decompresses gzip data, including dictzip files (gzip with a random-access table in an
/// extra header field, which plain decompression simply skips).
public enum Gzip {
    public static func decompress(_ input: [UInt8], path: String) throws(FileProblem) -> [UInt8] {
        var stream = z_stream()
        guard sozluk_inflate_init_gzip(&stream) == Z_OK else {
            throw FileProblem(path: path, message: "cannot start decompressing")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 4)
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        var input = input
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if result == Z_STREAM_END { return Z_STREAM_END }
                if result != Z_OK { return result }
                if stream.avail_in == 0 && produced == 0 { return Z_BUF_ERROR }
            }
        }
        guard status == Z_STREAM_END else {
            throw FileProblem(path: path, message: status == Z_BUF_ERROR ? "the compressed file is truncated" : "the compressed data is corrupt")
        }
        return output
    }

    /// Reads `plain` if it exists, else decompresses `compressed` (dictd's .dict/.dict.dz,
    /// StarDict's .idx/.idx.gz); `missing` says what to report when neither is there.
    static func readPlainOrCompressed(_ plain: String, compressed: String, missing: FileProblem) throws(FileProblem) -> (bytes: [UInt8], path: String) {
        if FileSystem.exists(plain) { return (try FileSystem.readFile(plain), plain) }
        guard FileSystem.exists(compressed) else { throw missing }
        return (try decompress(FileSystem.readFile(compressed), path: compressed), compressed)
    }
}
