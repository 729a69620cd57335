import Foundation
@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// Language lists are read as tables saved in the cache: the same answers as the lists, made
/// again when a list changes, and a damaged table is never trusted.
@Suite struct LanguageListCacheTests {
    let lists = TemporaryDirectory()
    let cache = TemporaryDirectory()

    func frequencies() throws -> WordFrequencies {
        WordFrequencies(table: try LanguageListCache(folder: cache.path).table("turkish-frequency", from: lists.path + "/freq.txt",
                                                                               build: WordFrequencies.table(ofFile:)))
    }

    func zipf(_ word: String, in list: WordFrequencies) -> Double { list.zipf(ofFolded: Folding.fold(word)) }

    @Test func aSavedTableAnswersAsTheListAndAChangedListIsReadAgain() throws {
        lists.write("freq.txt", "# comment\nışık\t52\nsık\t48\nşık\t41\nkitap\t55\n")
        let first = try frequencies()
        #expect(zipf("ışık", in: first) == 5.2 && zipf("kitap", in: first) == 5.5 && zipf("yok", in: first) == 0)
        let saved = ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { $0.hasSuffix(".table") }
        #expect(saved.count == 1, "saved for the next process")
        let second = try frequencies()
        #expect(second.table == first.table, "read back as it was made")
        Array(Folding.fold("sik").utf8).withUnsafeBufferPointer { #expect(second.spelling(ofFoldedKey: $0) == "sık", "the commoner spelling of those folding alike") }
        lists.write("freq.txt", "ışık\t60\n")
        #expect(zipf("ışık", in: try frequencies()) == 6.0, "a changed list is read again, not the old table")
    }

    /// Every byte of a saved table flipped in turn, and the file cut short: read as the list
    /// says each time (the damaged table refused and made again), never a crash or a hang.
    @Test func aDamagedTableIsMadeAgainFromItsList() throws {
        lists.write("freq.txt", "ışık\t52\nkitap\t55\nev\t61\n")
        let sound = try frequencies()
        let path = try #require(((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).first { $0.hasSuffix(".table") })
        let original = try #require(FileManager.default.contents(atPath: cache.path + "/" + path))
        for place in stride(from: 0, to: original.count, by: 3) {
            var damaged = original
            damaged[place] ^= 0x5A
            try damaged.write(to: URL(fileURLWithPath: cache.path + "/" + path))
            let read = try frequencies()
            #expect(zipf("kitap", in: read) == 5.5 && zipf("ev", in: read) == 6.1, "byte \(place)")
        }
        try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: cache.path + "/" + path))
        #expect(try frequencies().table == sound.table)
    }

    /// A link, a hard link or an unreadable file where a table goes is replaced, never written
    /// through: what it pointed to stays as it was.
    @Test func whatStandsWhereATableGoesIsReplacedNeverWrittenThrough() throws {
        lists.write("freq.txt", "ışık\t52\n")
        _ = try frequencies()
        let name = try #require(((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).first { $0.hasSuffix(".table") })
        let table = cache.path + "/" + name
        let victim = lists.write("victim.txt", "keep me\n")
        try FileManager.default.removeItem(atPath: table)
        try FileManager.default.createSymbolicLink(atPath: table, withDestinationPath: victim)
        lists.write("freq.txt", "ışık\t53\n") // another list: the table is made again
        #expect(zipf("ışık", in: try frequencies()) == 5.3)
        #expect(lists.read("victim.txt") == "keep me\n", "the link's target is not written")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: table)) == nil, "the link is replaced by the table")
        try FileManager.default.removeItem(atPath: table)
        try FileManager.default.linkItem(atPath: victim, toPath: table)
        lists.write("freq.txt", "ışık\t54\n")
        #expect(zipf("ışık", in: try frequencies()) == 5.4)
        #expect(lists.read("victim.txt") == "keep me\n", "nor is a hard link's other name")
    }

    /// Two tables made from one list carry their names: one is never read for the other.
    @Test func aTableOfAnotherNameIsNotTakenForThisOne() throws {
        let folder = Fixtures.repositoryRoot + "/Resources/morphology"
        _ = LanguageRules.standard(morphologyFolder: folder, cacheFolder: cache.path).lemmatizer(for: "en")?.candidates(for: "mice")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        let exceptions = try #require(files.first { $0.hasPrefix("english-exceptions-") })
        let irregular = try #require(files.first { $0.hasPrefix("english-irregular-forms-") })
        try FileManager.default.removeItem(atPath: cache.path + "/" + irregular)
        try FileManager.default.copyItem(atPath: cache.path + "/" + exceptions, toPath: cache.path + "/" + irregular)
        let rules = LanguageRules.standard(morphologyFolder: folder, cacheFolder: cache.path)
        #expect(rules.lemmatizer(for: "en")?.candidates(for: "catched").map(\.lemma).contains("caught") == true, "the irregular forms made again")
    }

    @Test func withoutACacheTheListIsReadAsBefore() throws {
        lists.write("freq.txt", "ışık\t52\n")
        let table = try LanguageListCache(folder: nil).table("x", from: lists.path + "/freq.txt", build: WordFrequencies.table(ofFile:))
        #expect(WordFrequencies(table: table).zipf(ofFolded: Folding.fold("ışık")) == 5.2)
    }

    @Test func theEnglishTablesGiveTheLemmatizerItsAnswers() throws {
        let rules = LanguageRules.standard(morphologyFolder: Fixtures.repositoryRoot + "/Resources/morphology", cacheFolder: cache.path)
        let again = LanguageRules.standard(morphologyFolder: Fixtures.repositoryRoot + "/Resources/morphology", cacheFolder: cache.path)
        for rules in [rules, again] {
            let lemmas = rules.lemmatizer(for: "en")?.candidates(for: "mice").map(\.lemma) ?? []
            #expect(lemmas.contains("mouse"))
            #expect(rules.lemmatizer(for: "en")?.candidates(for: "catched").map(\.lemma).contains("caught") == true, "irregular forms, turned round")
            #expect(rules.lemmatizer(for: "en")?.candidates(for: "thest").map(\.lemma).contains("the") == false, "the word classes")
        }
    }
}
