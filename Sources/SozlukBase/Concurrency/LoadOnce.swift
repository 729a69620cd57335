/// A value read from disk the first time it is needed, once, whichever thread asks first:
/// starting sozluk or running `sozluk lookup` does not pay for lists only some searches use.
package final class LoadOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var load: (@Sendable () -> Value)?
    private var loaded: Value?

    package init(_ load: @escaping @Sendable () -> Value) {
        self.load = load
    }

    package var value: Value {
        lock.sync {
            if let loaded { return loaded }
            let value = load!()
            loaded = value
            load = nil
            return value
        }
    }

    /// The value if it was loaded already; nil rather than loading it.
    package var valueIfLoaded: Value? {
        lock.sync { loaded }
    }
}
