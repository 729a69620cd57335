extension FileSystem {
    /// What the cache files of a file are named after: a hash (FNV-1a, 16 hex digits) of its
    /// real path, so two names of one file share them and two installations' files do not
    /// take turns in one cache.
    package static func cacheName(of path: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in (realPath(path) ?? path).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
