import CZlib
import SozlukBase

/// Decompresses gzip data, including dictzip files (gzip with a random-access table in an
/// extra header field, which plain decompression simply skips).
public enum Gzip {
    /// - Parameter limit: the most bytes the data may inflate to: a file of a few megabytes
    ///   can inflate to gigabytes (a "zip bomb"). The data is inflated twice: once counting
    ///   its bytes, stopping with an error past the limit, then into memory of exactly that
    ///   size, so a bomb never takes memory and a real file takes its size, never the double
    ///   a growing array would reach.
    public static func decompress(_ input: [UInt8], path: String, limit: Int = FileSystem.maximumFileSize) throws(FileProblem) -> [UInt8] {
        var count = 0
        try inflate(input, path: path) { (chunk: UnsafeBufferPointer<UInt8>) throws(FileProblem) in
            count += chunk.count
            guard count <= limit else {
                throw FileProblem(path: path, saying: "inflates to more than {1} MB; sozluk reads files of up to 1 GB", String(limit >> 20))
            }
        }
        var failure: FileProblem?
        let output = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            do throws(FileProblem) {
                try inflate(input, path: path) { (chunk: UnsafeBufferPointer<UInt8>) throws(FileProblem) in
                    // The same data inflates the same way; more would be a changed input.
                    guard initialized + chunk.count <= count else { throw FileProblem(path: path, message: "the compressed data is corrupt") }
                    if let base = buffer.baseAddress, let source = chunk.baseAddress { (base + initialized).initialize(from: source, count: chunk.count) }
                    initialized += chunk.count
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return output
    }

    /// Inflates `input`, handing each piece of output to `take` as it comes.
    private static func inflate(_ input: [UInt8], path: String,
                                take: (UnsafeBufferPointer<UInt8>) throws(FileProblem) -> Void) throws(FileProblem) {
        var stream = z_stream()
        guard sozluk_inflate_init_gzip(&stream) == Z_OK else {
            throw FileProblem(path: path, message: "cannot start decompressing")
        }
        defer { inflateEnd(&stream) }
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        var input = input
        var taken: FileProblem?
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                let piece = chunk.withUnsafeBufferPointer { buffer in
                    Result { () throws(FileProblem) in try take(UnsafeBufferPointer(rebasing: buffer[0..<produced])) }
                }
                if case .failure(let error) = piece {
                    taken = error
                    return Z_DATA_ERROR
                }
                if result == Z_STREAM_END { return Z_STREAM_END }
                if result != Z_OK { return result }
                if stream.avail_in == 0 && produced == 0 { return Z_BUF_ERROR }
            }
        }
        if let taken { throw taken }
        guard status == Z_STREAM_END else {
            throw FileProblem(path: path, message: status == Z_BUF_ERROR ? "the compressed file is truncated" : "the compressed data is corrupt")
        }
    }

    /// Reads `plain` if it exists, else decompresses `compressed` (dictd's .dict/.dict.dz,
    /// StarDict's .idx/.idx.gz); `missing` says what to report when neither is there.
    static func readPlainOrCompressed(_ plain: String, compressed: String, missing: FileProblem) throws(FileProblem) -> (bytes: [UInt8], path: String) {
        if FileSystem.exists(plain) { return (try FileSystem.readFile(plain), plain) }
        guard FileSystem.exists(compressed) else { throw missing }
        return (try decompress(FileSystem.readFile(compressed), path: compressed), compressed)
    }
}
