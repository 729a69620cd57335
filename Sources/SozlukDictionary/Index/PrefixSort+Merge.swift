import SozlukBase

/// Sorted pieces made one, two at a time, each pair on two cores: one takes the smaller
/// half of the items from the fronts, the other the larger half from the backs. `isBefore`
/// is a total order (the sort breaks every tie), so the two halves meet exactly.
extension PrefixSort {
    static func merged(_ pieces: [[Item]], by isBefore: (Item, Item) -> Bool) -> [UInt32] {
        var pieces = pieces
        while pieces.count > 2 {
            pieces = stride(from: 0, to: pieces.count, by: 2).map { first in
                first + 1 < pieces.count ? mergedPair(pieces[first], pieces[first + 1], by: isBefore) : pieces[first]
            }
        }
        guard pieces.count == 2 else { return (pieces.first ?? []).map(\.index) }
        return mergedPair(pieces[0], pieces[1], by: isBefore).map(\.index)
    }

    private static func mergedPair(_ first: [Item], _ second: [Item], by isBefore: (Item, Item) -> Bool) -> [Item] {
        let count = first.count + second.count
        let front = count / 2
        var result = [Item](repeating: Item(prefix: 0, index: 0), count: count)
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                result.withUnsafeMutableBufferPointer { output in
                    let shared = UncheckedOutput(output)
                    _ = Parallel.map(bounds: [0, 1, 2]) { side in
                        if side.lowerBound == 0 {
                            mergeFronts(a, b, into: shared.buffer, count: front, by: isBefore)
                        } else {
                            mergeBacks(a, b, into: shared.buffer, count: count - front, by: isBefore)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The `count` smallest items, in order, at the start of `output`.
    private static func mergeFronts(_ a: UnsafeBufferPointer<Item>, _ b: UnsafeBufferPointer<Item>, into output: UnsafeMutableBufferPointer<Item>,
                                    count: Int, by isBefore: (Item, Item) -> Bool) {
        var (i, j) = (0, 0)
        for place in 0..<count {
            if j == b.count || (i < a.count && isBefore(a[i], b[j])) {
                output[place] = a[i]
                i += 1
            } else {
                output[place] = b[j]
                j += 1
            }
        }
    }

    /// The `count` largest items, in order, at the end of `output`.
    private static func mergeBacks(_ a: UnsafeBufferPointer<Item>, _ b: UnsafeBufferPointer<Item>, into output: UnsafeMutableBufferPointer<Item>,
                                   count: Int, by isBefore: (Item, Item) -> Bool) {
        var (i, j) = (a.count - 1, b.count - 1)
        for place in stride(from: output.count - 1, through: output.count - count, by: -1) {
            if j < 0 || (i >= 0 && isBefore(b[j], a[i])) {
                output[place] = a[i]
                i -= 1
            } else {
                output[place] = b[j]
                j -= 1
            }
        }
    }

    /// The merged items, written by the two sides in places of their own.
    private struct UncheckedOutput: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Item>
        init(_ buffer: UnsafeMutableBufferPointer<Item>) { self.buffer = buffer }
    }
}
