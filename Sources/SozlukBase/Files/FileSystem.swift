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

    /// Files sozluk reads whole (dictionaries, favorites, settings, importers' input) are at
    /// most this big; a bigger one is refused before a byte of it is read.
    public static let maximumFileSize = 1 << 30

    /// A descriptor for reading the regular file at `path`, which the caller closes. Anything
    /// else with that name (a FIFO, which would block forever, a device such as /dev/tty, a
    /// socket, a folder) is refused with what it is, before it is read.
    package static func openForReading(_ path: String) throws(FileProblem) -> Int32 {
        // Non-blocking, so that opening a FIFO with no writer returns at once.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileProblem(path: path, saying: "cannot open: {1}", lastError()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let message = lastError()
            close(fd)
            throw FileProblem(path: path, saying: "cannot read: {1}", message)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            throw Self.notARegularFile(path, kind: kind)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    private static func notARegularFile(_ path: String, kind: mode_t) -> FileProblem {
        switch kind {
        case S_IFDIR: FileProblem(path: path, saying: "is a folder, not a file")
        case S_IFIFO: FileProblem(path: path, saying: "is a named pipe (FIFO), not a file; sozluk reads only regular files")
        case S_IFCHR, S_IFBLK: FileProblem(path: path, saying: "is a device, not a file; sozluk reads only regular files")
        case S_IFSOCK: FileProblem(path: path, saying: "is a socket, not a file; sozluk reads only regular files")
        default: FileProblem(path: path, saying: "is not a regular file")
        }
    }

    /// Refuses a file over `maximumFileSize` by its size, before reading it.
    package static func checkSize(_ size: Int, path: String) throws(FileProblem) {
        guard size <= maximumFileSize else {
            let tenths = (size + 50_000_000) / 100_000_000
            throw FileProblem(path: path, saying: "is {1}.{2} GB; sozluk reads files of up to 1 GB (split a dictionary into several files)",
                              String(tenths / 10), String(tenths % 10))
        }
    }

    /// Reads from the descriptor (one `openForReading` gave: a regular file) at its current
    /// offset, up to `limit` bytes; `path` is for
    /// messages; `progress` hears the bytes read so far after each chunk of a big file.
    package static func read(descriptor fd: Int32, path: String, atMost limit: Int,
                     progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws(FileProblem) -> (bytes: [UInt8], fileSize: Int) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileProblem(path: path, saying: "cannot read: {1}", lastError()) }
        let size = max(Int(info.st_size), 0)
        if limit > maximumFileSize { try checkSize(size, path: path) }
        // Straight into the result, sized by the file: a 150 MB dictionary is copied once.
        var bytes: [UInt8] = []
        var capacity = min(limit, size + 1)
        var failure: Int32 = 0
        while true {
            let filled = bytes.count
            var grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if filled > 0 { bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) } }
                count = filled
                while count < capacity {
                    let chunk = min(capacity - count, 8 << 20)
                    let got = Glibc.read(fd, buffer.baseAddress! + count, chunk)
                    if got < 0 && errno == EINTR { continue }
                    if got < 0 { failure = errno }
                    if got <= 0 { break }
                    count += got
                    progress?(count, size)
                }
            }
            if failure != 0 { throw FileProblem(path: path, saying: "cannot read: {1}", String(cString: strerror(failure))) }
            swap(&bytes, &grown)
            // Filled up: the file grew while being read, or the limit is reached.
            guard bytes.count == capacity, capacity < limit else { break }
            capacity = min(limit, capacity * 2)
        }
        return (bytes, size)
    }

    /// All of standard input, whatever it is (a pipe, a file, a terminal), up to
    /// `maximumFileSize`: what `-` names on the command line.
    public static func readStandardInput() throws(FileProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw FileProblem(path: "standard input", saying: "cannot read: {1}", lastError()) }
            if got == 0 { return bytes }
            guard bytes.count + got <= maximumFileSize else {
                throw FileProblem(path: "standard input", saying: "is over 1 GB; sozluk reads files of up to 1 GB")
            }
            bytes += chunk[..<got]
        }
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether two paths name one file (its links followed), however they are written.
    public static func isSameFile(_ one: String, _ other: String) -> Bool {
        var first = stat(), second = stat()
        return stat(one, &first) == 0 && stat(other, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
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
                throw FileProblem(path: current, saying: "cannot create the folder: {1}", lastError())
            }
        }
    }

    /// Renames a file to its name plus `suffix` (plus `-2`, `-3`... when that is taken), and
    /// returns the new path. A link is left as it is and the file it leads to moved aside
    /// beside it: the next write makes that file anew, and the link (a dotfiles manager's)
    /// goes on leading to the list.
    public static func moveAside(_ path: String, suffix: String) throws(FileProblem) -> String {
        var file = path
        switch try? writeTarget(of: path) {
        case .replace(let target)?, .inPlace(let target)?: file = target
        default: break
        }
        return try moveFileAside(file, suffix: suffix)
    }

    private static func moveFileAside(_ path: String, suffix: String) throws(FileProblem) -> String {
        var target = path + suffix
        var number = 2
        while exists(target) {
            target = path + suffix + "-\(number)"
            number += 1
        }
        guard rename(path, target) == 0 else { throw FileProblem(path: path, saying: "cannot move it aside: {1}", lastError()) }
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
