import Foundation
@testable import SozlukBase
import TestSupport
import Testing

@Suite struct FoldingTests {
    @Test func caseAndDiacriticsAreFolded() {
        #expect(Folding.fold("Café") == "cafe")
        #expect(Folding.fold("ÇĞÖŞÜ") == "cgosu")
        #expect(Folding.fold("Straße") == "strasse")
        #expect(Folding.fold("e\u{301}") == "e")
    }

    @Test func turkishDottedAndDotlessIAreTheSameLetter() {
        #expect(Folding.fold("İstanbul") == "istanbul")
        #expect(Folding.fold("ışık") == "isik")
        #expect(Folding.fold("IŞIK") == "isik")
    }

    @Test func matchRangePointsAtTheOriginalCharacters() {
        #expect(Folding.matchRange(of: "isik", in: "ışıklı") == 0..<4)
        #expect(Folding.matchRange(of: "fe", in: "Café") == 2..<4)
        #expect(Folding.matchRange(of: "ss", in: "Straße") == 4..<5)
        #expect(Folding.matchRange(of: "xyz", in: "Café") == nil)
    }

    /// The table is generated from Foundation's folding; this keeps the two in step and
    /// rewrites the table with SOZLUK_REGENERATE=1.
    @Test func foldingTableMatchesFoundation() throws {
        let ranges: [ClosedRange<UInt32>] = [0x00A0...0x024F, 0x0370...0x03FF, 0x0400...0x052F, 0x1E00...0x1EFF, 0xFB00...0xFB06]
        var expected: [(UInt32, String)] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let folded = String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
                let plain = String(String.UnicodeScalarView(scalar.properties.lowercaseMapping.unicodeScalars))
                if folded != plain && !folded.isEmpty { expected.append((value, folded)) }
            }
        }
        if ProcessInfo.processInfo.environment["SOZLUK_REGENERATE"] == "1" {
            try regenerate(expected)
        }
        #expect(Folding.table.count == expected.count)
        for (value, folded) in expected {
            #expect(Folding.table[value] == folded, "U+\(String(value, radix: 16))")
        }
    }

    private func regenerate(_ table: [(UInt32, String)]) throws {
        let lines = table.map { value, folded in
            let literal = folded.unicodeScalars.map { $0.value < 0x80 ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
            return "        0x\(String(format: "%04X", value)): \"\(literal)\","
        }
        let source = """
        // Generated from Foundation's case-, diacritic- and width-insensitive folding (see
        // FoldingTableTests, which checks it and rewrites it with SOZLUK_REGENERATE=1).
        // Only scalars whose folding differs from plain lower-casing are listed.
        extension Folding {
            static let table: [UInt32: String] = [
        \(lines.joined(separator: "\n"))
            ]
        }

        """
        try source.write(toFile: Fixtures.repositoryRoot + "/Sources/SozlukBase/Text/FoldingTable.swift", atomically: true, encoding: .utf8)
    }
}

@Suite struct CollationTests {
    @Test func turkishOrderPutsCedillaAndDotlessILettersInTheirPlace() {
        let collation = Collation(language: "tr")
        let words = ["çam", "cam", "ılık", "ilik", "dam", "öz", "oz", "şu", "su", "zor"]
        #expect(words.sorted(by: collation.areInIncreasingOrder) == ["cam", "çam", "dam", "ılık", "ilik", "oz", "öz", "su", "şu", "zor"])
    }

    @Test func otherLanguagesSortAccentedLettersWithTheirBase() {
        let collation = Collation(language: "en")
        #expect(["zebra", "éclair", "eagle", "Apple"].sorted(by: collation.areInIncreasingOrder) == ["Apple", "eagle", "éclair", "zebra"])
    }

    @Test func capitalsDoNotHideLowerCaseWords() {
        let collation = Collation(language: "en")
        #expect(["grave", "Grave"].sorted(by: collation.areInIncreasingOrder) == ["Grave", "grave"])
    }

