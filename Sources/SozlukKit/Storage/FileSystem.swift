import Glibc

/// The few file operations sozluk needs, on the C library directly: reading whole files,
/// listing folders and replacing files atomically. Errors carry the system's message.
public enum FileSystem {
    public static func readFile(_ path: String) throws(FileProblem) -> [UInt8] {
        try read(path, atMost: Int.max).bytes
    }

    /// At most the first `count` bytes of a file, and the file's whole size.
    public static func readPrefix(_ path: String, count: Int) throws(FileProblem) -> (bytes: [UInt8], fileSize: Int) {
        try read(path, atMost: count)
    }

    private static func read(_ path: String, atMost limit: Int) throws(FileProblem) -> (bytes: [UInt8], fileSize: Int) {
        let fd = try openForReading(path)
        defer { close(fd) }
        return try read(descriptor: fd, path: path, atMost: limit)
    }

    /// A descriptor for reading the file, which the caller closes.
    static func openForReading(_ path: String) throws(FileProblem) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileProblem(path: path, message: "cannot open: \(lastError())") }
        return fd
    }

    /// Reads from the descriptor's current offset, up to `limit` bytes; `path` is for messages.
    static func read(descriptor fd: Int32, path: String, atMost limit: Int) throws(FileProblem) -> (bytes: [UInt8], fileSize: Int) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileProblem(path: path, message: "cannot read: \(lastError())") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileProblem(path: path, message: "is a folder, not a file") }
        // Straight into the result, sized by the file: a 150 MB dictionary is copied once.
        var bytes: [UInt8] = []
        var capacity = min(limit, max(Int(info.st_size), 0) + 1)
        var filled = 0
        while filled < limit {
            if filled == capacity {
                capacity = min(limit, max(capacity * 2, 1 << 16))
            }
            if bytes.count < capacity {
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let wanted = capacity - filled
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileProblem(path: path, message: "cannot read: \(lastError())")
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return (bytes, Int(info.st_size))
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Names in a folder (no "." or ".."), sorted; nil when it cannot be listed.
    public static func contentsOfDirectory(_ path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Creates a folder and its parents.
    public static func createDirectory(_ path: String) throws(FileProblem) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileProblem(path: current, message: "cannot create the folder: \(lastError())")
            }
        }
    }

    /// Replaces a file so that a crash at any moment leaves either the old or the new
    /// contents: write a temporary file beside it, flush it to disk, rename it over.
    /// - Parameter durable: flush to disk before the rename; only a cache that checks itself
    ///   when read (the dictionary indexes) skips it.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(FileProblem) {
        let folder = parentDirectory(of: path)
        try createDirectory(folder)
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileProblem(path: path, message: "cannot write: \(lastError())") }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let message = lastError()
                close(fd)
                unlink(temporary)
                throw FileProblem(path: path, message: "cannot write: \(message)")
            }
            written += count
        }
        guard !durable || fsync(fd) == 0, close(fd) == 0 else {
            let message = lastError()
            unlink(temporary)
            throw FileProblem(path: path, message: "cannot write: \(message)")
        }
        guard rename(temporary, path) == 0 else {
            let message = lastError()
            unlink(temporary)
            throw FileProblem(path: path, message: "cannot replace: \(message)")
        }
        let dirFD = durable ? open(folder, O_RDONLY | O_CLOEXEC) : -1
        if dirFD >= 0 {
            fsync(dirFD)
            close(dirFD)
        }
    }

    /// Renames a file to its name plus `suffix` (plus `-2`, `-3`... when that is taken), and
    /// returns the new path.
    public static func moveAside(_ path: String, suffix: String) throws(FileProblem) -> String {
        var target = path + suffix
        var number = 2
        while exists(target) {
            target = path + suffix + "-\(number)"
            number += 1
        }
        guard rename(path, target) == 0 else { throw FileProblem(path: path, message: "cannot move it aside: \(lastError())") }
        return target
    }

    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
