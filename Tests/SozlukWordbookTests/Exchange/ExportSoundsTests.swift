import Foundation
import Glibc
@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

/// Says words as a fixed WAV, or fails as espeak-ng would.
final class FakeSpeech: Speaking, @unchecked Sendable {
    var problem: SpeechProblem?
    var said: [(String, String)] = []
    func say(_ text: String, language: String) throws(SpeechProblem) {}
    func wave(of text: String, language: String) throws(SpeechProblem) -> [UInt8] {
        if let problem { throw problem }
        said.append((text, language))
        return Array("RIFF\u{24}\0\0\0WAVEfmt ".utf8)
    }
}

/// `--audio`: a WAV per word beside the export, under names safe anywhere.
@Suite struct ExportSoundsTests {
    let repository = FakeDictionaryRepository([
        FakeDictionaryRepository.file(id: "eng-tur", source: "en", [("abandon", "terk etmek")]),
        FakeDictionaryRepository.file(id: "tur-eng", source: "tr", [("kır", "countryside"), ("kir", "dirt")]),
    ])

    func word(_ headword: String, _ dictionary: String) -> ExportedWord {
        ExportedWord(word: WordReference(dictionaryID: dictionary, headword: headword), entries: [])
    }

    @Test func theFolderIsNamedAfterTheExport() throws {
        let folder = TemporaryDirectory()
        #expect(try ExportSounds.folder(forExport: folder.path + "/words.txt") == folder.path + "/words.media")
        #expect(try ExportSounds.folder(forExport: folder.path + "/a.b/cards") == folder.path + "/a.b/cards.media")
        #expect(try ExportSounds.folder(forExport: folder.path + "/.hidden") == folder.path + "/.hidden.media")
        #expect(try ExportSounds.folder(forExport: "words.tar.txt") == "words.tar.media")
    }

    /// A device has no beside: refused before anything is said, nothing made next to it.
    /// The device is a private node in a temporary folder, never one of /dev.
    @Test(.enabled(if: getuid() == 0, "mknod needs root")) func aDeviceIsRefused() throws {
        let folder = TemporaryDirectory()
        let null = folder.path + "/null"
        try #require(mknod(null, S_IFCHR | 0o666, dev_t(0x103)) == 0, "mknod is not permitted here")
        let error = #expect(throws: FileProblem.self) { try ExportSounds.folder(forExport: null) }
        #expect(error?.message == "is not a file: --audio puts the sounds in a folder beside the export")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
    }

    /// ASCII letters and digits of the folded word, and a hash that keeps apart what the
    /// slug makes alike.
    @Test func fileNamesAreSafeAndDistinct() {
        let kır = ExportSounds.fileName(of: WordReference(dictionaryID: "tur-eng", headword: "kır"))
        let kir = ExportSounds.fileName(of: WordReference(dictionaryID: "tur-eng", headword: "kir"))
        #expect(kır.hasPrefix("sozluk-kir-") && kır.hasSuffix(".wav"))
        #expect(kır != kir)
        #expect(kır == ExportSounds.fileName(of: WordReference(dictionaryID: "tur-eng", headword: "kır")), "the same in every export")
        let hostile = ExportSounds.fileName(of: WordReference(dictionaryID: "x", headword: "../../etc/passwd\u{1B}; rm -rf ~"))
        #expect(hostile.hasPrefix("sozluk-etc-passwd-rm-rf-"), "\(hostile)")
        let greek = ExportSounds.fileName(of: WordReference(dictionaryID: "x", headword: "λόγος"))
        #expect(greek.count == "sozluk-12345678.wav".count, "\(greek)")
        for name in [kır, kir, hostile, greek] {
            #expect(name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".") })
        }
    }

    @Test func eachWordIsSaidInItsDictionarysLanguageAndWritten() throws {
        let folder = TemporaryDirectory()
        let speech = FakeSpeech()
        let words = try ExportSounds(speech: speech, dictionaries: repository)
            .write([word("abandon", "eng-tur"), word("kır", "tur-eng"), word("Haus", "deu-eng")], into: folder.path + "/words.media")
        #expect(speech.said.map(\.0) == ["abandon", "kır"])
        #expect(speech.said.map(\.1) == ["en", "tr"])
        let sound = try #require(words[0].sound)
        #expect(words[2].sound == nil, "a dictionary not installed: no language, no sound")
        let bytes = try #require(FileManager.default.contents(atPath: folder.path + "/words.media/" + sound))
        #expect(bytes.starts(with: Array("RIFF".utf8)))
    }

    @Test func espeakMissingWritesNothing() {
        let folder = TemporaryDirectory()
        let speech = FakeSpeech()
        speech.problem = .notInstalled(program: "espeak-ng", package: "espeak-ng")
        #expect(throws: SpeechProblem.notInstalled(program: "espeak-ng", package: "espeak-ng")) {
            try ExportSounds(speech: speech, dictionaries: repository).write([word("abandon", "eng-tur")], into: folder.path + "/words.media")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/words.media"))
    }

    /// The real espeak-ng (CI installs it): a WAV file, RIFF…WAVE.
    @Test(.enabled(if: ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].contains { FileManager.default.isExecutableFile(atPath: $0) },
                   "espeak-ng is not installed (apt-get install espeak-ng)"))
    func espeakWritesRealWaves() throws {
        let folder = TemporaryDirectory()
        let words = try ExportSounds(speech: EspeakSpeaker(), dictionaries: repository)
            .write([word("abandon", "eng-tur"), word("kır", "tur-eng")], into: folder.path + "/words.media")
        for word in words {
            let name = try #require(word.sound)
            let bytes = try #require(FileManager.default.contents(atPath: folder.path + "/words.media/" + name))
            #expect(bytes.count > 1_000)
            #expect(bytes.prefix(4) == Data("RIFF".utf8) && bytes.dropFirst(8).prefix(4) == Data("WAVE".utf8))
        }
    }
}
