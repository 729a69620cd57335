import Glibc

/// Helpers the fuzz targets share: turning libFuzzer's bytes into the files an importer reads.
enum FuzzInput {
    /// A folder of its own per process, in memory when /dev/shm exists, emptied per input.
    static let folder: String = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        let path = "\(base)/sozluk-fuzz-\(getpid())"
        mkdir(path, 0o700)
        return path
    }()

    /// Splits the input at the separator byte into at most `count` parts (the last takes the rest).
    static func parts(_ bytes: [UInt8], count: Int, separator: UInt8 = 0) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var rest = bytes[...]
        while parts.count < count - 1, let cut = rest.firstIndex(of: separator) {
            parts.append(Array(rest[..<cut]))
            rest = rest[(cut + 1)...]
        }
        parts.append(Array(rest))
        while parts.count < count { parts.append([]) }
        return parts
    }

    /// Writes `bytes` to `name` in the fuzz folder and returns its path.
    @discardableResult
    static func write(_ bytes: [UInt8], as name: String) -> String {
        let path = folder + "/" + name
        try! FileSystem.writeAtomically(bytes, to: path)
        return path
    }

    static func remove(_ names: [String]) {
        for name in names { unlink(folder + "/" + name) }
    }

    static let info = DictionaryInfo(id: "fuzz", name: "Fuzz", sourceLanguage: "en", targetLanguage: "tr", path: "")
}
