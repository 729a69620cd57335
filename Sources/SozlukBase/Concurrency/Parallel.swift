import Dispatch

/// Splits work over the machine's cores: index building folds and sorts a million
/// headwords, and two cores halve that.
package enum Parallel {
    static let parts = 2

    /// Runs `body` on consecutive pieces of `0..<count` at once; the results in order.
    /// Small counts are not worth a thread unless `pieces` says how many to make.
    package static func map<T>(_ count: Int, pieces requested: Int? = nil, _ body: (Range<Int>) -> T) -> [T] {
        map(bounds: bounds(count, pieces: requested), body)
    }

    /// Where `map(count)` cuts `0..<count`: `bounds[k]..<bounds[k + 1]` is piece k.
    package static func bounds(_ count: Int, pieces requested: Int? = nil) -> [Int] {
        let pieces = requested ?? self.pieces(for: count)
        return (0...pieces).map { count * $0 / pieces }
    }

    /// Runs `body` for each of `0..<count` at once, as many at a time as the cores take; the
    /// results in order. For items that each cost much: a file to open, a word of a text to
    /// look up in every dictionary of its direction.
    package static func map<T>(each count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        return map(bounds: Array(0...count)) { body($0.lowerBound) }
    }

    /// How many pieces `count` items are worth: one below ten thousand.
    package static func pieces(for count: Int) -> Int {
        count < 10_000 ? 1 : parts
    }

    /// Runs `body` on `bounds[0]..<bounds[1]`, `bounds[1]..<bounds[2]`, ... at once, for work
    /// whose pieces are cut to cost the same rather than to hold as many items.
    package static func map<T>(bounds: [Int], _ body: (Range<Int>) -> T) -> [T] {
        let pieces = bounds.count - 1
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: pieces)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        withoutActuallyEscaping(body) { body in
            let work = UncheckedBox((body, results))
            let runPiece: @Sendable (Int) -> Void = { piece in
                work.value.1[piece] = work.value.0(bounds[piece]..<bounds[piece + 1])
            }
            if BackgroundThread.isCurrent {
                onBackgroundThreads(pieces, runPiece)
            } else {
                DispatchQueue.concurrentPerform(iterations: pieces, execute: runPiece)
            }
        }
        let values = results.map { $0! }
        _ = results.deinitialize()
        return values
    }
}

extension Parallel {
    /// The pieces of background work, taken in turn by the calling thread and as many more
    /// threads of their own as there are cores to share (as the pool would), each inheriting
    /// the caller's low priority (see `BackgroundThread`). The threads see the work through
    /// its address alone: none holds it once done, which `withoutActuallyEscaping` checks.
    fileprivate static func onBackgroundThreads(_ pieces: Int, _ runPiece: (Int) -> Void) {
        let helpers = backgroundHelpers.take(upTo: min(pieces, parts) - 1)
        guard helpers > 0 else { return (0..<pieces).forEach(runPiece) }
        defer { backgroundHelpers.giveBack(helpers) }
        let next = PieceCounter(), done = DispatchSemaphore(value: 0)
        withoutActuallyEscaping(runPiece) { runPiece in
            withUnsafePointer(to: runPiece) { address in
                let shared = UncheckedBox(address)
                for _ in 0..<helpers {
                    DetachedThread.start {
                        while let piece = next.take(below: pieces) { shared.value.pointee(piece) }
                        done.signal()
                    }
                }
                while let piece = next.take(below: pieces) { runPiece(piece) }
                for _ in 0..<helpers { done.wait() }
            }
        }
    }
}

extension Parallel {
    /// The threads background work may start besides its own, all of it together: a map
    /// inside a piece of another (each part of the translations sorts its words) runs on its
    /// caller when the others hold them, as the pool would run it, rather than doubling the
    /// threads and the memory they work in.
    fileprivate static let backgroundHelpers = HelperBudget(parts - 1)
}

/// A number of threads to hand out and take back.
private final class HelperBudget: @unchecked Sendable {
    private let lock = Lock()
    private var left: Int

    init(_ count: Int) { left = count }

    func take(upTo wanted: Int) -> Int {
        lock.sync {
            let taken = max(0, min(wanted, left))
            left -= taken
            return taken
        }
    }

    func giveBack(_ count: Int) { lock.sync { left += count } }
}

/// Hands out 0, 1, 2, ... to whichever thread asks next.
private final class PieceCounter: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.sync {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Hands values to concurrent workers that each touch their own part of them.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
