import CMapGuard
import Glibc

/// The bytes of an index: a read-only memory map of its file, or a copy in memory when
/// the index could not be saved. Either way released with the last reference.
final class IndexMemory: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private let isMapped: Bool
    /// The map's slot in the SIGBUS guard; -1 for a copy in memory.
    private let guardSlot: Int32

    /// Maps the whole file; nil when it cannot be opened or mapped.
    init?(mapping path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
        isMapped = true
        // Someone may truncate the file while it is mapped: then its pages read as zeros
        // instead of killing sozluk, and `isDamaged` says so.
        guardSlot = sozluk_map_guard_register(address, size)
    }

    init(copying contents: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(contents.count, 1), alignment: 8)
        contents.withUnsafeBytes { buffer.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: contents.count)
        isMapped = false
        guardSlot = -1
    }

    /// True once the file under the map was found truncated: what was read may be zeros.
    var isDamaged: Bool {
        guardSlot >= 0 && sozluk_map_guard_is_damaged(guardSlot) != 0
    }

    /// Lets the kernel take back the pages read so far (a mapped file's pages come back from
    /// the page cache when touched again): after the whole index was read to check it, only
    /// what searches use stays resident.
    func releaseResidentPages(_ range: Range<Int>) {
        guard isMapped, let base = bytes.baseAddress else { return }
        // madvise wants page boundaries: only whole pages inside the range are given back.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound == bytes.count ? range.upperBound : range.upperBound / page * page
        guard start < end else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }

    deinit {
        if isMapped {
            sozluk_map_guard_unregister(guardSlot)
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }
}
