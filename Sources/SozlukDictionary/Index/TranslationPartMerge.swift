import Glibc

/// The parts of an index of translations as one, in one pass: keys in byte order, each with
/// its postings in position order, one per headword (a headword whose entries fall in several
/// parts has their postings as one, `TranslationPosting.adding`, which does not depend on the
/// order it is applied in: the index is the same however the entries were cut). The pages
/// of kept parts are given back as the merge gets past them.
struct TranslationPartMerge {
    private let parts: [TranslationPartImage]
    /// Each part's next key.
    private var next: [Int]
    /// Each part's next key's first eight bytes, big-endian, zeros past its end: two keys
    /// whose heads differ are in the order of their heads, and most are told apart so.
    private var heads: [UInt64]
    /// The parts not yet used up, smallest next key first (a binary heap).
    private var heap: [Int] = []

    init(_ parts: [TranslationPartImage]) {
        self.parts = parts
        next = [Int](repeating: 0, count: parts.count)
        heads = [UInt64](repeating: 0, count: parts.count)
        for part in parts.indices where parts[part].keyCount > 0 {
            heads[part] = head(part)
            push(part)
        }
    }

    /// The parts merged into arrays; nil when they read as more than they hold (a kept part
    /// changed under the merge, whose starts may name any stretch any number of times: read
    /// on, it would take all the memory there is).
    static func merge(_ parts: [TranslationPartImage]) -> TranslationIndexBuilder.Result? {
        var result = TranslationIndexBuilder.Result()
        // At most what the parts hold together (less where keys are shared).
        let most = mostHeld(by: parts)
        result.keys.reserveCapacity(most.keyBytes)
        result.keyStarts.reserveCapacity(most.keys + 1)
        result.postingStarts.reserveCapacity(most.keys + 1)
        result.postings.reserveCapacity(most.postings)
        var merge = TranslationPartMerge(parts)
        return merge.run(into: &result) ? result : nil
    }

    /// The parts merged into `output` (an index file being written); false when they read as
    /// more than they hold.
    static func merge<Output: TranslationIndexOutput>(_ parts: [TranslationPartImage], into output: inout Output) throws(Output.Failure) -> Bool {
        var merge = TranslationPartMerge(parts)
        return try merge.run(into: &output)
    }

    /// The most the merged parts can hold: all they hold, where no key is shared.
    static func mostHeld(by parts: [TranslationPartImage]) -> (keyBytes: Int, keys: Int, postings: Int) {
        (parts.reduce(0) { $0 + $1.keys.count }, parts.reduce(0) { $0 + $1.keyCount }, parts.reduce(0) { $0 + $1.postings.count })
    }

    /// How many keys are merged between two givings back of the pages read.
    private static let releaseEvery = 1 << 16

    /// False when the parts read as more keys, key bytes or postings than they hold: sound
    /// parts never do (each key and posting of a part is read once).
    private mutating func run<Output: TranslationIndexOutput>(into output: inout Output) throws(Output.Failure) -> Bool {
        var sharing: [Int] = []
        var postings: [UInt32] = []
        var merged = 0
        let most = Self.mostHeld(by: parts)
        var read = (keyBytes: 0, postings: 0)
        // Every part's pages given back at the end, whatever was read of it.
        defer { for part in parts.indices { parts[part].release(before: parts[part].keyCount) } }
        while let first = heap.first {
            if merged % Self.releaseEvery == 0 {
                for part in parts.indices where next[part] < parts[part].keyCount { parts[part].release(before: next[part]) }
            }
            merged += 1
            // Every part whose next key is this one.
            sharing.removeAll(keepingCapacity: true)
            repeat {
                sharing.append(pop())
            } while heap.first.map({ compare($0, first) == 0 }) == true
            read.keyBytes += keyRange(first).count
            read.postings += sharing.reduce(0) { $0 + postingRange($1).count }
            guard merged <= most.keys, read.keyBytes <= most.keyBytes, read.postings <= most.postings else { return false }
            try output.startKey(UnsafeBufferPointer(rebasing: parts[first].keys[keyRange(first)]))
            postings.removeAll(keepingCapacity: true)
            for part in sharing { postings += UnsafeBufferPointer(rebasing: parts[part].postings[postingRange(part)]) }
            // Each part's list is in position order already; several are sorted together.
            if sharing.count > 1 { postings.sort() }
            for packed in postings { try output.add(TranslationPosting(packed: packed)) }
            try output.endKey()
            for part in sharing {
                next[part] += 1
                guard next[part] < parts[part].keyCount else { continue }
                heads[part] = head(part)
                push(part)
            }
        }
        return true
    }

    private func keyRange(_ part: Int) -> Range<Int> {
        parts[part].keyRange(next[part])
    }

    private func postingRange(_ part: Int) -> Range<Int> {
        parts[part].postingRange(next[part])
    }

    private func head(_ part: Int) -> UInt64 {
        var head: UInt64 = 0
        let range = keyRange(part)
        for index in 0..<8 {
            head <<= 8
            if index < range.count { head |= UInt64(parts[part].keys[range.lowerBound + index]) }
        }
        return head
    }

    /// The byte order of two parts' next keys (a part's number breaks no tie: equal keys
    /// are taken together).
    private func compare(_ a: Int, _ b: Int) -> Int {
        if heads[a] != heads[b] { return heads[a] < heads[b] ? -1 : 1 }
        return KeyOrder.compare(parts[a].keys, keyRange(a), parts[b].keys, keyRange(b))
    }

    private mutating func push(_ part: Int) {
        heap.append(part)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard compare(heap[child], heap[parent]) < 0 else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func pop() -> Int {
        let top = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return top }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, compare(heap[left], heap[smallest]) < 0 { smallest = left }
            if right < heap.count, compare(heap[right], heap[smallest]) < 0 { smallest = right }
            if smallest == parent { return top }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
