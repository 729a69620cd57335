extension UnsafeBufferPointer where Element == UInt8 {
    /// The longest start of this UTF-8 text that is at most `limit` bytes and ends between
    /// two characters (never inside one's continuation bytes).
    package func prefix(cutBetweenCharactersAt limit: Int) -> UnsafeBufferPointer<UInt8> {
        guard count > limit else { return self }
        var end = limit
        while end > 0 && self[end] & 0xC0 == 0x80 { end -= 1 }
        return UnsafeBufferPointer(rebasing: self[..<end])
    }
}
