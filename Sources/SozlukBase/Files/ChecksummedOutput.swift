/// Writes the sections of an index file after its header through a buffer of its own, and
/// sums them on the way as `Checksum.ofSections` sums the same bytes in a file: in two halves
/// cut at `middle`, combined. The buffer is a multiple of the checksum's piece size, and so is
/// the middle, so every piece but the last summed is one too.
package final class ChecksummedOutput {
    private let file: FileOutput
    private let middle: Int
    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0
    private var halves = (Checksum(), Checksum())
    /// Section bytes given so far (written or waiting in the buffer).
    package private(set) var sectionBytes = 0

    package static let bufferSize = 4 << 20

    /// Where in the file the first section goes (after the header's place).
    private let start: Int

    /// - Parameter middle: where the second half starts, counted from the first section's byte.
    /// - Parameter bufferSize: a multiple of 32 bytes.
    package init(file: FileOutput, from start: Int, middle: Int, bufferSize: Int = bufferSize) {
        precondition(middle % Checksum.pieceAlignment == 0 && bufferSize > 0 && bufferSize % Checksum.pieceAlignment == 0)
        self.start = start
        self.file = file
        self.middle = middle
        buffer = .allocate(byteCount: bufferSize, alignment: 8)
    }

    deinit {
        buffer.deallocate()
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileProblem) {
        var done = 0
        while done < bytes.count {
            let count = min(bytes.count - done, buffer.count - buffered)
            (buffer.baseAddress! + buffered).copyMemory(from: bytes.baseAddress! + done, byteCount: count)
            buffered += count
            done += count
            sectionBytes += count
            if buffered == buffer.count { try flush() }
        }
    }

    /// Zeros: the padding after a section.
    package func write(zeros count: Int) throws(FileProblem) {
        var left = count
        while left > 0 {
            let piece = min(left, buffer.count - buffered)
            (buffer.baseAddress! + buffered).initializeMemory(as: UInt8.self, repeating: 0, count: piece)
            buffered += piece
            sectionBytes += piece
            left -= piece
            if buffered == buffer.count { try flush() }
        }
    }

    /// Writes what the buffer holds, summed first.
    package func flush() throws(FileProblem) {
        guard buffered > 0 else { return }
        let written = sectionBytes - buffered
        let cut = min(max(middle - written, 0), buffered)
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<buffered])
        if cut > 0 { halves.0.add(UnsafeRawBufferPointer(rebasing: bytes[..<cut])) }
        if cut < buffered { halves.1.add(UnsafeRawBufferPointer(rebasing: bytes[cut...])) }
        try file.write(bytes, at: start + written)
        buffered = 0
    }

    /// The sections' checksum, once every byte is written and flushed.
    package var checksum: UInt64 {
        Checksum.combining(halves.0.value, halves.1.value)
    }
}
