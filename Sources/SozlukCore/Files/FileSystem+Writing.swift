import Glibc

/// Writing a file where the user asked, into what is there: a regular file is replaced
/// atomically and keeps its mode and owner; a symbolic link stays a link (its target is
/// written); a device, a named pipe or a descriptor (/dev/stdout) is written straight into;
/// a file with other hard links is rewritten in place, so that every name keeps seeing it.
extension FileSystem {
    /// What writing to a path means, by what is there now.
    enum WriteTarget: Equatable {
        /// A new or a regular file, replaced through a temporary beside it.
        case replace(path: String)
        /// A file with hard links of its own, truncated and written in place.
        case inPlace(path: String)
        /// A device, a named pipe, a socket or a descriptor: opened and written.
        case stream(path: String)
    }

    /// How many symbolic links are followed before giving up, as the kernel does (ELOOP).
    static let mostLinksFollowed = 40

    /// Replaces a file so that a crash at any moment leaves either the old or the new
    /// contents: write a temporary file beside it, flush it to disk, rename it over.
    /// - Parameter durable: flush to disk before the rename; only a cache that checks itself
    ///   when read (the dictionary indexes) skips it.
    /// - Parameter pause: holds the write at its `.halfWritten` and `.beforeRename` points for tests.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true, pause: PauseHook? = nil) throws(FileProblem) {
        let written = bytes.withUnsafeBytes { bytes in
            Result { () throws(FileProblem) in try writeAtomically(bytes, to: path, durable: durable, pause: pause) }
        }
        try written.get()
    }

    /// The same, for bytes that are not an array (an index encoded into memory of its own).
    static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String, durable: Bool = true, pause: PauseHook? = nil) throws(FileProblem) {
        switch try writeTarget(of: path) {
        case .replace(let target): try replace(target, with: bytes, named: path, durable: durable, pause: pause)
        case .inPlace(let target): try writeInPlace(target, bytes, named: path, durable: durable)
        case .stream(let target): try writeStream(target, bytes, named: path)
        }
    }

    /// What is at `path`, its symbolic links followed (a link to a file not yet there is a
    /// new file where the link points).
    static func writeTarget(of path: String) throws(FileProblem) -> WriteTarget {
        var current = path
        for _ in 0...mostLinksFollowed {
            // What /proc/self/fd/1 points to (pipe:[123]) is no path: a descriptor is written to.
            if current.hasPrefix("/proc/") || current.hasPrefix("/dev/fd/") { return .stream(path: current) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
                return .replace(path: current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = linkTarget(current) else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
                current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
            case S_IFREG: return info.st_nlink > 1 ? .inPlace(path: current) : .replace(path: current)
            case S_IFDIR: throw FileProblem(path: path, saying: "is a folder, not a file")
            default: return .stream(path: current)
            }
        }
        throw FileProblem(path: path, saying: "cannot write: {1}", String(cString: strerror(ELOOP)))
    }

    /// What a symbolic link says, or nil.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes a temporary file beside `target` and renames it over; the file keeps the mode
    /// and owner it had.
    private static func replace(_ target: String, with bytes: UnsafeRawBufferPointer, named path: String, durable: Bool,
                                pause: PauseHook?) throws(FileProblem) {
        let folder = parentDirectory(of: target)
        try createDirectory(folder)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        let (fd, temporary) = try createTemporary(beside: target, named: path)
        do throws(FileProblem) {
            try writeAll(fd, bytes, named: path, pause: pause)
            if exists {
                // Read by its owner only, say, before: still so after.
                _ = fchown(fd, existing.st_uid, existing.st_gid)
                guard fchmod(fd, existing.st_mode & 0o7777) == 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
            }
            guard !durable || fsync(fd) == 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let message = lastError()
            unlink(temporary)
            throw FileProblem(path: path, saying: "cannot write: {1}", message)
        }
        pause?.pause(at: .beforeRename)
        guard rename(temporary, target) == 0 else {
            let message = lastError()
            unlink(temporary)
            throw FileProblem(path: path, saying: "cannot replace: {1}", message)
        }
        if durable {
            let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
            if folderFD >= 0 {
                fsync(folderFD)
                close(folderFD)
            }
        }
        removeAbandonedTemporaries(of: target)
    }

    /// A new file beside `target` that no one else made: its name is random, and it is
    /// created only if no file or link of that name is there (a link planted by another user
    /// in a shared folder redirects nothing).
    private static func createTemporary(beside target: String, named path: String) throws(FileProblem) -> (Int32, String) {
        for _ in 0..<100 {
            let temporary = "\(target).tmp-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, temporary) }
            guard errno == EEXIST else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
        }
        throw FileProblem(path: path, saying: "cannot write: {1}", String(cString: strerror(EEXIST)))
    }

    /// A file with other hard links: truncated and written where it is.
    private static func writeInPlace(_ target: String, _ bytes: UnsafeRawBufferPointer, named path: String, durable: Bool) throws(FileProblem) {
        let fd = open(target, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
        defer { close(fd) }
        try writeAll(fd, bytes, named: path, pause: nil)
        guard !durable || fsync(fd) == 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
    }

    /// A device, a named pipe or a descriptor: written as it is, never replaced by a file.
    private static func writeStream(_ target: String, _ bytes: UnsafeRawBufferPointer, named path: String) throws(FileProblem) {
        // Non-blocking to open, so that a named pipe nobody reads says so instead of waiting.
        let fd = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENXIO { throw FileProblem(path: path, saying: "no program is reading from this named pipe (FIFO); nothing written") }
            throw FileProblem(path: path, saying: "cannot write: {1}", lastError())
        }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        try writeAll(fd, bytes, named: path, pause: nil)
    }

    /// Writes every byte, holding at `.halfWritten` for a test.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, named path: String, pause: PauseHook?) throws(FileProblem) {
        var written = 0
        var pausedHalfway = false
        while written < bytes.count {
            if !pausedHalfway && written >= bytes.count / 2 {
                pausedHalfway = true
                pause?.pause(at: .halfWritten)
            }
            let end = written < bytes.count / 2 ? bytes.count / 2 : bytes.count
            let count = write(fd, bytes.baseAddress! + written, end - written)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
            written += count
        }
    }

    /// Temporary files left beside `path` by writers that were killed mid-write (their
    /// process is gone), so that they do not pile up.
    private static func removeAbandonedTemporaries(of path: String) {
        let folder = parentDirectory(of: path)
        let prefix = String(path.dropFirst(folder.count + 1)) + ".tmp-"
        for name in contentsOfDirectory(folder) ?? [] where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = pid_t(pidText), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + name)
        }
    }
}
