/// Which letters a text has, folded into 64 bits: a cheap test that rules out most
/// headwords before computing a typo distance.
package enum LetterMask {
    static func of(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
        of(values: scalars.lazy.map(\.value))
    }

    package static func of(values: some Sequence<UInt32>) -> UInt64 {
        values.reduce(0) { $0 | bit(of: $1) }
    }

    @inline(__always)
    static func bit(of value: UInt32) -> UInt64 {
        1 << UInt64(value % 64)
    }
}
