import Dispatch

/// A flag set once from any thread and read from any other.
final class AtomicFlag: @unchecked Sendable {
    private let lock = DispatchQueue(label: "sozluk.flag")
    private var value = false

    func set() { lock.sync { value = true } }
    var isSet: Bool { lock.sync { value } }
}
