import Glibc

/// Where entries' bytes are read from when a word is shown.
protocol EntrySource: Sendable {
    /// The bytes at `range` of the dictionary file; nil when they cannot be read in full.
    func read(_ range: Range<Int>) -> [UInt8]?
}

/// The dictionary file, kept open: a dictionary replaced while sozluk runs (editors write a
/// new file and rename it) leaves this descriptor on the version the index was built from.
final class FileEntrySource: EntrySource {
    private let descriptor: Int32

    /// Takes ownership of the open descriptor.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func read(_ range: Range<Int>) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }
}

/// A dictionary file held in memory (tests, and files too small to be worth an index file).
struct MemoryEntrySource: EntrySource {
    let bytes: [UInt8]

    func read(_ range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return Array(bytes[range])
    }
}
