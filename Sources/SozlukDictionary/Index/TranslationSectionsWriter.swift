import SozlukBase

/// An index of translations merged straight into the index file being written, never held
/// in memory (a million headwords' is 200 MB). How long its four sections are is known only
/// once it is merged, so the keys go where their section starts (after the sections by
/// headword, `keysAt`), and the key starts, the posting starts and the postings each to a
/// stretch of their own, past the most the parts can hold (`most`); `finish` moves those
/// three down after the keys, where the file's layout puts them.
struct TranslationSectionsWriter: TranslationIndexOutput {
    typealias Failure = FileProblem

    private let file: FileOutput
    private let most: (keyBytes: Int, keys: Int, postings: Int)
    private let keys: BufferedOutput
    private let keyStarts: BufferedOutput
    private let postingStarts: BufferedOutput
    private let postings: BufferedOutput
    private var keyCount = 0
    private var postingCount = 0
    /// The last posting of the key begun, not written yet: the next may be the same
    /// headword's, and the two are written as one.
    private var pending: TranslationPosting?

    /// - Parameter bufferSize: each of the four streams'.
    init(file: FileOutput, keysAt offset: Int, most: (keyBytes: Int, keys: Int, postings: Int), bufferSize: Int) {
        self.file = file
        self.most = most
        let stretches = offset + Self.padded(most.keyBytes), starts = Self.padded(4 * (most.keys + 1))
        keys = BufferedOutput(file: file, from: offset, bufferSize: bufferSize)
        keyStarts = BufferedOutput(file: file, from: stretches, bufferSize: bufferSize)
        postingStarts = BufferedOutput(file: file, from: stretches + starts, bufferSize: bufferSize)
        postings = BufferedOutput(file: file, from: stretches + 2 * starts, bufferSize: bufferSize)
    }

    private static func padded(_ count: Int) -> Int {
        (count + 7) / 8 * 8
    }

    /// Writes the starts' first zeros, before the first key.
    func start() throws(FileProblem) {
        try keyStarts.write(UInt32(0))
        try postingStarts.write(UInt32(0))
    }

    mutating func startKey(_ key: UnsafeBufferPointer<UInt8>) throws(FileProblem) {
        // Past the most the parts hold, a part changed under the merge: nothing it says is
        // written (it could fill the disk).
        guard keyCount < most.keys, keys.count + key.count <= most.keyBytes else { throw changed }
        try keys.write(UnsafeRawBufferPointer(key))
        try keyStarts.write(UInt32(keys.count))
        keyCount += 1
    }

    mutating func add(_ posting: TranslationPosting) throws(FileProblem) {
        if let last = pending, last.position == posting.position {
            pending = last.adding(posting)
            return
        }
        try writePending()
        pending = posting
    }

    mutating func endKey() throws(FileProblem) {
        try writePending()
        try postingStarts.write(UInt32(postingCount))
    }

    private mutating func writePending() throws(FileProblem) {
        guard let posting = pending else { return }
        guard postingCount < most.postings else { throw changed }
        try postings.write(posting.packed)
        postingCount += 1
        pending = nil
    }

    private var changed: FileProblem {
        FileProblem(path: file.path, saying: "changed while it was copied")
    }

    /// The four sections' lengths in bytes, in their order in the file.
    var sectionLengths: [Int] {
        [keys.count, keyStarts.count, postingStarts.count, postings.count]
    }

    /// Writes what is buffered, and moves the key starts, the posting starts and the postings
    /// to `offsets`, each followed by zeros to its 8-byte end as the layout has them. Each
    /// goes down (never past where its stretch was) and after the one before: in that order,
    /// no bytes are written over before they are moved.
    func finish(movingTo offsets: [Int]) throws(FileProblem) {
        for output in [keys, keyStarts, postingStarts, postings] { try output.flush() }
        try zeros(after: keys.start + keys.count)
        for (output, offset) in zip([keyStarts, postingStarts, postings], offsets) {
            try file.move(output.count, from: output.start, to: offset)
            try zeros(after: offset + output.count)
        }
    }

    private func zeros(after end: Int) throws(FileProblem) {
        let zeros = [UInt8](repeating: 0, count: Self.padded(end) - end)
        guard !zeros.isEmpty else { return }
        try zeros.withUnsafeBytes { bytes in Result { () throws(FileProblem) in try file.write(bytes, at: end) } }.get()
    }
}
