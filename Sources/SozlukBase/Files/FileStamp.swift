import Glibc

/// Identifies a version of a file cheaply, to notice when it was changed, replaced or
/// truncated: an edit changes the size or the times, a replacement the inode, and even a
/// same-size rewrite within one clock tick changes the status-change time.
package struct FileStamp: Equatable, Sendable {
    package var exists: Bool
    var device: UInt64 = 0
    var inode: UInt64 = 0
    package var size: Int64 = 0
    var modified: Int64 = 0
    var modifiedNanoseconds: Int = 0
    var changed: Int64 = 0
    var changedNanoseconds: Int = 0

    package init(path: String) {
        var info = stat()
        self.init(stat(path, &info) == 0 ? info : nil)
    }

    package init(descriptor: Int32) {
        var info = stat()
        self.init(fstat(descriptor, &info) == 0 ? info : nil)
    }

    private init(_ info: stat?) {
        guard let info else {
            exists = false
            return
        }
        exists = true
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec)
        changedNanoseconds = Int(info.st_ctim.tv_nsec)
    }

    /// The fields as numbers, for storing in an index file.
    package var words: [UInt64] {
        [device, inode, UInt64(bitPattern: size), UInt64(bitPattern: modified), UInt64(modifiedNanoseconds),
         UInt64(bitPattern: changed), UInt64(changedNanoseconds)]
    }

    /// The same file with the same size and modification time: its contents were not
    /// rewritten. (Unlike `==`, blind to the status-change time, which a deletion or a
    /// change of permissions moves too.)
    package func hasSameContents(as other: FileStamp) -> Bool {
        exists == other.exists && device == other.device && inode == other.inode && size == other.size
            && modified == other.modified && modifiedNanoseconds == other.modifiedNanoseconds
    }
}
