import Testing
import TestSupport
@testable import SozlukCore

@Suite struct TranslationIndexTests {
    /// Entries split into parts on two cores are merged into the index one part would make:
    /// a word in both halves lists the headwords of both, and a headword whose entries fall in
    /// both halves is listed once, as strongly as its strongest entry says it.
    @Test func partsMergeIntoTheIndexOnePartMakes() throws {
        var entries: [(String, String)] = [("bank", "banka"), ("apple", "elma"), ("shore", "kıyı, sahil")]
        entries += (0..<12_000).map { ("filler\($0)", "doldurma \($0 % 50), kelime") }
        entries += [("bank", "kıyı, banka hesabı, banka"), ("pome", "elma, armut"), ("coast", "sahil")]
        let bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        let (one, two, positions) = try bytes.withUnsafeBufferPointer { buffer in
            let scan = try DictionaryScanner.scan(buffer, splitting: false)
            // Any positions do: each headword its own but the two entries of "bank".
            let positions = (0..<UInt32(scan.entries.count)).map { $0 == UInt32(entries.count - 3) ? 0 : $0 }
            return (TranslationIndexBuilder.build(scan, positions: positions, bytes: buffer, pieces: 1),
                    TranslationIndexBuilder.build(scan, positions: positions, bytes: buffer, pieces: 2), positions)
        }
        #expect(two.keys.elementsEqual(one.keys))
        #expect(two.keyStarts == one.keyStarts)
        #expect(two.postingStarts == one.postingStarts)
        #expect(two.postings.elementsEqual(one.postings))

        func postings(_ word: String) -> [UInt32] {
            let key = Array(word.utf8)
            guard let index = (0..<two.keyCount).first(where: { Array(two.keys[Int(two.keyStarts[$0])..<Int(two.keyStarts[$0 + 1])]) == key }) else { return [] }
            return Array(two.postings[Int(two.postingStarts[index])..<Int(two.postingStarts[index + 1])])
        }
        let pome = positions[entries.count - 2], coast = positions[entries.count - 1]
        #expect(postings("elma") == [1 << 2 | TranslationWords.wholeDefinition, pome << 2 | TranslationWords.firstSense])
        #expect(postings("banka") == [0 << 2 | TranslationWords.wholeDefinition], "bank once, as its first entry says it")
        #expect(postings("sahil") == [2 << 2 | TranslationWords.firstSense, coast << 2 | TranslationWords.wholeDefinition])
        #expect(postings("kelime").count == 12_000)
    }
}
