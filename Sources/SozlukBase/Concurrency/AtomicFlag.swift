/// A flag set once from any thread and read from any other.
package final class AtomicFlag: @unchecked Sendable {
    private let lock = Lock()
    private var value = false

    package init() {}

    package func set() { lock.sync { value = true } }
    package var isSet: Bool { lock.sync { value } }
}
