/// Where text stops being valid UTF-8, for pointing at the bad byte in a message.
package enum UTF8Validation {
    /// How many bytes at the start decode; the first bad byte is at that offset.
    package static func validPrefixLength(of bytes: some Sequence<UInt8>) -> Int {
        var length = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            length += UTF8.width(scalar)
        }
        return length
    }
}
