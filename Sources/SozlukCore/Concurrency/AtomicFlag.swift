/// A flag set once from any thread and read from any other.
final class AtomicFlag: @unchecked Sendable {
    private let lock = Lock()
    private var value = false

    func set() { lock.sync { value = true } }
    var isSet: Bool { lock.sync { value } }
}
