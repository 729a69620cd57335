import Dispatch
import SozlukBase

/// The second scanner of a big file (see `DictionaryScanner.secondHalf`): started from a
/// guessed entry boundary in the middle, waited for by the first scanner when it gets there.
extension DictionaryScanner {
    final class SecondHalf: @unchecked Sendable {
        let start: Int
        private let done = DispatchSemaphore(value: 0)
        private var result: Rest?

        /// What the second scanner found, and where the list ended.
        struct Rest {
            var entries: [Entry]
            var definitions: [PackedSpan]
            var words: PackedStrings, summaries: PackedStrings
            var end: Int
        }

        static let minimumSize = 8 << 20

        static func start(in bytes: UnsafeBufferPointer<UInt8>, release: Release?) -> SecondHalf? {
            guard bytes.count >= minimumSize, let offset = guessMiddleEntry(in: bytes) else { return nil }
            let half = SecondHalf(start: offset)
            let shared = UncheckedBytes(bytes)
            // A thread of its own: the first scanner waits for this one, and a pool thread
            // could be held up behind other waiting work (a deadlock when the pool is full).
            DetachedThread.start {
                var scanner = DictionaryScanner(shared.bytes, from: half.start, progress: nil, release: release)
                scanner.cursor.depth = 2 // inside the top-level object and its entries list
                if let (entries, end) = try? scanner.scanRestOfList() {
                    half.result = Rest(entries: entries, definitions: scanner.definitions, words: scanner.words, summaries: scanner.summaries, end: end)
                }
                half.done.signal()
            }
            return half
        }

        private init(start: Int) { self.start = start }

        /// Waits for the second scanner: what it found, or nil if it failed.
        func wait() -> Rest? {
            done.wait()
            done.signal() // so that waiting again returns at once
            return result
        }
    }

    /// The first line past the middle that starts with `{` after a `,`: in files written
    /// one entry per line, an entry.
    static func guessMiddleEntry(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = bytes.count / 2
        while offset < bytes.count, base[offset] != 0x0A { offset += 1 }
        var before = offset
        while before > 0, [0x20, 0x0A, 0x0D, 0x09].contains(base[before - 1]) { before -= 1 }
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(base[offset]) { offset += 1 }
        guard offset < bytes.count, base[offset] == UInt8(ascii: "{"), before > 0, base[before - 1] == UInt8(ascii: ",") else { return nil }
        return offset
    }

    private struct UncheckedBytes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
    }
}
