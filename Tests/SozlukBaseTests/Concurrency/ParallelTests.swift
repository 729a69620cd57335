@testable import SozlukBase
import Testing

/// Work shared out over the cores comes back whole and in order.
@Suite struct ParallelTests {
    @Test func eachItemsResultComesBackInItsPlace() {
        #expect(Parallel.map(each: 0) { $0 }.isEmpty, "no items, no work")
        #expect(Parallel.map(each: 1) { $0 * 10 } == [0])
        #expect(Parallel.map(each: 500) { String($0) } == (0..<500).map(String.init))
    }

    @Test func piecesCoverTheRangeOnceInOrder() {
        let pieces = Parallel.map(25_000) { Array($0) }
        #expect(pieces.count == Parallel.parts)
        #expect(pieces.flatMap { $0 } == Array(0..<25_000))
        #expect(Parallel.map(9) { $0 } == [0..<9], "a few items: one piece")
    }
}
