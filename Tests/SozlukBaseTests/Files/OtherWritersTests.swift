import Foundation
import Glibc
import SozlukBase
import TestSupport
import Testing

/// A start right after a quit waits for the index the quitting process is still writing,
/// and for nothing else: not its own temporaries, not those no process holds locked (a
/// writer gone, even one not yet reaped, or an unrelated process whose number the name
/// holds), not a writer stopped with Ctrl-Z.
@Suite struct OtherWritersTests {
    let folder = TemporaryDirectory()

    /// A temporary as `FileSystem` names them, for `writer`, that nothing holds locked.
    func temporary(of path: String, by writer: pid_t) -> String {
        let name = "\(path).tmp-\(writer)-abc"
        FileManager.default.createFile(atPath: name, contents: Data("half an index".utf8))
        return name
    }

    @Test func aWriterAtWorkIsWaitedForUntilItIsDone() throws {
        let index = folder.path + "/a.index"
        let (holder, named) = try LockHolder.temporary(of: index)
        var finished = false
        let waited = FileSystem.waitForOtherWriters(of: [folder.path + "/b.index", index], atMost: 600) {
            // The writer renames its temporary and lets go: the wait ends then, not at its limit.
            finished = rename(named, index) == 0
            holder.killLeavingItUnreaped()
        }
        #expect(waited && finished)
        #expect(FileManager.default.fileExists(atPath: index))
    }

    @Test func aWriterStoppedOrGoneIsNotWaitedFor() throws {
        let index = folder.path + "/a.index"
        let (holder, _) = try LockHolder.temporary(of: index)
        holder.stop()
        #expect(!FileSystem.waitForOtherWriters(of: [index], atMost: 600), "stopped (Ctrl-Z)")
        kill(holder.pid, SIGCONT)
        // Killed but not yet reaped: its number still answers, its lock is gone.
        holder.killLeavingItUnreaped()
        #expect(!FileSystem.waitForOtherWriters(of: [index], atMost: 600), "gone")
    }

    @Test func nothingIsWaitedForThatNoProcessHoldsLocked() throws {
        let index = folder.path + "/a.index"
        #expect(!FileSystem.waitForOtherWriters(of: [index], atMost: 600))
        _ = temporary(of: index, by: getpid())
        #expect(!FileSystem.waitForOtherWriters(of: [index], atMost: 600), "this process's own")
        _ = temporary(of: folder.path + "/b.index", by: pid_t(Int32.max - 1))
        #expect(!FileSystem.waitForOtherWriters(of: [folder.path + "/b.index"], atMost: 600), "a process that is gone")
        _ = temporary(of: folder.path + "/c.index", by: getppid())
        #expect(!FileSystem.waitForOtherWriters(of: [folder.path + "/c.index"], atMost: 600), "a live process that is not writing it")
    }

    /// Every temporary sozluk writes through is locked until the file has its name, by
    /// descriptors a program sozluk starts meanwhile (espeak-ng) does not inherit.
    @Test func aTemporaryIsLockedWhileItIsWrittenAndItsLockIsNotInherited() throws {
        let target = folder.path + "/d.index"
        var seen: Int32 = -2
        var descriptors: [(Int32, Bool)] = []
        try FileSystem.replaceCacheFile(at: target) { (file: FileOutput) throws(FileProblem) in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let name = names.first(where: { $0.hasPrefix("d.index.tmp-") }) else { return }
            let fd = open(folder.path + "/" + name, O_RDONLY)
            defer { close(fd) }
            seen = flock(fd, LOCK_SH | LOCK_NB) == 0 ? 0 : errno
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
                guard let number = Int32(entry), number != fd,
                      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry)) == folder.path + "/" + name else { continue }
                descriptors.append((number, fcntl(number, F_GETFD) & FD_CLOEXEC != 0))
            }
        }
        #expect(seen == EWOULDBLOCK)
        #expect(descriptors.count == 2, "the one written and the one holding the lock through the rename")
        #expect(descriptors.allSatisfy { $0.1 }, "closed on exec")
    }

    /// A leftover whose process is gone but which something still holds locked (a child that
    /// inherited the lock, another namespace's writer) is not removed by the next write.
    @Test func aLockedLeftoverIsNotRemoved() throws {
        let target = folder.path + "/e.index"
        let leftover = "\(target).tmp-\(Int32.max - 1)-abc"
        _ = FileManager.default.createFile(atPath: leftover, contents: Data("half an index".utf8))
        let holder = try LockHolder(leftover)
        try FileSystem.replaceCacheFile(Array("whole".utf8), at: target)
        #expect(FileManager.default.fileExists(atPath: leftover))
        holder.killLeavingItUnreaped()
        try FileSystem.replaceCacheFile(Array("whole again".utf8), at: target)
        #expect(!FileManager.default.fileExists(atPath: leftover), "removed once nothing holds it")
    }
}
