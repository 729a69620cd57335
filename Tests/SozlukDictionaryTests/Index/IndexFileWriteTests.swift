import Foundation
import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// An index is saved by writing its sections straight to the file; the file must be the one
/// encoded in memory, byte for byte, however its writes are cut.
@Suite struct IndexFileWriteTests {
    let folder = TemporaryDirectory()

    func contents() throws -> IndexContents {
        let json = Fixtures.dictionaryJSON(id: "w", name: "W", entries: (0..<700).map { ("word\($0)", "a definition of word \($0), long enough") })
        return try Array(json.utf8).withUnsafeBufferPointer { (bytes) throws(FileProblem) in try IndexBuilder.build(bytes, path: "/w.json") }
    }

    /// Buffers of 32 bytes, of a size no section has, and of more than the whole index: the
    /// writes cross sections and padding.
    @Test(arguments: [32, 4064, 8 << 20]) func aWrittenIndexIsTheOneEncodedInMemory(bufferSize: Int) throws {
        let contents = try contents()
        let stamp = FileStamp(path: "")
        let encoded = IndexFile.encode(contents, source: stamp)
        let translations = TranslationIndexBuilder.Result(keys: contents.translationKeys, keyStarts: contents.translationKeyStarts,
                                                          postingStarts: contents.translationPostingStarts, postings: contents.translationPostings)
        let path = folder.path + "/w.index"
        try FileSystem.replaceCacheFile(at: path) { (file) throws(FileProblem) in
            try IndexFile.write(headwords: IndexSections(contents), merging: [TranslationPartImage(translations, part: TranslationPart(number: 0, count: 1, entries: 0..<700), source: [])],
                                source: stamp, to: file, bufferSize: bufferSize)
        }
        let written = try #require(MappedMemory(mapping: path))
        withExtendedLifetime((written, encoded)) { #expect(Array(written.bytes) == Array(encoded.bytes)) }
        let index = try DictionaryIndex(written, source: nil)
        #expect(index.verify())
        #expect(index.headwordCount == 700)
    }

    /// The index of translations merged from its parts straight into the file, its three
    /// last sections moved down after the keys, is the index built whole in memory: with
    /// parts that share keys (a word in the definitions of both halves) and one part alone.
    @Test(arguments: [1, 3]) func anIndexWhoseTranslationsAreMergedAsItIsWrittenIsTheOneBuiltWhole(pieces: Int) throws {
        let json = Array(Fixtures.dictionaryJSON(id: "w", name: "W", entries: (0..<700).map {
            ("word\($0)", "a definition of word \($0) shared by all, \($0 % 7 == 0 ? "seventh" : "other")")
        }.shuffled()).utf8)
        let stamp = FileStamp(path: "")
        let (contents, parts, whole) = try json.withUnsafeBufferPointer { (bytes) throws(FileProblem) in
            let (contents, translations) = try IndexBuilder.buildLeavingTranslations(bytes, path: "/w.json")
            let parts = TranslationIndexBuilder.parts(translations.scan, positions: translations.positions, bytes: bytes, pieces: pieces)
            return (contents, parts, try IndexBuilder.build(bytes, path: "/w.json"))
        }
        let path = folder.path + "/w.index"
        try FileSystem.replaceCacheFile(at: path) { (file) throws(FileProblem) in
            try IndexFile.write(headwords: IndexSections(contents), merging: parts, source: stamp, to: file)
        }
        let written = try #require(MappedMemory(mapping: path))
        let encoded = IndexFile.encode(whole, source: stamp)
        withExtendedLifetime((written, encoded)) { #expect(Array(written.bytes) == Array(encoded.bytes)) }
        #expect(try DictionaryIndex(written, source: nil).verify())
    }

    /// The whole index made from an index by headword already made and the translations
    /// built for it is the index built in one piece.
    @Test func anIndexMadeFromItsPartByHeadwordIsTheOneBuiltWhole() throws {
        let contents = try contents()
        var headwords = contents
        (headwords.translationKeys, headwords.translationKeyStarts, headwords.translationPostingStarts, headwords.translationPostings) = ([], [0], [0], [])
        let part = try DictionaryIndex(IndexFile.encode(headwords, source: FileStamp(path: "")), source: nil)
        var translations = TranslationIndexBuilder.Result()
        (translations.keys, translations.keyStarts) = (contents.translationKeys, contents.translationKeyStarts)
        (translations.postingStarts, translations.postings) = (contents.translationPostingStarts, contents.translationPostings)
        let joined = IndexFile.encode(IndexSections(headwordsOf: part).with(translations), source: FileStamp(path: ""))
        let whole = IndexFile.encode(contents, source: FileStamp(path: ""))
        withExtendedLifetime((joined, whole)) { #expect(Array(joined.bytes) == Array(whole.bytes)) }
    }
}
