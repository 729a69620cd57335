import Foundation
@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

/// Every input the fuzzers (Tests/Fuzz) found a crash with, fed the way its target feeds it:
/// each must now give an answer or a clear error.
@Suite struct FuzzRegressionTests {
    static func inputs(_ target: String) -> [String] {
        let folder = Fixtures.repositoryRoot + "/Tests/Fuzz/regressions/" + target
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
    }

    /// Splits like the fuzz targets do: at the separator byte, into at most `count` parts.
    static func parts(_ bytes: [UInt8], count: Int, separator: UInt8) -> [[UInt8]] {
        var parts = bytes.split(separator: separator, maxSplits: count - 1, omittingEmptySubsequences: false).map(Array.init)
        while parts.count < count { parts.append([]) }
        return parts
    }

    /// The cases below come from a folder: a folder gone or emptied must not pass as zero cases.
    @Test func theKnownCrashesAreThere() throws {
        try #require(Self.inputs("stardict").count >= 1, "Tests/Fuzz/regressions/stardict holds the inputs that crashed")
    }

    @Test(arguments: inputs("stardict"))
    func starDict(_ path: String) throws {
        let folder = TemporaryDirectory()
        let parts = Self.parts(try FileSystem.readFile(path), count: 4, separator: 0xFF)
        for (part, name) in zip(parts, ["fuzz.ifo", "fuzz.idx", "fuzz.dict", "fuzz.syn"]) where name != "fuzz.syn" || !part.isEmpty {
            try FileSystem.writeAtomically(part, to: folder.path + "/" + name)
        }
        let info = DictionaryInfo(id: "fuzz", name: "Fuzz", sourceLanguage: "en", targetLanguage: "tr", path: "")
        do {
            let file = try StarDictImporter().importDictionary(ifoPath: folder.path + "/fuzz.ifo", info: info)
            #expect(file.entries.allSatisfy { !$0.senses.isEmpty })
        } catch {
            #expect(!error.message.isEmpty)
        }
    }
}