    /// Quotes and dashes before the first letter do not place a headword: "dead slow" is among
    /// the d's, -lik among the l's; a headword of punctuation alone still has a place.
    @Test func leadingQuotesAndDashesSortAsNothing() {
        let collation = Collation(language: "en")
        let words = ["\"dead slow\"", "'em", "dead", "-lik", "able", "zoo", "lid", "-", "deaf"]
        #expect(words.sorted(by: collation.areInIncreasingOrder) == ["-", "able", "dead", "\"dead slow\"", "deaf", "'em", "lid", "-lik", "zoo"])
    }

    /// The index sorts by byte keys made scalar by scalar; they must order words as `sortKey` does.
    @Test(arguments: ["tr", "az", "en", "de"])
    func byteKeysSortLikeSortKeys(language: String) {
        let collation = Collation(language: language)
        let pieces = ["a", "A", "ç", "Ç", "ı", "I", "İ", "i", "ə", "ß", "e\u{301}", "é", " ", "-", "1", "\r\n", "ž", "Ω", "日", "ﬁ", "q", "x", "\"", "'", "(", "\r"]
        var generator = SystemRandomNumberGenerator()
        let words = (0..<400).map { _ in (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        func byteKey(_ word: String) -> [UInt8] {
            var key: [UInt8] = []
            Array(word.utf8).withUnsafeBufferPointer { collation.appendSortKey(of: $0, to: &key) }
            return key
        }
        let byBytes = words.sorted { byteKey($0).lexicographicallyPrecedes(byteKey($1)) }
        let bySortKey = words.sorted { collation.sortKey($0).lexicographicallyPrecedes(collation.sortKey($1)) }
        #expect(byBytes == bySortKey)
    }
}

@Suite struct TypoDistanceTests {
    func distance(_ a: String, _ b: String, limit: Int = 2) -> Int? {
        TypoDistance.within(limit, Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    @Test func countsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(distance("bank", "bank") == 0)
        #expect(distance("bank", "banks") == 1)
        #expect(distance("bank", "ban") == 1)
        #expect(distance("bank", "bunk") == 1)
        #expect(distance("recieve", "receive") == 1)
        #expect(distance("kitten", "sitting") == nil)
        #expect(distance("kitten", "sitting", limit: 3) == 3)
        #expect(distance("", "ab") == 2)
    }

    /// The whole table, as the textbook computes it, for comparing the banded one against.
    func reference(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }

    /// The search measures folded keys as UTF-8, bit-parallel for queries up to 64 letters.
    @Test func theBitParallelMeasureAgreesWithTheWholeTable() {
        var generator = SystemRandomNumberGenerator()
        let letters: [Character] = ["a", "b", "c", "ı", "ş", "ñ"]
        for round in 0..<4000 {
            // Mostly short words; some past 64 letters, where the banded table takes over.
            let longest = round % 50 == 0 ? 70 : 9
            let a = (0..<Int.random(in: 1...longest, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &generator) where !b.isEmpty {
                let at = Int.random(in: 0..<b.count, using: &generator)
                switch Int.random(in: 0...3, using: &generator) {
                case 0: b.remove(at: at)
                case 1: b.insert(letters.randomElement(using: &generator)!, at: at)
                case 2: b[at] = letters.randomElement(using: &generator)!
                default: if at + 1 < b.count { b.swapAt(at, at + 1) }
                }
            }
            for limit in 1...3 {
                let matcher = TypoMatcher(String(a).unicodeScalars.map(\.value), limit: limit)
                let measured = Array(String(b).utf8).withUnsafeBufferPointer { matcher.distance(toUTF8: $0) }
                let expected = reference(a, b)
                #expect(measured == (expected <= limit ? expected : nil), "\(String(a)) \(String(b)) \(limit)")
            }
        }
    }

    @Test func theBandedTableAgreesWithTheWholeOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            for limit in 1...3 {
                let expected = reference(a, b)
                #expect(distance(String(a), String(b), limit: limit) == (expected <= limit ? expected : nil), "\(String(a)) \(String(b))")
            }
        }
    }
}
