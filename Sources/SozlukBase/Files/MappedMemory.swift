import CMapGuard
import Glibc

/// The bytes of an index or a language table: a read-only memory map of its file, the memory
/// it was just encoded into, or a copy; also the dictionary file's bytes while its index is
/// built. Released with the last reference.
package final class MappedMemory: @unchecked Sendable {
    package let bytes: UnsafeRawBufferPointer
    private let storage: Storage

    private enum Storage {
        /// A file's pages, with the map's slot in the SIGBUS guard (-1: every slot taken).
        case mappedFile(guardSlot: Int32)
        /// Pages of our own, mapped for an index encoded here.
        case anonymous
        /// Allocated on the heap.
        case heap
    }

    /// The bytes as bytes.
    package var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }

    /// Maps the whole file; nil when it cannot be opened or mapped.
    package convenience init?(mapping path: String) {
        // Non-blocking, so that a named pipe put where an index should be is refused at once
        // (as not a regular file), not waited on for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        self.init(mappingDescriptor: fd)
    }

    /// Maps the whole of an open file (as it is long now); nil when it is empty or cannot be
    /// mapped (not a regular file).
    package init?(mappingDescriptor fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
        // Someone may truncate the file while it is mapped: then its pages read as zeros
        // instead of killing sozluk, and `isDamaged` says so.
        storage = .mappedFile(guardSlot: sozluk_map_guard_register(address, size))
    }

    package init(copying contents: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(contents.count, 1), alignment: 8)
        contents.withUnsafeBytes { buffer.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: contents.count)
        storage = .heap
    }

    /// `count` zeroed bytes that `write` fills, then used as they are: an index of a hundred
    /// megabytes is searched and saved from where it was encoded, never copied. Asked for in
    /// huge pages, so that touching it the first time costs a fault per 2 MB, not per 4 kB.
    package init(count: Int, write: (UnsafeMutableRawBufferPointer) -> Void) {
        let size = max(count, 1)
        if let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), address != MAP_FAILED {
            madvise(address, size, MADV_HUGEPAGE)
            storage = .anonymous
            bytes = UnsafeRawBufferPointer(start: address, count: count)
        } else {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            storage = .heap
            bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count)
        }
        write(UnsafeMutableRawBufferPointer(mutating: bytes))
    }

    /// True once the file under the map was found truncated: what was read may be zeros.
    package var isDamaged: Bool {
        guard case .mappedFile(let slot) = storage else { return false }
        return slot >= 0 && sozluk_map_guard_is_damaged(slot) != 0
    }

    /// Lets the kernel take back the pages read so far (a mapped file's pages come back from
    /// the page cache when touched again): after the whole index was read to check it, only
    /// what searches use stays resident.
    package func releaseResidentPages(_ range: Range<Int>) {
        guard case .mappedFile = storage, let base = bytes.baseAddress else { return }
        // Never past the map: madvise there would drop whatever else is mapped.
        let range = range.clamped(to: 0..<bytes.count)
        // madvise wants page boundaries: only whole pages inside the range are given back.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound == bytes.count ? range.upperBound : range.upperBound / page * page
        guard start < end else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }

    deinit {
        switch storage {
        case .mappedFile(let slot):
            sozluk_map_guard_unregister(slot)
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        case .anonymous:
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), max(bytes.count, 1))
        case .heap:
            bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }
}
