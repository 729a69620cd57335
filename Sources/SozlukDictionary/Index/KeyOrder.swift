import Glibc

/// The order of the index's byte strings (folded keys, headwords): memcmp order, the
/// shorter first when one is a prefix of the other. The builder sorts by it and lookups
/// search by it, so it is written once.
enum KeyOrder {
    /// Negative, zero or positive as `a[ra]` sorts before, with or after `b[rb]`.
    @inline(__always)
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ ra: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ rb: Range<Int>) -> Int {
        let common = min(ra.count, rb.count)
        if common > 0 {
            // Most strings compared differ in their first byte: no call to memcmp for those.
            let first = (a[ra.lowerBound], b[rb.lowerBound])
            if first.0 != first.1 { return Int(first.0) - Int(first.1) }
            let order = memcmp(a.baseAddress! + ra.lowerBound, b.baseAddress! + rb.lowerBound, common)
            if order != 0 { return Int(order) }
        }
        return ra.count - rb.count
    }
}
