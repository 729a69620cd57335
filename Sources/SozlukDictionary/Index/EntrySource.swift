import Dispatch
import Glibc
import SozlukBase

/// Where entries' bytes are read from when a word is shown.
protocol EntrySource: Sendable {
    /// The bytes at `range` of the dictionary file; nil when they cannot be read in full,
    /// or when the file is no longer the version the index describes.
    func read(_ range: Range<Int>) -> [UInt8]?
    /// True once the file was found changed in place (truncated, rewritten): the index no
    /// longer describes it.
    var hasChanged: Bool { get }
    /// The file's size in bytes, as the index knows it.
    var size: Int { get }
}

/// The dictionary file, opened when an entry is first read and kept open from then on: a
/// dictionary replaced while sozluk runs (editors write a new file and rename it) leaves the
/// descriptor on the version the index was built from. Dictionaries never read hold no
/// descriptor, so many dictionaries do not run into a low limit of open files.
final class FileEntrySource: EntrySource, @unchecked Sendable {
    private let path: String
    /// The version of the file the index was built from.
    private let expected: FileStamp
    private let changed = AtomicFlag()
    private let lock = Lock()
    private var openDescriptor: Int32

    /// Takes ownership of an open descriptor, on the file as it is now.
    init(descriptor: Int32, path: String) {
        self.path = path
        openDescriptor = descriptor
        expected = FileStamp(descriptor: descriptor)
    }

    /// The file at `path`, to be opened on first use; `expected` is the version the index describes.
    init(path: String, expected: FileStamp) {
        self.path = path
        self.expected = expected
        openDescriptor = -1
    }

    deinit {
        if openDescriptor >= 0 { close(openDescriptor) }
    }

    var hasChanged: Bool { changed.isSet }
    var size: Int { Int(expected.size) }

    /// The open descriptor, opening the file the first time; nil when it cannot be opened.
    /// (Whether it is the version the index describes is `read`'s check, every time.)
    private func descriptor() -> Int32? {
        lock.sync {
            if openDescriptor < 0, let fd = try? FileSystem.openForReading(path) { openDescriptor = fd }
            return openDescriptor >= 0 ? openDescriptor : nil
        }
    }

    func read(_ range: Range<Int>) -> [UInt8]? {
        // Rewritten or truncated in place (the same file, not a new one renamed over it):
        // the byte ranges of the index may now hold another entry, or nothing.
        // (Not the status-change time: deleting the file, or renaming another over it,
        // changes that, and an open descriptor still reads the version the index describes.)
        guard let descriptor = descriptor(), FileStamp(descriptor: descriptor).hasSameContents(as: expected) else {
            changed.set()
            return nil
        }
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
    var hasChanged: Bool { false }
    var size: Int { bytes.count }

    func read(_ range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return Array(bytes[range])
    }
}
