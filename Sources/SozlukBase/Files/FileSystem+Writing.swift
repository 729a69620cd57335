import Glibc

/// Writing a file where the user asked, into what is there: a regular file is replaced
/// atomically and keeps its mode and owner; a symbolic link stays a link (its target is
/// written); a device, a named pipe or a descriptor (/dev/stdout) is written straight into;
/// a file with other hard links is rewritten in place, so that every name keeps seeing it.
extension FileSystem {
    /// What writing to a path means, by what is there now.
    package enum WriteTarget: Equatable {
        /// A new or a regular file, replaced through a temporary beside it.
        case replace(path: String)
        /// A file with hard links of its own, truncated and written in place.
        case inPlace(path: String)
        /// A device, a named pipe or a socket: opened and written.
        case stream(path: String)
        /// One of this process's open descriptors (`/dev/stdout`, `/proc/self/fd/1`): written
        /// where it stands, as the shell opened it (a `>>` appends).
        case descriptor(Int32)
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
        guard !path.isEmpty else { throw FileProblem(path: path, saying: "cannot write: {1}", String(cString: strerror(ENOENT))) }
        switch try writeTarget(of: path) {
        case .replace(let target):
            try replace(target, named: path, durable: durable, pause: pause) { (fd: Int32) throws(FileProblem) in try writeAll(fd, bytes, named: path, pause: pause) }
        case .inPlace(let target): try writeInPlace(target, bytes, named: path, durable: durable)
        case .stream(let target): try writeStream(target, bytes, named: path)
        case .descriptor(let fd): try writeAll(fd, bytes, named: path, pause: nil)
        }
    }

    /// A file of sozluk's own cache (an index, a language table, a check record): a new file
    /// takes the entry's place whatever the entry is, never written through it. A link there
    /// is replaced, not followed (a planted link to another file makes that file nothing); a
    /// file with other hard links leaves them the old contents; the mode of an unreadable file
    /// is not kept. Not flushed: a cache checks itself when read.
    /// - Parameter durable: flushed to the disk before it takes the name (what a record that
    ///   it was checked may then vouch for), rather than left to the kernel.
    package static func replaceCacheFile(_ bytes: UnsafeRawBufferPointer, at path: String, durable: Bool = false) throws(FileProblem) {
        try replaceCacheFile(at: path, durable: durable) { (file: FileOutput) throws(FileProblem) in try file.write(bytes) }
    }

