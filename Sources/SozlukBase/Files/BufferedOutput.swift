/// Writes a stretch of a file from `start` on, through a buffer of its own: an index's
/// sections go out a few megabytes at a time, never gathered in memory. When asked, it sums
/// what it writes as `Checksum.ofSections` sums the same bytes in a file: in two halves cut
/// at `middle`, combined. The buffer is a multiple of the checksum's piece size, and so is
/// the middle, so every piece but the last summed is one too.
package final class BufferedOutput {
    private let file: FileOutput
    package let start: Int
    private let middle: Int?
    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0
    private var halves = (Checksum(), Checksum())
    /// Bytes given so far (written or waiting in the buffer).
    package private(set) var count = 0

    package static let bufferSize = 4 << 20

    /// - Parameter middle: where the checksum's second half starts, counted from `start`; nil
    ///   for no checksum.
    /// - Parameter bufferSize: a multiple of 32 bytes.
    package init(file: FileOutput, from start: Int, summingHalvesAt middle: Int? = nil, bufferSize: Int = bufferSize) {
        precondition((middle ?? 0) % Checksum.pieceAlignment == 0 && bufferSize > 0 && bufferSize % Checksum.pieceAlignment == 0)
        self.file = file
        self.start = start
        self.middle = middle
        buffer = .allocate(byteCount: bufferSize, alignment: 8)
    }

    deinit {
        buffer.deallocate()
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileProblem) {
        var done = 0
        while done < bytes.count {
            let piece = min(bytes.count - done, buffer.count - buffered)
            (buffer.baseAddress! + buffered).copyMemory(from: bytes.baseAddress! + done, byteCount: piece)
            buffered += piece
            done += piece
            count += piece
            if buffered == buffer.count { try flush() }
        }
    }

    /// A number as it lies in memory (little-endian on every machine sozluk is built for).
    package func write(_ number: UInt32) throws(FileProblem) {
        if buffer.count - buffered >= 4 {
            (buffer.baseAddress! + buffered).storeBytes(of: number, as: UInt32.self)
            buffered += 4
            count += 4
            if buffered == buffer.count { try flush() }
        } else {
            try withUnsafeBytes(of: number) { (bytes) throws(FileProblem) in try write(bytes) }
        }
    }

    /// Zeros: the padding after a section.
    package func write(zeros: Int) throws(FileProblem) {
        var left = zeros
        while left > 0 {
            let piece = min(left, buffer.count - buffered)
            (buffer.baseAddress! + buffered).initializeMemory(as: UInt8.self, repeating: 0, count: piece)
            buffered += piece
            count += piece
            left -= piece
            if buffered == buffer.count { try flush() }
        }
    }

    /// Writes what the buffer holds, summed first.
    package func flush() throws(FileProblem) {
        guard buffered > 0 else { return }
        let written = count - buffered
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<buffered])
        if let middle {
            let cut = min(max(middle - written, 0), buffered)
            if cut > 0 { halves.0.add(UnsafeRawBufferPointer(rebasing: bytes[..<cut])) }
            if cut < buffered { halves.1.add(UnsafeRawBufferPointer(rebasing: bytes[cut...])) }
        }
        try file.write(bytes, at: start + written)
        buffered = 0
    }

    /// The checksum of what was written, once every byte is and the buffer is flushed.
    package var checksum: UInt64 {
        Checksum.combining(halves.0.value, halves.1.value)
    }
}
