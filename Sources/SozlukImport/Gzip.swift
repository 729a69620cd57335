import CZlib
import SozlukCore

/// Decompresses gzip data, including dictzip files (gzip with a random-access table in an
/// extra header field, which plain decompression simply skips).
public enum Gzip {
    /// - Parameter limit: the most bytes the data may inflate to: a file of a few megabytes
    ///   can inflate to gigabytes (a "zip bomb"), so inflation stops there with an error,
    ///   however far the data would go on.
    public static func decompress(_ input: [UInt8], path: String, limit: Int = FileSystem.maximumFileSize) throws(FileProblem) -> [UInt8] {
        var stream = z_stream()
        guard sozluk_inflate_init_gzip(&stream) == Z_OK else {
            throw FileProblem(path: path, message: "cannot start decompressing")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(input.count * 4, limit))
        var tooBig = false
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
                guard output.count + produced <= limit else {
                    tooBig = true
                    return Z_DATA_ERROR
                }
                output.append(contentsOf: chunk[0..<produced])
                if result == Z_STREAM_END { return Z_STREAM_END }
                if result != Z_OK { return result }
                if stream.avail_in == 0 && produced == 0 { return Z_BUF_ERROR }
            }
        }
        if tooBig {
            throw FileProblem(path: path, saying: "inflates to more than {1} MB; sozluk reads files of up to 1 GB", String(limit >> 20))
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
