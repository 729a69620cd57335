/// Writes a stretch of a file from `start` on, through a buffer of its own: an index's
/// sections go out a few megabytes at a time, never gathered in memory.
package final class BufferedOutput {
    private let file: FileOutput
    package let start: Int
    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0
    /// Bytes given so far (written or waiting in the buffer).
    package private(set) var count = 0

    package static let bufferSize = 4 << 20

    package init(file: FileOutput, from start: Int, bufferSize: Int = bufferSize) {
        precondition(bufferSize > 0)
        self.file = file
        self.start = start
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

    /// Writes what the buffer holds.
    package func flush() throws(FileProblem) {
        guard buffered > 0 else { return }
        try file.write(UnsafeRawBufferPointer(rebasing: buffer[..<buffered]), at: start + count - buffered)
        buffered = 0
    }
}
