/// Results written from concurrent workers, each into its own slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Result<Value, FileProblem>?]
    private let lock = Lock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, FileProblem>) {
        lock.sync { storage[index] = value }
    }

    var values: [Result<Value, FileProblem>] {
        lock.sync { storage.map { $0! } }
    }
}
