import Foundation
import Glibc
import SozlukBase
import TestSupport
import Testing

/// A start right after a quit waits for the index the quitting process is still writing,
/// and for nothing else: not its own temporaries, not those of processes gone, not old ones.
@Suite struct OtherWritersTests {
    let folder = TemporaryDirectory()

    /// A temporary as `FileSystem` names them, written by `writer`, touched `age` seconds ago.
    func temporary(of path: String, by writer: pid_t, age: TimeInterval = 0) -> String {
        let name = "\(path).tmp-\(writer)-abc"
        FileManager.default.createFile(atPath: name, contents: Data("half an index".utf8))
        if age > 0 { try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: name) }
        return name
    }

    @Test func aLiveWritersFreshTemporaryIsWaitedForUntilItIsDone() throws {
        let index = folder.path + "/a.index"
        // The runner's parent: a process that is running and is not this one.
        let name = temporary(of: index, by: getppid())
        var finished = false
        let waited = FileSystem.waitForOtherWriters(of: [folder.path + "/b.index", index], atMost: 600) {
            // The writer renames its temporary: the wait ends then, not at its limit.
            finished = rename(name, index) == 0
        }
        #expect(waited && finished)
        #expect(FileManager.default.fileExists(atPath: index))
    }

    @Test func nothingIsWaitedForWithoutAnotherLiveWriterAtWork() throws {
        let index = folder.path + "/a.index"
        #expect(!FileSystem.waitForOtherWriters(of: [index], atMost: 600))
        _ = temporary(of: index, by: getpid())
        #expect(!FileSystem.waitForOtherWriters(of: [index], atMost: 600), "this process's own")
        _ = temporary(of: folder.path + "/b.index", by: pid_t(Int32.max - 1))
        #expect(!FileSystem.waitForOtherWriters(of: [folder.path + "/b.index"], atMost: 600), "a process that is gone")
        _ = temporary(of: folder.path + "/c.index", by: getppid(), age: 3600)
        #expect(!FileSystem.waitForOtherWriters(of: [folder.path + "/c.index"], atMost: 600), "an hour old: its number taken by another")
    }
}
