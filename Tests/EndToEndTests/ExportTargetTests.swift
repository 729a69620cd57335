import Foundation
import Glibc
import Testing
import TestSupport

/// `-o PATH` writes into what PATH is, as the real binary does it: a device stays a device, a
/// named pipe a pipe, a link a link, a file keeps its mode and its hard links. Devices are
/// private nodes made with mknod in a temporary folder, never the system's /dev.
@Suite(.serialized) final class ExportTargetTests {
    let home = TemporaryDirectory()

    init() throws {
        let added = try sozluk("favorites", "add", "abandon", "-d", "eng-tur")
        #expect(added.status == 0, "\(added.output)")
    }

    func sozluk(_ arguments: String...) throws -> (status: Int32, output: String) {
        try Subprocess.run(["env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "-u", "SOZLUK_DICTIONARIES", "HOME=\(home.path)", BuiltProducts.sozluk]
                           + arguments)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func export(to path: String) throws -> (status: Int32, output: String) {
        try sozluk("favorites", "export", "--format", "csv", "-o", path)
    }

    /// A null device (major 1, minor 3) takes the export and stays a device; a full one
    /// (1, 7) refuses it with the system's word, and stays a device too.
    @Test(.enabled(if: getuid() == 0, "mknod needs root")) func aDeviceIsWrittenIntoNeverReplaced() throws {
        let null = home.path + "/null", full = home.path + "/full"
        guard mknod(null, S_IFCHR | 0o666, dev_t(0x103)) == 0, mknod(full, S_IFCHR | 0o666, dev_t(0x107)) == 0 else {
            Issue.record("mknod is not permitted here")
            return
        }
        #expect(try export(to: null).status == 0)
        #expect(kind(null) == S_IFCHR)
        let refused = try export(to: full)
        #expect(refused == (2, "sozluk: \(full): cannot write: No space left on device\n"))
        #expect(kind(full) == S_IFCHR)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: home.path)).contains { $0.contains(".tmp-") })
    }

    /// A named pipe with a reader gets the export through it; one without a reader is refused
    /// at once, with why, instead of waiting forever; both stay pipes.
    @Test func aNamedPipeIsWrittenIntoOrRefusedWhenNobodyReads() throws {
        let fifo = home.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let nobody = try export(to: fifo)
        #expect(nobody == (2, "sozluk: \(fifo): no program is reading from this named pipe (FIFO); nothing written\n"))
        #expect(kind(fifo) == S_IFIFO)
        let received = home.path + "/received.csv"
        // Opening the pipe for writing waits for the reader: once the shell holds it, cat reads.
        let piped = try Subprocess.run(["bash", "-c", "cat '\(fifo)' > '\(received)' & reader=$!; "
                                        + "exec 3>'\(fifo)'; env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME='\(home.path)' '\(BuiltProducts.sozluk)' favorites export --format csv -o '\(fifo)'; "
                                        + "status=$?; exec 3>&-; wait $reader; exit $status"])
        #expect(piped.status == 0, "\(piped.output)")
        #expect(home.read("received.csv")?.contains("abandon") == true)
        #expect(kind(fifo) == S_IFIFO)
    }

    /// A link (a dotfiles manager's, say) stays a link and its target gets the export; a link
    /// to a descriptor writes into it (here the output the test reads).
    @Test func aLinkStaysALinkAndItsTargetIsWritten() throws {
        let target = home.write("dotfiles/words.csv", "old\n")
        let link = home.path + "/words.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dotfiles/words.csv")
        #expect(try export(to: link).status == 0)
        #expect(kind(link) == S_IFLNK)
        #expect(home.read("dotfiles/words.csv")?.contains("abandon") == true, "\(target)")
        let standardOutput = home.path + "/out"
        try FileManager.default.createSymbolicLink(atPath: standardOutput, withDestinationPath: "/proc/self/fd/1")
        // Standard output a pipe, as when the export is piped on to another program.
        let written = try Subprocess.run(["bash", "-c", "set -o pipefail; env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME='\(home.path)' "
                                          + "'\(BuiltProducts.sozluk)' favorites export --format csv -o '\(standardOutput)' 2>/dev/null | cat"])
        #expect(written.status == 0)
        #expect(written.output.contains("dictionary,headword,"), "\(written.output)")
        #expect(written.output.contains("abandon"))
        #expect(kind(standardOutput) == S_IFLNK)
    }

    /// A link to one of the process's own descriptors (what /dev/stdout is) writes into it as
    /// the shell opened it: after `>>` the export is appended to what the file held.
    @Test func aDescriptorIsWrittenAsTheShellOpenedIt() throws {
        let log = home.write("log.txt", String(repeating: "an old line of the log\n", count: 4_000))
        let standardOutput = home.path + "/out"
        try FileManager.default.createSymbolicLink(atPath: standardOutput, withDestinationPath: "/proc/self/fd/1")
        let appended = try Subprocess.run(["bash", "-c", "env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME='\(home.path)' '\(BuiltProducts.sozluk)' "
                                           + "favorites export --format csv -o '\(standardOutput)' 2>/dev/null >> '\(log)'"])
        #expect(appended.status == 0)
        let text = try #require(home.read("log.txt"))
        #expect(text.hasPrefix(String(repeating: "an old line of the log\n", count: 4_000)), "the log is kept")
        #expect(text.hasSuffix("\r\n") && text.contains("abandon"), "and the export appended after it")
        // Elsewhere in /proc: a regular file in the folder /proc/self/cwd leads to.
        let elsewhere = try Subprocess.run(["bash", "-c", "cd '\(home.path)' && env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME='\(home.path)' "
                                            + "'\(BuiltProducts.sozluk)' favorites export --format csv -o /proc/self/cwd/via-proc.csv"])
        #expect(elsewhere.status == 0, "\(elsewhere.output)")
        #expect(home.read("via-proc.csv")?.contains("abandon") == true)
    }

    /// A link another user left in a shared sticky folder (/tmp) is not followed: an export
    /// there cannot be turned onto someone's file.
    @Test(.enabled(if: getuid() == 0, "lchown needs root")) func aLinkPlantedByAnotherUserInASharedFolderIsNotFollowed() throws {
        let shared = home.path + "/shared"
        #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
        let victim = home.write("victim/.bashrc", "keep me\n")
        let planted = shared + "/report.csv"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        #expect(lchown(planted, 54321, 54321) == 0)
        #expect(try export(to: planted) == (2, "sozluk: \(planted): is a link another user left in a shared folder; not followed, nothing written\n"))
        #expect(home.read("victim/.bashrc") == "keep me\n")
        #expect(lchown(planted, getuid(), getgid()) == 0)
        #expect(try export(to: planted).status == 0, "the user's own link is followed")
    }

    /// The temporary a private list is written to is private from its first byte: half
    /// written, it is readable by its owner alone.
    @Test func aTemporaryIsPrivateWhileItIsWritten() throws {
        let favorites = home.path + "/.local/share/sozluk/favorites.json"
        #expect(chmod(favorites, 0o600) == 0)
        let pause = PauseFIFO(.halfWritten)
        var modes: [mode_t] = []
        _ = try Subprocess.runAndKill(["env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "HOME=\(home.path)", pause.environment, BuiltProducts.sozluk,
                                       "favorites", "add", "abbey", "-d", "eng-tur"], at: pause) {
            let folder = home.path + "/.local/share/sozluk"
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.contains(".tmp-") {
                var info = stat()
                if stat(folder + "/" + name, &info) == 0 { modes.append(info.st_mode & 0o777) }
            }
        }
        #expect(modes == [0o600], "one temporary, private")
    }

    /// A file with other hard links is rewritten in place, but only once the room for the new
    /// contents is known to be there: past a file-size limit it stays whole.
    @Test func aHardLinkedListStaysWholeWhenAWriteFails() throws {
        let favorites = home.path + "/.local/share/sozluk/favorites.json"
        let many = (0..<200).map { #"  {"dictionary": "eng-tur", "headword": "word\#($0)", "added": "2026-01-01T00:00:00Z"}"# }
        let old = "[\n" + many.joined(separator: ",\n") + "\n]\n"
        try old.write(toFile: favorites, atomically: false, encoding: .utf8)
        #expect(link(favorites, home.path + "/second-name.json") == 0)
        let (status, output) = try Subprocess.run(["bash", "-c", "ulimit -f 4; exec env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME='\(home.path)' '\(BuiltProducts.sozluk)' favorites add zebra -d eng-tur"])
        #expect(status == 2, "\(output)")
        #expect(home.read(".local/share/sozluk/favorites.json") == old)
        #expect(home.read("second-name.json") == old)
    }

    /// A file shared by its hard links is seen new under both, and keeps its mode
    @Test func aFileKeepsItsModeAndItsHardLinks() throws {
        let private_ = home.write("private.csv", "old\n")
        #expect(chmod(private_, 0o600) == 0)
        #expect(try export(to: private_).status == 0)
        var info = stat()
        #expect(stat(private_, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let first = home.write("first.csv", "old\n"), second = home.path + "/second.csv"
        #expect(link(first, second) == 0)
        #expect(try export(to: second).status == 0)
        #expect(home.read("first.csv")?.contains("abandon") == true)
        #expect(home.read("first.csv") == home.read("second.csv"))
        #expect(try export(to: home.path).output == "sozluk: \(home.path): is a folder, not a file\n")
    }
}
