import Foundation
import Glibc
import Testing
import TestSupport

/// `sozluk favorites export --format anki -o FILE --audio`, as the real binary does it: the
/// WAVs beside the export, named in its Audio field, and nothing at all when espeak-ng is
/// missing.
@Suite(.serialized) final class AudioExportTests {
    let home = TemporaryDirectory()
    static let hasEspeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    init() throws {
        #expect(try sozluk("favorites", "add", "abandon", "-d", "eng-tur").status == 0)
        #expect(try sozluk("favorites", "add", "kitap", "-d", "tur-eng").status == 0)
    }

    func sozluk(_ arguments: String..., path: String? = nil) throws -> (status: Int32, output: String) {
        try Subprocess.run(["env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "-u", "SOZLUK_DICTIONARIES", "-u", "LANG", "-u", "LC_ALL",
                            "HOME=\(home.path)"] + (path.map { ["PATH=\($0)"] } ?? []) + [BuiltProducts.sozluk] + arguments)
    }

    @Test(.enabled(if: AudioExportTests.hasEspeak, "espeak-ng is not installed (apt-get install espeak-ng)"))
    func eachWordGetsAWaveNamedInItsNote() throws {
        let exported = try sozluk("favorites", "export", "--format", "anki", "-o", home.path + "/words.txt", "--audio")
        #expect(exported.status == 0, "\(exported.output)")
        let media = home.path + "/words.media"
        #expect(exported.output.contains("sozluk: wrote 2 words to \(home.path)/words.txt\nsozluk: wrote 2 sounds to the folder \(media)\n"))
        #expect(exported.output.contains("cp '\(media)'/*.wav ~/.local/share/Anki2/PROFILE/collection.media/"))
        let names = try FileManager.default.contentsOfDirectory(atPath: media).sorted()
        #expect(names.count == 2)
        let notes = try #require(home.read("words.txt")).split(separator: "\n").filter { !$0.hasPrefix("#") }
        for (note, name) in zip(notes, ["abandon", "kitap"]) {
            let audio = try #require(note.split(separator: "\t", omittingEmptySubsequences: false).last)
            let file = String(audio.dropFirst("[sound:".count).dropLast())
            #expect(audio.hasPrefix("[sound:sozluk-\(name)-") && audio.hasSuffix(".wav]"), "\(audio)")
            let bytes = try #require(FileManager.default.contents(atPath: media + "/" + file))
            #expect(bytes.prefix(4) == Data("RIFF".utf8) && bytes.dropFirst(8).prefix(4) == Data("WAVE".utf8))
        }
    }

    /// Without espeak-ng: the package named, no export, no folder.
    @Test func withoutEspeakNothingIsWritten() throws {
        let missing = try sozluk("favorites", "export", "--format", "anki", "-o", home.path + "/words.txt", "--audio", path: "/nonexistent")
        #expect(missing == (2, "sozluk: saying a word needs espeak-ng; install it with: apt-get install espeak-ng; nothing exported\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix("words") }.isEmpty)
    }

    @Test func audioNeedsAnAnkiExportToAFile() throws {
        let csv = try sozluk("favorites", "export", "--format", "csv", "-o", home.path + "/words.csv", "--audio")
        #expect(csv.status == 2)
        #expect(csv.output.hasPrefix("sozluk: --audio makes sounds for Anki's notes: it needs --format anki\n"))
        let standardOutput = try sozluk("favorites", "export", "--audio")
        #expect(standardOutput.status == 2)
        #expect(standardOutput.output.hasPrefix("sozluk: --audio needs -o FILE: the sounds go in a folder beside it\n"))
        #expect(try sozluk("favorites", "import", home.path + "/x.txt", "--audio").output.contains("--audio"), "no import option")
    }

    /// A device given as the export: refused with why, before espeak-ng runs; nothing made
    /// beside it. The device is a private node in the test's folder, never one of /dev.
    @Test(.enabled(if: getuid() == 0, "mknod needs root")) func aDeviceHasNoBeside() throws {
        let null = home.path + "/null"
        try #require(mknod(null, S_IFCHR | 0o666, dev_t(0x103)) == 0, "mknod is not permitted here")
        let refused = try sozluk("favorites", "export", "--format", "anki", "-o", null, "--audio")
        #expect(refused == (2, "sozluk: \(null): is not a file: --audio puts the sounds in a folder beside the export\n"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/null.media"))
    }
}