    /// The same, for a file written piece by piece (an index of hundreds of megabytes made from
    /// arrays in memory, never gathered into one buffer first).
    package static func replaceCacheFile(at path: String, durable: Bool = false, writing: (FileOutput) throws(FileProblem) -> Void) throws(FileProblem) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw FileProblem(path: path, saying: "is a folder, not a file") }
        try replace(path, named: path, durable: durable, pause: nil, keepsMode: false) { (fd: Int32) throws(FileProblem) in
            try writing(FileOutput(descriptor: fd, path: path))
        }
    }

    package static func replaceCacheFile(_ bytes: [UInt8], at path: String, durable: Bool = false) throws(FileProblem) {
        let written = bytes.withUnsafeBytes { bytes in Result { () throws(FileProblem) in try replaceCacheFile(bytes, at: path, durable: durable) } }
        try written.get()
    }

    /// What is at `path`, its symbolic links followed (a link to a file not yet there is a
    /// new file where the link points).
    package static func writeTarget(of path: String) throws(FileProblem) -> WriteTarget {
        guard !path.hasSuffix("/") else { throw FileProblem(path: path, saying: "is a folder, not a file") }
        var current = path
        for _ in 0...mostLinksFollowed {
            if let fd = ownDescriptor(named: current) { return .descriptor(fd) }
            // Elsewhere in /proc a link names no path of its own (/proc/self/cwd/x.txt): the
            // folder it stands in is resolved, and the file named in it.
            if current.hasPrefix("/proc/"), let folder = realPath(parentDirectory(of: current)), !folder.hasPrefix("/proc/") {
                current = folder + "/" + String(current[current.index(after: current.lastIndex(of: "/")!)...])
            }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
                return .replace(path: current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                try refuseLinkPlantedByAnother(current, owner: info.st_uid, named: path)
                guard let target = linkTarget(current) else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
                current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
            case S_IFREG: return info.st_nlink > 1 ? .inPlace(path: current) : .replace(path: current)
            case S_IFDIR: throw FileProblem(path: path, saying: "is a folder, not a file")
            case S_IFSOCK: throw FileProblem(path: path, saying: "is a socket, not a file; nothing written")
            default: return .stream(path: current)
            }
        }
        throw FileProblem(path: path, saying: "cannot write: {1}", String(cString: strerror(ELOOP)))
    }

    /// The descriptor a path names when it is one of this process's own (`/proc/self/fd/N`,
    /// `/dev/fd/N`, where `/dev/stdout` leads), and open.
    private static func ownDescriptor(named path: String) -> Int32? {
        for prefix in ["/proc/self/fd/", "/dev/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            guard let fd = Int32(path.dropFirst(prefix.count)), fd >= 0, fcntl(fd, F_GETFD) != -1 else { return nil }
            return fd
        }
        return nil
    }

    /// The kernel's rule for links in shared folders (fs.protected_symlinks), kept by sozluk,
    /// which follows links itself: in a sticky folder anyone may write to (/tmp), a link that
    /// belongs neither to the user nor to the folder's owner is not followed. Another user
    /// could plant one there (`/tmp/report.csv` → a victim's file) for an export to overwrite.
    private static func refuseLinkPlantedByAnother(_ link: String, owner: uid_t, named path: String) throws(FileProblem) {
        var folder = stat()
        guard stat(parentDirectory(of: link), &folder) == 0, folder.st_mode & S_ISVTX != 0, folder.st_mode & S_IWOTH != 0,
              owner != geteuid(), owner != folder.st_uid else { return }
        throw FileProblem(path: path, saying: "is a link another user left in a shared folder; not followed, nothing written")
    }

    /// The path with its links and dots resolved (realpath(3)); nil when it is not there.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a symbolic link says, or nil.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes a temporary file beside `target` (`write` fills it) and renames it over; the
    /// file keeps the mode and owner it had.
    private static func replace(_ target: String, named path: String, durable: Bool, pause: PauseHook?, keepsMode: Bool = true,
                                write: (Int32) throws(FileProblem) -> Void) throws(FileProblem) {
        let folder = parentDirectory(of: target)
        try createDirectory(folder)
        var existing = stat()
        let exists = keepsMode && stat(target, &existing) == 0
        let (fd, temporary) = try createTemporary(beside: target, named: path)
        // The temporary's lock (`createTemporary`) is held through the rename by a second
        // descriptor of it: a start waiting for this write sees it under way until the file
        // has its name. Closed on exec like the first: a program sozluk starts (espeak-ng)
        // must not hold it.
        let lockHolder = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        defer { if lockHolder >= 0 { close(lockHolder) } }
        do throws(FileProblem) {
            // The temporary is made readable by its owner alone, and given the file's mode only
            // once written: a private list is never readable by others half written.
            try write(fd)
            if exists {
                // Read by its owner only, say, before: still so after.
                _ = fchown(fd, existing.st_uid, existing.st_gid)
            }
            guard fchmod(fd, exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()) == 0 else {
                throw FileProblem(path: path, saying: "cannot write: {1}", lastError())
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
            // Readable too: an index written in pieces is read back to be summed.
            let fd = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                // Locked while it is written: another sozluk waiting for this file can tell a
                // writer at work from one gone or stopped (`waitForOtherWriters`).
                _ = flock(fd, LOCK_EX | LOCK_NB)
                return (fd, temporary)
            }
            guard errno == EEXIST else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
        }
        throw FileProblem(path: path, saying: "cannot write: {1}", String(cString: strerror(EEXIST)))
    }

    /// A file with other hard links, written where it is. The new contents are first written
    /// to a temporary file beside it and removed: a full disk or a file-size limit is known
    /// before a byte of the old contents is overwritten (they stay whole), and the room the
    /// temporary proved is free again for the file to grow into. Then the file is written
    /// over from its start and cut to the new length.
    private static func writeInPlace(_ target: String, _ bytes: UnsafeRawBufferPointer, named path: String, durable: Bool) throws(FileProblem) {
        let (probe, temporary) = try createTemporary(beside: target, named: path)
        do throws(FileProblem) {
            try writeAll(probe, bytes, named: path, pause: nil)
        } catch {
            close(probe)
            unlink(temporary)
            throw error
        }
        close(probe)
        unlink(temporary)
        let fd = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", lastError()) }
        defer { close(fd) }
        try writeAll(fd, bytes, named: path, pause: nil)
        guard ftruncate(fd, off_t(bytes.count)) == 0, !durable || fsync(fd) == 0 else {
            throw FileProblem(path: path, saying: "cannot write: {1}", lastError())
        }
    }

    /// The process's file-creation mask, read without changing it (umask(2) can only set it).
    private static func currentUmask() -> mode_t {
        let status = (try? readPrefix("/proc/self/status", count: 4096).bytes).map { String(decoding: $0, as: UTF8.self) } ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
            if let mask = mode_t(String(line.dropFirst("Umask:".count)).trimmingWhitespace(), radix: 8) { return mask }
        }
        return 0o022
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
    fileprivate static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, named path: String, pause: PauseHook?) throws(FileProblem) {
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
}

/// A file being written by `FileSystem.replaceCacheFile(at:durable:writing:)`.
package struct FileOutput {
    let descriptor: Int32
    package let path: String

    /// Writes every byte after those written so far.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileProblem) {
        try FileSystem.writeAll(descriptor, bytes, named: path, pause: nil)
    }

    /// Reads `buffer.count` bytes from `offset`, or fewer at the end of the file; returns how many.
    private func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileProblem) -> Int {
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw FileProblem(path: path, saying: "cannot read: {1}", FileSystem.lastError()) }
            if count == 0 { break }
            done += count
        }
        return done
    }

    /// Reads exactly `buffer.count` bytes from `offset` of what this file was written.
    package func read(exactly buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileProblem) {
        guard try read(into: buffer, at: offset) == buffer.count else {
            throw FileProblem(path: path, saying: "cannot read: {1}", "the file is shorter than was written")
        }
    }

    /// Moves `count` bytes from `source` down to `destination` (not after it), a piece at a time
    /// from the start: where the two overlap, each piece is read before it is written over.
    package func move(_ count: Int, from source: Int, to destination: Int) throws(FileProblem) {
        precondition(destination <= source)
        guard count > 0, destination < source else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(count, 4 << 20), alignment: 8)
        defer { buffer.deallocate() }
        var done = 0
        while done < count {
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(buffer.count, count - done)])
            try read(exactly: piece, at: source + done)
            try write(UnsafeRawBufferPointer(piece), at: destination + done)
            done += piece.count
        }
    }

    /// Cuts or extends the file to `size` bytes.
    package func truncate(to size: Int) throws(FileProblem) {
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", FileSystem.lastError()) }
    }

    /// Writes every byte at `offset` (over zeros left for a header, say).
    package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(FileProblem) {
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw FileProblem(path: path, saying: "cannot write: {1}", FileSystem.lastError()) }
            written += count
        }
    }
}
