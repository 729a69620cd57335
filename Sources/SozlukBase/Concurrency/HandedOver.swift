/// A value kept for one later use, then let go: what a long background job needs only at its
/// start (the scan of a dictionary file, for the parts of its index of translations) need not
/// stay in memory until the job ends.
package final class HandedOver<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    package init(_ value: Value) {
        self.value = value
    }

    /// The value, the first time; nil after.
    package func take() -> Value? {
        lock.sync {
            defer { value = nil }
            return value
        }
    }
}
