import Glibc

/// An exclusive advisory lock on a file beside the one being changed, so two sozluk
/// instances never interleave their read-modify-write of the same file.
package enum FileLock {
    package static func withLock<T>(beside path: String, _ body: () throws(FileProblem) -> T) throws(FileProblem) -> T {
        try FileSystem.createDirectory(FileSystem.parentDirectory(of: path))
        let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return try body() } // a read-only folder: the write will report it
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
